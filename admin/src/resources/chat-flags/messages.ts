import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Chat flag |||| Chat flags',
  fields: {
    id: 'Message',
    room_id: 'Room',
    sender_id: 'Sender ID',
    sender_name: 'Sender',
    receiver_id: 'Receiver ID',
    receiver_name: 'Receiver',
    reasons: 'Reasons',
    reason: 'Reason',
    excerpt: 'Excerpt',
    flagged_at: 'Flagged at',
    q: 'Search',
  },
  reasons: { email: 'E-mail address', phone: 'Phone number', messenger: 'Messenger handle' },
  id_line: 'ID %{id}',
  empty: 'Nothing flagged.',
};

const ru: ResourceMessages = {
  name: 'Отметка в чате |||| Отметки в чате',
  fields: {
    id: 'Сообщение',
    room_id: 'Комната',
    sender_id: 'ID отправителя',
    sender_name: 'Отправитель',
    receiver_id: 'ID получателя',
    receiver_name: 'Получатель',
    reasons: 'Причины',
    reason: 'Причина',
    excerpt: 'Отрывок',
    flagged_at: 'Отмечено',
    q: 'Поиск',
  },
  reasons: { email: 'Адрес эл. почты', phone: 'Номер телефона', messenger: 'Мессенджер' },
  id_line: 'ID %{id}',
  empty: 'Отметок нет.',
};

export default { en, ru };

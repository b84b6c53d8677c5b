import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Letter flag |||| Letter flags',
  fields: {
    id: 'Flag',
    letter_id: 'Letter',
    sender_id: 'Sender ID',
    sender_name: 'Sender',
    recipient_id: 'Recipient ID',
    recipient_name: 'Recipient',
    reason: 'Reason',
    excerpt: 'Excerpt',
    dispatch_id: 'Dispatch',
    flagged_at: 'Flagged at',
    q: 'Search',
  },
  reasons: { email: 'E-mail address', phone: 'Phone number', messenger: 'Messenger handle', repeated: 'Many near-identical letters' },
  id_line: 'ID %{id}',
  empty: 'Nothing flagged.',
};

const ru: ResourceMessages = {
  name: 'Отметка письма |||| Отметки писем',
  fields: {
    id: 'Отметка',
    letter_id: 'Письмо',
    sender_id: 'ID отправителя',
    sender_name: 'Отправитель',
    recipient_id: 'ID получателя',
    recipient_name: 'Получатель',
    reason: 'Причина',
    excerpt: 'Отрывок',
    dispatch_id: 'Рассылка',
    flagged_at: 'Отмечено',
    q: 'Поиск',
  },
  reasons: { email: 'Адрес эл. почты', phone: 'Номер телефона', messenger: 'Мессенджер', repeated: 'Много почти одинаковых писем' },
  id_line: 'ID %{id}',
  empty: 'Отметок нет.',
};

export default { en, ru };

import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Dispatch |||| Dispatches',
  fields: {
    id: 'Dispatch',
    lady_id: 'Lady ID',
    lady_name: 'Lady',
    agency_id: 'Agency',
    subject: 'Subject',
    message: 'Letter',
    state: 'State',
    total: 'Recipients',
    sent: 'Sent',
    skipped: 'Skipped',
    created_by: 'Created by',
    created_at: 'Created at',
    finished_at: 'Finished at',
    recipient_ids: 'Men (IDs, separated by commas or spaces)',
  },
  states: { sending: 'Sending', done: 'Done' },
  progress: '%{sent} of %{total} sent',
  created: 'The dispatch is queued: each man gets his own letter, a few a second.',
  helper: 'One letter from the lady to every man listed; each copy is a separate letter, sent at a bounded rate.',
  empty: 'No dispatches yet.',
};

const ru: ResourceMessages = {
  name: 'Рассылка |||| Рассылки',
  fields: {
    id: 'Рассылка',
    lady_id: 'ID дамы',
    lady_name: 'Дама',
    agency_id: 'Агентство',
    subject: 'Тема',
    message: 'Письмо',
    state: 'Состояние',
    total: 'Получатели',
    sent: 'Отправлено',
    skipped: 'Пропущено',
    created_by: 'Создал',
    created_at: 'Создана',
    finished_at: 'Завершена',
    recipient_ids: 'Мужчины (ID через запятую или пробел)',
  },
  states: { sending: 'Отправляется', done: 'Завершена' },
  progress: 'Отправлено %{sent} из %{total}',
  created: 'Рассылка поставлена в очередь: каждый мужчина получит своё письмо, по нескольку в секунду.',
  helper: 'Одно письмо дамы каждому из перечисленных мужчин; каждая копия — отдельное письмо, отправка с ограниченной скоростью.',
  empty: 'Рассылок пока нет.',
};

export default { en, ru };

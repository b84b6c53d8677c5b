import { QUEUE_MESSAGES } from '../shared/queue-messages';
import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Contact request |||| Contact requests',
  fields: {
    ...QUEUE_MESSAGES.en.fields,
    id: 'Request',
    step: 'Waits for',
    price: 'Price (credits)',
    created_at: 'Requested at',
  },
  statuses: QUEUE_MESSAGES.en.statuses,
  steps: QUEUE_MESSAGES.en.steps,
  id_line: QUEUE_MESSAGES.en.id_line,
  rejected_because: 'This request is rejected. Reason: %{reason}',
  free: 'Free (unlocked by talking)',
  decision: {
    ...QUEUE_MESSAGES.en.decision,
    title_reject: 'Reject the request of %{man} for the contacts of %{lady}?',
    explain_reject: 'He pays nothing for a rejected request and sees the reason. The decision is final and kept in the audit log.',
    accepted_agency: 'Accepted: the request goes to a site moderator.',
    accepted_site: 'Accepted: he now sees her contacts.',
    title_bulk_accept: 'Accept %{smart_count} request? |||| Accept %{smart_count} requests?',
    explain_bulk_accept:
      'Each request is decided on its own and kept in the audit log. Accepted at the site step, a request shows the man the lady’s contacts.',
  },
  history: {
    ...QUEUE_MESSAGES.en.history,
    requested: 'Requested by the man',
    outcomes: { ...QUEUE_MESSAGES.en.history.outcomes, requested: 'Requested, price %{price} credits' },
  },
  empty: {
    mine: 'No contact request waits for your decision.',
    other: 'No contact requests here.',
  },
};

const ru: ResourceMessages = {
  name: 'Запрос контактов |||| Запросы контактов',
  fields: {
    ...QUEUE_MESSAGES.ru.fields,
    id: 'Запрос',
    step: 'Ждёт решения',
    price: 'Цена (кредиты)',
    created_at: 'Запрошено',
  },
  statuses: QUEUE_MESSAGES.ru.statuses,
  steps: QUEUE_MESSAGES.ru.steps,
  id_line: QUEUE_MESSAGES.ru.id_line,
  rejected_because: 'Запрос отклонён. Причина: %{reason}',
  free: 'Бесплатно (открыто общением)',
  decision: {
    ...QUEUE_MESSAGES.ru.decision,
    title_reject: 'Отклонить запрос %{man} на контакты дамы %{lady}?',
    explain_reject: 'За отклонённый запрос он ничего не платит и увидит причину. Решение окончательное и сохраняется в журнале аудита.',
    accepted_agency: 'Принято: запрос передан модератору сайта.',
    accepted_site: 'Принято: теперь он видит её контакты.',
    title_bulk_accept: 'Принять %{smart_count} запрос? |||| Принять %{smart_count} запроса? |||| Принять %{smart_count} запросов?',
    explain_bulk_accept: 'Каждый запрос решается отдельно и сохраняется в журнале аудита. Запрос, принятый на шаге сайта, открывает мужчине контакты дамы.',
  },
  history: {
    ...QUEUE_MESSAGES.ru.history,
    requested: 'Запрос мужчины',
    outcomes: { ...QUEUE_MESSAGES.ru.history.outcomes, requested: 'Запрошено, цена в кредитах: %{price}' },
  },
  empty: {
    mine: 'Нет запросов контактов, ожидающих вашего решения.',
    other: 'Здесь нет запросов контактов.',
  },
};

export default { en, ru };

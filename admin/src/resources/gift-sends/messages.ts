import { QUEUE_MESSAGES } from '../shared/queue-messages';
import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Sent gift |||| Sent gifts',
  fields: {
    ...QUEUE_MESSAGES.en.fields,
    id: 'ID',
    step: 'Waiting for',
    created_at: 'Sent at',
    gift_name: 'Gift',
    gift_category: 'Category',
    price: 'Price (credits)',
    delivery_price: 'Delivery (credits)',
    total: 'Total (credits)',
    comment: 'Comment',
    display_status: 'Delivery status',
    couple: 'Man and lady',
  },
  statuses: QUEUE_MESSAGES.en.statuses,
  steps: QUEUE_MESSAGES.en.steps,
  id_line: QUEUE_MESSAGES.en.id_line,
  display_statuses: { packaging: 'Packaging', onWay: 'On the way', delivered: 'Delivered', reject: 'Rejected' },
  total_line: '%{price} + %{delivery} delivery',
  total_credits: '%{total} credit |||| %{total} credits',
  comment_none: 'No comment',
  rejected_because: 'This gift is rejected and his credits were given back. Reason: %{reason}',
  decision: {
    ...QUEUE_MESSAGES.en.decision,
    title_reject: 'Reject the gift of %{man} to %{lady}?',
    explain_reject: 'His credits are given back and he sees the reason. The decision is final and kept in the audit log.',
    accepted_agency: 'Accepted: the gift goes to a site moderator.',
    accepted_site: 'Accepted: the gift is delivered and his credits are charged.',
    rejected: 'Rejected: his credits are given back.',
    title_bulk_accept: 'Accept %{smart_count} gift? |||| Accept %{smart_count} gifts?',
    explain_bulk_accept: 'Each gift is decided on its own and kept in the audit log. Accepted at the site step, a gift is delivered and its credits charged.',
  },
  history: {
    ...QUEUE_MESSAGES.en.history,
    requested: 'Sent by the man',
    outcomes: { ...QUEUE_MESSAGES.en.history.outcomes, requested: 'Sent, %{total} credits held' },
  },
  empty: {
    mine: 'No gift waits for your decision.',
    other: 'No gifts here.',
  },
};

const ru: ResourceMessages = {
  name: 'Отправленный подарок |||| Отправленные подарки',
  fields: {
    ...QUEUE_MESSAGES.ru.fields,
    id: 'ID',
    step: 'Ждёт решения',
    created_at: 'Отправлен',
    gift_name: 'Подарок',
    gift_category: 'Категория',
    price: 'Цена (кредиты)',
    delivery_price: 'Доставка (кредиты)',
    total: 'Итого (кредиты)',
    comment: 'Комментарий',
    display_status: 'Статус доставки',
    couple: 'Мужчина и дама',
  },
  statuses: QUEUE_MESSAGES.ru.statuses,
  steps: QUEUE_MESSAGES.ru.steps,
  id_line: QUEUE_MESSAGES.ru.id_line,
  display_statuses: { packaging: 'Упаковывается', onWay: 'В пути', delivered: 'Доставлен', reject: 'Отклонён' },
  total_line: '%{price} + %{delivery} за доставку',
  total_credits: '%{total} кредит |||| %{total} кредита |||| %{total} кредитов',
  comment_none: 'Без комментария',
  rejected_because: 'Подарок отклонён, кредиты возвращены мужчине. Причина: %{reason}',
  decision: {
    ...QUEUE_MESSAGES.ru.decision,
    title_reject: 'Отклонить подарок от %{man} для %{lady}?',
    explain_reject: 'Кредиты вернутся мужчине, и он увидит причину. Решение окончательное и сохраняется в журнале аудита.',
    accepted_agency: 'Принято: подарок передан модератору сайта.',
    accepted_site: 'Принято: подарок доставлен, кредиты списаны.',
    rejected: 'Отклонено: кредиты возвращены.',
    title_bulk_accept: 'Принять %{smart_count} подарок? |||| Принять %{smart_count} подарка? |||| Принять %{smart_count} подарков?',
    explain_bulk_accept:
      'Каждый подарок решается отдельно и сохраняется в журнале аудита. Подарок, принятый на шаге сайта, доставляется, и его кредиты списываются.',
  },
  history: {
    ...QUEUE_MESSAGES.ru.history,
    requested: 'Отправлен мужчиной',
    outcomes: { ...QUEUE_MESSAGES.ru.history.outcomes, requested: 'Отправлен, удержано кредитов: %{total}' },
  },
  empty: {
    mine: 'Нет подарков, ожидающих вашего решения.',
    other: 'Здесь нет подарков.',
  },
};

export default { en, ru };

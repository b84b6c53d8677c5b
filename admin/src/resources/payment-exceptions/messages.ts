import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Payment exception |||| Payment exceptions',
  fields: {
    id: 'Exception',
    payment_id: 'Checkout payment',
    account_id: 'Account',
    member_name: 'Member',
    provider: 'Provider',
    provider_transaction_id: 'Provider transaction',
    amount_usd_cents: 'Amount',
    currency: 'Currency',
    reason: 'Why it was not credited',
    status: 'Status',
    reversal_transaction_id: 'Refund transaction',
    refund_requested_at: 'Refund asked',
    refund_requested_by: 'Refund asked by',
    refund_reason: 'Refund reason',
    created_at: 'Received',
    updated_at: 'Updated',
    resolved_at: 'Resolved',
    from: 'From',
    to: 'To',
  },
  statuses: { open: 'Open', refunded: 'Refunded', charged_back: 'Charged back' },
  reasons: {
    checkout_already_paid: 'A second sale on a checkout already paid',
    one_time_pack_already_bought: 'A one-time pack bought again',
  },
  intro: 'Money a provider took that gave no credits. Refund each open one; it closes when the provider reports the refund.',
  refund_asked: 'Refund asked %{when}',
  empty: 'Nothing here.',
};

const ru: ResourceMessages = {
  // Singular, then the plural react-admin asks for (smart_count 2) in titles and the menu, as every resource's name here.
  name: 'Платёж без кредитов |||| Платежи без кредитов',
  fields: {
    id: 'Исключение',
    payment_id: 'Платёж оформления',
    account_id: 'Счёт',
    member_name: 'Участник',
    provider: 'Платёжная система',
    provider_transaction_id: 'Транзакция в платёжной системе',
    amount_usd_cents: 'Сумма',
    currency: 'Валюта',
    reason: 'Почему не начислено',
    status: 'Статус',
    reversal_transaction_id: 'Транзакция возврата',
    refund_requested_at: 'Запрошен возврат',
    refund_requested_by: 'Возврат запросил',
    refund_reason: 'Причина возврата',
    created_at: 'Получено',
    updated_at: 'Изменено',
    resolved_at: 'Закрыто',
    from: 'С',
    to: 'По',
  },
  statuses: { open: 'Открыто', refunded: 'Возвращено', charged_back: 'Оспорено' },
  reasons: {
    checkout_already_paid: 'Повторная оплата уже оплаченного заказа',
    one_time_pack_already_bought: 'Повторная покупка разового пакета',
  },
  intro:
    'Платежи, по которым платёжная система списала деньги, а кредиты не начислены. Верните деньги по каждому открытому платежу; он закроется, когда платёжная система подтвердит возврат.',
  refund_asked: 'Возврат запрошен %{when}',
  empty: 'Здесь ничего нет.',
};

export default { en, ru };

import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Postback |||| Postbacks',
  fields: {
    id: 'Postback',
    provider: 'Provider',
    verified: 'Verified',
    outcome: 'Outcome',
    kind: 'Kind',
    payment_id: 'Payment',
    provider_transaction_id: 'Provider transaction',
    http_status: 'Our answer',
    remote_ip: 'From address',
    payload: 'Parsed payload',
    raw_request: 'Raw request',
    raw_size: 'Size (bytes)',
    received_at: 'Received',
  },
  verified: { yes: 'Verified', no: 'Not verified' },
  empty: 'No postbacks received yet.',
};

const ru: ResourceMessages = {
  name: 'Постбэк |||| Постбэки',
  fields: {
    id: 'Уведомление',
    provider: 'Платёжная система',
    verified: 'Проверено',
    outcome: 'Результат',
    kind: 'Тип',
    payment_id: 'Платёж',
    provider_transaction_id: 'Транзакция в платёжной системе',
    http_status: 'Наш ответ',
    remote_ip: 'С адреса',
    payload: 'Разобранные данные',
    raw_request: 'Исходный запрос',
    raw_size: 'Размер (байт)',
    received_at: 'Получено',
  },
  verified: { yes: 'Проверено', no: 'Не проверено' },
  empty: 'Уведомлений пока не было.',
};

export default { en, ru };

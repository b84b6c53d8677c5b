import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Open hold |||| Open holds',
  fields: {
    id: 'Hold',
    account_id: 'Account',
    member_name: 'Member',
    service: 'Service',
    reference: 'Reference',
    amount: 'Reserved',
    captured: 'Charged',
    remaining: 'Still held',
    expires_at: 'Expires',
    created_at: 'Since',
    expired: 'Expired',
  },
  statuses: { open: 'Open', expired: 'Past its expiry' },
  empty: 'No credits are reserved.',
};

const ru: ResourceMessages = {
  name: 'Открытый резерв |||| Открытые резервы',
  fields: {
    id: 'Резерв',
    account_id: 'Счёт',
    member_name: 'Участник',
    service: 'Услуга',
    reference: 'Ссылка',
    amount: 'Зарезервировано',
    captured: 'Списано',
    remaining: 'Ещё в резерве',
    expires_at: 'Истекает',
    created_at: 'С',
    expired: 'Истёк',
  },
  statuses: { open: 'Открыт', expired: 'Срок истёк' },
  empty: 'Зарезервированных кредитов нет.',
};

export default { en, ru };

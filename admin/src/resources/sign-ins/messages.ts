import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Sign-in |||| Sign-ins',
  fields: { member_id: 'Member', member_name: 'Member', ip: 'IP address', user_agent: 'Browser', signed_in_at: 'Signed in', from: 'From', to: 'Until' },
};

const ru: ResourceMessages = {
  name: 'Вход |||| Входы',
  fields: { member_id: 'Участник', member_name: 'Участник', ip: 'IP-адрес', user_agent: 'Браузер', signed_in_at: 'Время входа', from: 'С', to: 'По' },
};

export default { en, ru };

import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Staff session |||| Staff sessions',
  fields: {
    staff_id: 'Staff member',
    staff_name: 'Staff member',
    role: 'Role',
    ip: 'IP address',
    user_agent: 'Browser',
    created_at: 'Signed in',
    last_seen_at: 'Last request',
    idle_expires_at: 'Ends if idle at',
    expires_at: 'Ends at the latest',
    revoked_at: 'Revoked',
    active: 'Open',
  },
  columns: { ip_browser: 'IP address and browser' },
  ended: 'Ended',
  revoke: 'Revoke',
  revoke_title: 'Revoke this session of %{name}?',
  revoke_content: 'The browser using it is signed out at its next request.',
};

const ru: ResourceMessages = {
  name: 'Сеанс сотрудника |||| Сеансы сотрудников',
  fields: {
    staff_id: 'Сотрудник',
    staff_name: 'Сотрудник',
    role: 'Роль',
    ip: 'IP-адрес',
    user_agent: 'Браузер',
    created_at: 'Вход',
    last_seen_at: 'Последний запрос',
    idle_expires_at: 'Завершится при бездействии',
    expires_at: 'Завершится не позже',
    revoked_at: 'Отозван',
    active: 'Открыт',
  },
  columns: { ip_browser: 'IP-адрес и браузер' },
  ended: 'Завершён',
  revoke: 'Отозвать',
  revoke_title: 'Отозвать этот сеанс сотрудника %{name}?',
  revoke_content: 'Браузер, который его использует, выйдет при следующем запросе.',
};

export default { en, ru };

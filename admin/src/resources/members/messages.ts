import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Member |||| Members',
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    user_type: 'Type',
    country: 'Country',
    agency_id: 'Agency',
    banned: 'Banned',
    ban_reason: 'Ban reason',
    created_at: 'Registered',
  },
};

const ru: ResourceMessages = {
  name: 'Участник |||| Участники',
  fields: {
    id: 'ID',
    name: 'Имя',
    email: 'Эл. почта',
    user_type: 'Тип',
    country: 'Страна',
    agency_id: 'Агентство',
    banned: 'Заблокирован',
    ban_reason: 'Причина блокировки',
    created_at: 'Регистрация',
  },
};

export default { en, ru };

import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Staff member |||| Staff',
  fields: {
    q: 'Search',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    role: 'Role',
    agency_id: 'Agency',
    disabled: 'Disabled',
    totp_enrolled: 'Two-step sign-in set up',
    open_sessions: 'Open sessions',
    recovery_codes_left: 'Recovery codes left',
    created_at: 'Created',
    last_sign_in_at: 'Last sign-in',
  },
  // The list's merged columns: the e-mail under the name, the two-step sign-in in fewer words.
  columns: { name: 'Name and e-mail', totp: 'Two-step sign-in' },
  access: 'Access',
  disabled_badge: 'Disabled',
  password_hint: 'At least 10 characters. Hand it over safely; the member of staff sets up two-step sign-in at the first sign-in.',
  agency_hint: 'The agency whose ladies she moderates, e.g. agency-1',
  agency_required: 'An agency moderator needs an agency.',
  agency_format: 'Letters, digits, dots, dashes and underscores only.',
  disabled_hint: 'A disabled account cannot sign in, and its open sessions end.',
  totp_hint: 'Switch off to make the person set up the authenticator app again at the next sign-in (a lost phone).',
  disable: 'Disable',
  disable_title: 'Disable %{name}?',
  disable_content: 'The account can no longer sign in and its open sessions end. An admin can enable it again.',
};

const ru: ResourceMessages = {
  name: 'Сотрудник |||| Сотрудники',
  fields: {
    q: 'Поиск',
    name: 'Имя',
    email: 'Эл. почта',
    password: 'Пароль',
    role: 'Роль',
    agency_id: 'Агентство',
    disabled: 'Отключён',
    totp_enrolled: 'Двухэтапный вход настроен',
    open_sessions: 'Открытые сеансы',
    recovery_codes_left: 'Осталось резервных кодов',
    created_at: 'Создан',
    last_sign_in_at: 'Последний вход',
  },
  columns: { name: 'Имя и эл. почта', totp: 'Двухэтапный вход' },
  access: 'Доступ',
  disabled_badge: 'Отключён',
  password_hint: 'Не короче 10 символов. Передайте его надёжно; при первом входе сотрудник настроит двухэтапный вход.',
  agency_hint: 'Агентство, анкеты которого она модерирует, например agency-1',
  agency_required: 'Модератору агентства нужно агентство.',
  agency_format: 'Только буквы, цифры, точки, дефисы и подчёркивания.',
  disabled_hint: 'Отключённая учётная запись не может войти, её открытые сеансы завершаются.',
  totp_hint: 'Выключите, чтобы при следующем входе сотрудник заново настроил приложение-аутентификатор (потерян телефон).',
  disable: 'Отключить',
  disable_title: 'Отключить %{name}?',
  disable_content: 'Учётная запись больше не сможет войти, её открытые сеансы завершатся. Администратор может снова её включить.',
};

export default { en, ru };

import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Site setting |||| Site settings',
  fields: { id: 'Key', q: 'Search', value: 'Value', type: 'Type', description: 'What it does', updated_at: 'Changed', updated_by: 'Changed by' },
  current: 'Current value',
  types: { seconds: 'In seconds', count: 'A whole number' },
  json_hint: 'JSON, e.g. {"opacity": 0.4}',
  invalid_json: 'This is not valid JSON.',
  // What each setting does, by key (identity's SITE_SETTING_RULES says it in English only); a key
  // not listed here shows the server's own text.
  descriptions: {
    captcha_interval: 'Seconds between the captcha checks of the registration form',
    registration_tries_count: 'Registration tries before the captcha is asked',
    women_agreement_launch_interval: "Seconds before the women's agreement opens again",
    lifetimes: 'How long alerts, visual notifications, notifications and chat invites stay on screen (ms)',
    watermark: 'The watermark on members’ photos: image path or URL, and its opacity (0–1)',
    sounds: 'Sound files of chat invites, toasts, system notifications and billing start',
    support_email: 'The support e-mail address shown to members',
    company_address: 'The company address shown in the footer and legal pages',
  },
};

const ru: ResourceMessages = {
  name: 'Настройка сайта |||| Настройки сайта',
  fields: { id: 'Ключ', q: 'Поиск', value: 'Значение', type: 'Тип', description: 'Назначение', updated_at: 'Изменено', updated_by: 'Кем изменено' },
  current: 'Текущее значение',
  types: { seconds: 'В секундах', count: 'Целое число' },
  json_hint: 'JSON, например {"opacity": 0.4}',
  invalid_json: 'Это не корректный JSON.',
  descriptions: {
    captcha_interval: 'Интервал между проверками капчи в форме регистрации, в секундах',
    registration_tries_count: 'Сколько попыток регистрации до того, как будет показана капча',
    women_agreement_launch_interval: 'Через сколько секунд соглашение для женщин откроется снова',
    lifetimes: 'Сколько остаются на экране оповещения, визуальные уведомления, уведомления и приглашения в чат (мс)',
    watermark: 'Водяной знак на фото участников: путь к изображению или URL и его непрозрачность (0–1)',
    sounds: 'Звуки приглашения в чат, всплывающих сообщений, системных уведомлений и начала списания',
    support_email: 'Адрес эл. почты поддержки, который видят участники',
    company_address: 'Адрес компании в подвале сайта и на юридических страницах',
  },
};

export default { en, ru };

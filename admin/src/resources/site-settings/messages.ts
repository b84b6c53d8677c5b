import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Site setting |||| Site settings',
  fields: { id: 'Key', q: 'Search', value: 'Value', type: 'Type', description: 'What it does', updated_at: 'Changed', updated_by: 'Changed by' },
  current: 'Current value',
  types: { seconds: 'In seconds', count: 'A whole number' },
  json_hint: 'JSON, e.g. {"opacity": 0.4}',
  invalid_json: 'This is not valid JSON.',
};

const ru: ResourceMessages = {
  name: 'Настройка сайта |||| Настройки сайта',
  fields: { id: 'Ключ', q: 'Поиск', value: 'Значение', type: 'Тип', description: 'Назначение', updated_at: 'Изменено', updated_by: 'Кем изменено' },
  current: 'Текущее значение',
  types: { seconds: 'В секундах', count: 'Целое число' },
  json_hint: 'JSON, например {"opacity": 0.4}',
  invalid_json: 'Это не корректный JSON.',
};

export default { en, ru };

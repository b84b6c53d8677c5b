import type { ResourceMessages } from '../types';

const en: ResourceMessages = {
  name: 'Audit record |||| Audit log',
  fields: {
    at: 'When',
    actor_staff_id: 'Staff member (ID)',
    actor_role: 'Role',
    action: 'Action',
    resource: 'Resource',
    record_id: 'Record',
    service: 'Service',
    ip: 'IP address',
    user_agent: 'Browser',
    before: 'Before',
    after: 'After',
    from: 'From',
    to: 'Until',
  },
  by: 'by',
  no_changes: 'This action recorded no before or after.',
  diff: { title: 'Changes', field: 'Field', added: 'added', removed: 'removed', changed: 'changed' },
};

const ru: ResourceMessages = {
  name: 'Запись аудита |||| Журнал аудита',
  fields: {
    at: 'Когда',
    actor_staff_id: 'Сотрудник (ID)',
    actor_role: 'Роль',
    action: 'Действие',
    resource: 'Ресурс',
    record_id: 'Запись',
    service: 'Сервис',
    ip: 'IP-адрес',
    user_agent: 'Браузер',
    before: 'До',
    after: 'После',
    from: 'С',
    to: 'По',
  },
  by: 'сотрудник',
  no_changes: 'Для этого действия нет состояния до и после.',
  diff: { title: 'Изменения', field: 'Поле', added: 'добавлено', removed: 'удалено', changed: 'изменено' },
};

export default { en, ru };

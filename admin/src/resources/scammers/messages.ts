import { SCAMMER_LIMITS, SCAMMER_MESSAGES } from '@dating/rules';
import type { ResourceMessages } from '../types';

const { nameMax, descriptionMax, contactsMax, otherContactMax } = SCAMMER_LIMITS;

/**
 * The English errors are the server's own (`SCAMMER_MESSAGES` of `@dating/rules`, which profiles'
 * `checkScammer` answers with), so the form and the API say the same thing; `%{value}` is the item.
 */
const en: ResourceMessages = {
  name: 'Scammer |||| Scammers list',
  fields: {
    id: 'ID',
    q: 'Search',
    name: 'Name',
    country: 'Country',
    emails: 'E-mails',
    phones: 'Phones',
    other_contacts: 'Other contacts',
    email: 'E-mail',
    phone: 'Phone',
    other_contact: 'Contact',
    description: 'Description',
    published: 'Published',
    created_at: 'Added',
    updated_at: 'Changed',
  },
  helpers: {
    country: 'Optional: where the person says they live.',
    emails: `At most ${contactsMax}.`,
    phones: `At most ${contactsMax}, as the person wrote them (digits, spaces, dashes, brackets, a leading +).`,
    other_contacts: `At most ${contactsMax}: a messenger handle, a profile link on another site, … (up to ${otherContactMax} characters each).`,
    description: `What the person did, for members to recognise them (up to ${descriptionMax} characters).`,
    published: 'Members see the entry on the site when this is on; turn it off to keep the entry as a draft.',
  },
  add: { emails: 'Add an e-mail', phones: 'Add a phone', other_contacts: 'Add a contact' },
  statuses: { published: 'Published', draft: 'Draft' },
  intro: 'People confirmed to have cheated members. Published entries are shown to every member on the site; drafts only here.',
  more: '+%{count}',
  errors: {
    name_required: SCAMMER_MESSAGES.nameRequired,
    name_too_long: SCAMMER_MESSAGES.nameTooLong,
    description_required: SCAMMER_MESSAGES.descriptionRequired,
    description_too_long: SCAMMER_MESSAGES.descriptionTooLong,
    bad_email: SCAMMER_MESSAGES.badEmail('%{value}'),
    bad_phone: SCAMMER_MESSAGES.badPhone('%{value}'),
    other_contact_too_long: SCAMMER_MESSAGES.otherContactTooLong,
    too_many: {
      emails: SCAMMER_MESSAGES.tooMany('emails'),
      phones: SCAMMER_MESSAGES.tooMany('phones'),
      other_contacts: SCAMMER_MESSAGES.tooMany('other_contacts'),
    },
  },
  delete: {
    title: 'Delete “%{name}” from the scammers list?',
    content: 'Members will no longer see this entry, and it cannot be brought back. To hide it for now, turn “Published” off instead.',
  },
  created: 'The entry is on the scammers list.',
  updated: 'The entry was changed.',
  deleted: 'The entry was deleted.',
  empty: 'No one on the scammers list here.',
};

const ru: ResourceMessages = {
  name: 'Мошенник |||| Список мошенников',
  fields: {
    id: 'ID',
    q: 'Поиск',
    name: 'Имя',
    country: 'Страна',
    emails: 'Адреса e-mail',
    phones: 'Телефоны',
    other_contacts: 'Другие контакты',
    email: 'E-mail',
    phone: 'Телефон',
    other_contact: 'Контакт',
    description: 'Описание',
    published: 'Опубликован',
    created_at: 'Добавлен',
    updated_at: 'Изменён',
  },
  helpers: {
    country: 'Необязательно: где, по словам человека, он живёт.',
    emails: `Не больше ${contactsMax}.`,
    phones: `Не больше ${contactsMax}, как их написал человек (цифры, пробелы, дефисы, скобки, + в начале).`,
    other_contacts: `Не больше ${contactsMax}: ник в мессенджере, ссылка на профиль на другом сайте, … (до ${otherContactMax} символов каждый).`,
    description: `Что сделал этот человек, чтобы участники могли его узнать (до ${descriptionMax} символов).`,
    published: 'Когда включено, участники видят запись на сайте; выключите, чтобы оставить запись черновиком.',
  },
  add: { emails: 'Добавить e-mail', phones: 'Добавить телефон', other_contacts: 'Добавить контакт' },
  statuses: { published: 'Опубликован', draft: 'Черновик' },
  intro: 'Люди, которые точно обманывали участников. Опубликованные записи видят все участники сайта; черновики — только здесь.',
  more: '+%{count}',
  errors: {
    name_required: 'Поле «Имя» обязательно для заполнения',
    name_too_long: `Имя может быть не длиннее ${nameMax} символов`,
    description_required: 'Поле «Описание» обязательно для заполнения',
    description_too_long: `Описание может быть не длиннее ${descriptionMax} символов`,
    bad_email: '%{value} — неверный адрес e-mail',
    bad_phone: '%{value} — неверный номер телефона',
    other_contact_too_long: `Каждый другой контакт может быть не длиннее ${otherContactMax} символов`,
    too_many: {
      emails: `Можно указать не больше ${contactsMax} адресов e-mail`,
      phones: `Можно указать не больше ${contactsMax} телефонов`,
      other_contacts: `Можно указать не больше ${contactsMax} других контактов`,
    },
  },
  delete: {
    title: 'Удалить «%{name}» из списка мошенников?',
    content: 'Участники больше не увидят эту запись, и вернуть её будет нельзя. Чтобы только скрыть её, выключите «Опубликован».',
  },
  created: 'Запись добавлена в список мошенников.',
  updated: 'Запись изменена.',
  deleted: 'Запись удалена.',
  empty: 'Здесь нет записей.',
};

export default { en, ru };

import { isScammerEmail, isScammerPhone, tidyScammerContacts } from '@dating/rules';
import {
  AddItemButton,
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  type Validator,
} from 'react-admin';
import { notBlank } from '../finance-shared';
import { useCountryIdChoices } from './fields';
import { CONTACT_LISTS, type ContactList, SCAMMER_LIMITS, SCAMMERS, type ScammerRecord } from './scammer';
import { ScammerToolbar } from './DeleteScammerButton';

const ERRORS = `resources.${SCAMMERS}.errors`;

/** Blank (only spaces) is as good as empty: `message` then. */
const filled =
  (message: string): Validator =>
  (value) =>
    typeof value === 'string' && !value.trim() ? message : undefined;

/** At most `max` characters once trimmed, as the server counts them. */
const atMost =
  (max: number, message: string): Validator =>
  (value) =>
    typeof value === 'string' && value.trim().length > max ? message : undefined;

/** One list item's own check, its message naming the item (the server's words). */
const itemCheck =
  (valid: (item: string) => boolean, message: string): Validator =>
  (value) => {
    const item = typeof value === 'string' ? value.trim() : '';
    return item && !valid(item) ? { message, args: { value: item } } : undefined;
  };

/** The items a list keeps, as the server does (`tidyScammerContacts`); a list's empty new rows are undefined. */
export const tidyList = (list: ContactList, value: unknown): string[] =>
  Array.isArray(value)
    ? tidyScammerContacts(
        list,
        value.map((item) => (typeof item === 'string' ? item : '')),
      )
    : [];

/** A whole list: at most `SCAMMER_LIMITS.contactsMax` items (counted as the server keeps them). */
const notTooMany =
  (list: ContactList): Validator =>
  (value) =>
    tidyList(list, value).length > SCAMMER_LIMITS.contactsMax ? `${ERRORS}.too_many.${list}` : undefined;

const validateName = [required(`${ERRORS}.name_required`), filled(`${ERRORS}.name_required`), atMost(SCAMMER_LIMITS.nameMax, `${ERRORS}.name_too_long`)];
const validateDescription = [
  required(`${ERRORS}.description_required`),
  filled(`${ERRORS}.description_required`),
  atMost(SCAMMER_LIMITS.descriptionMax, `${ERRORS}.description_too_long`),
];

/** Each list: its item's label, its item's checks (an empty item is to be filled or removed) and the list's own. */
const LISTS: Record<ContactList, { item: string; validateItem: Validator[]; validateList: Validator[] }> = {
  emails: {
    item: 'email',
    validateItem: [required(), notBlank, itemCheck(isScammerEmail, `${ERRORS}.bad_email`)],
    validateList: [notTooMany('emails')],
  },
  phones: {
    item: 'phone',
    validateItem: [required(), notBlank, itemCheck(isScammerPhone, `${ERRORS}.bad_phone`)],
    validateList: [notTooMany('phones')],
  },
  other_contacts: {
    item: 'other_contact',
    validateItem: [required(), notBlank, atMost(SCAMMER_LIMITS.otherContactMax, `${ERRORS}.other_contact_too_long`)],
    validateList: [notTooMany('other_contacts')],
  },
};

/** What the API takes (`POST` / `PUT /admin-api/scammers`): the writable fields only, text trimmed, the lists tidied, the country's id or null. */
export const toScammerBody = (data: Partial<ScammerRecord>) => ({
  name: typeof data.name === 'string' ? data.name.trim() : data.name,
  country: data.country === undefined || data.country === null || (data.country as unknown) === '' ? null : Number(data.country),
  emails: tidyList('emails', data.emails),
  phones: tidyList('phones', data.phones),
  other_contacts: tidyList('other_contacts', data.other_contacts),
  description: typeof data.description === 'string' ? data.description.trim() : data.description,
  published: !!data.published,
});

/** A list of contacts: one text input per item, added and removed one by one. */
const ContactListInput = ({ list }: { list: ContactList }) => {
  const { item, validateItem, validateList } = LISTS[list];
  return (
    <ArrayInput source={list} validate={validateList} helperText={`resources.${SCAMMERS}.helpers.${list}`}>
      <SimpleFormIterator
        disableReordering
        disableClear
        fullWidth
        addButton={<AddItemButton label={`resources.${SCAMMERS}.add.${list}`} />}
        // react-admin shows an item's remove button on hover only: keyboards and screen readers need it always.
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        <TextInput source="" label={`resources.${SCAMMERS}.fields.${item}`} validate={validateItem} helperText={false} fullWidth />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * An entry of the scammers list (site moderators and admins): the name, the country if known, the
 * e-mails, phones and other contacts the person used (at most 10 of each), what they did, and
 * whether members see it (a draft when off). The checks are the server's, with its messages.
 */
export const ScammerForm = () => {
  const countries = useCountryIdChoices();
  return (
    <SimpleForm sx={{ maxWidth: 640 }} warnWhenUnsavedChanges toolbar={<ScammerToolbar />}>
      <TextInput source="name" validate={validateName} fullWidth />
      <AutocompleteInput
        source="country"
        choices={countries}
        translateChoice={false}
        parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
        helperText={`resources.${SCAMMERS}.helpers.country`}
        fullWidth
      />
      {CONTACT_LISTS.map((list) => (
        <ContactListInput key={list} list={list} />
      ))}
      <TextInput
        source="description"
        validate={validateDescription}
        multiline
        minRows={4}
        maxRows={16}
        helperText={`resources.${SCAMMERS}.helpers.description`}
        fullWidth
      />
      <BooleanInput source="published" helperText={`resources.${SCAMMERS}.helpers.published`} />
    </SimpleForm>
  );
};

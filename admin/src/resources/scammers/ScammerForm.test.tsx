import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import { ScammerCreate, ScammerEdit } from './ScammerEdit';
import { CARTER, MANY_PHONES, OKAFOR } from './test-records';

// Two slow cores: react-admin's forms settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type SaveCall = { id?: number | string; data: Record<string, unknown>; previousData?: Record<string, unknown> };

/** The entry's forms over a data provider that knows two entries and answers every save with the record saved (or `createError`). */
function renderPage(role: string, path: string, createError?: HttpError) {
  const getOne = vi.fn((_resource: string, { id }: { id: string }) =>
    Promise.resolve({ data: [CARTER, OKAFOR, MANY_PHONES].find((s) => String(s.id) === String(id))! }),
  );
  const create = vi.fn((_resource: string, params: SaveCall) =>
    createError ? Promise.reject(createError) : Promise.resolve({ data: { id: 12, created_at: '2026-11-29T10:00:00.000Z', ...params.data } }),
  );
  const update = vi.fn((_resource: string, params: SaveCall) => Promise.resolve({ data: { ...CARTER, ...params.data, id: Number(params.id) } }));
  renderAs(
    role,
    testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      create: create as unknown as DataProvider['create'],
      update: update as unknown as DataProvider['update'],
      getList: (() => Promise.resolve({ data: [], total: 0 })) as unknown as DataProvider['getList'],
    }),
    <Routes>
      <Route path="/scammers" element={<p>the scammers list</p>} />
      <Route path="/scammers/create" element={<ScammerCreate />} />
      <Route path="/scammers/:id" element={<ScammerEdit />} />
    </Routes>,
    path,
  );
  return { getOne, create, update };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Adds an item to a contact list with its own button and types it into the new input. */
async function addItem(user: UserEvent, button: string, label: string, value: string) {
  const before = screen.queryAllByRole('textbox', { name: label }).length;
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: label })).toHaveLength(before + 1));
  if (!value) return;
  await user.click(screen.getAllByRole('textbox', { name: label }).at(-1)!);
  await user.paste(value);
}

/** The list item (SimpleFormIterator's line) holding the input whose value is `value`. */
const itemOf = (value: string) => within(screen.getByDisplayValue(value).closest('li')!);

async function fillRequired(user: UserEvent, name = 'Ivan Petrov', description = 'Asked for money.') {
  await user.click(textbox('Name'));
  await user.paste(name);
  await user.click(textbox('Description'));
  await user.paste(description);
}

describe('an entry of the scammers list: the form', () => {
  it('creates an entry: text trimmed, the country by its id, the contact lists tidied, published unless said, POSTed as the API takes it', async () => {
    const user = userEvent.setup();
    const { create } = renderPage('site_moderator', '/scammers/create');
    await screen.findByRole('textbox', { name: 'Name' });
    // A new entry is shown to members unless kept as a draft, which the helper says.
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    expect(screen.getByText(/turn it off to keep the entry as a draft/)).toBeInTheDocument();
    // Nothing to delete yet.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await fillRequired(user, '  Ivan Petrov ', 'Asked three ladies for money.\nThen disappeared.  ');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.paste('Niger');
    await user.click(await screen.findByRole('option', { name: 'Nigeria' }));
    await addItem(user, 'Add an e-mail', 'E-mail', 'ivan.p@example.com');
    // The same address again, in capitals: kept once, as the server would.
    await addItem(user, 'Add an e-mail', 'E-mail', ' IVAN.P@example.com ');
    await addItem(user, 'Add a phone', 'Phone', '+234 (803) 555-0199');
    await addItem(user, 'Add a contact', 'Contact', 'telegram: @ivanp');
    await user.click(save());

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('scammers');
    expect(create.mock.calls[0]![1].data).toEqual({
      name: 'Ivan Petrov',
      country: 566,
      emails: ['ivan.p@example.com'],
      phones: ['+234 (803) 555-0199'],
      other_contacts: ['telegram: @ivanp'],
      description: 'Asked three ladies for money.\nThen disappeared.',
      published: true,
    });
    expect(await screen.findByText('The entry is on the scammers list.')).toBeInTheDocument();
    expect(await screen.findByText('the scammers list')).toBeInTheDocument();
  });

  it('creates a draft without country nor contacts: empty lists and a null country', async () => {
    const user = userEvent.setup();
    const { create } = renderPage('admin', '/scammers/create');
    await screen.findByRole('textbox', { name: 'Name' });
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(save());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      name: 'Ivan Petrov',
      country: null,
      emails: [],
      phones: [],
      other_contacts: [],
      description: 'Asked for money.',
      published: false,
    });
  });

  it('says what is wrong before sending anything, in the server’s words: the name and description required and not blank nor too long, each e-mail, phone and contact', async () => {
    const user = userEvent.setup();
    const { create } = renderPage('site_moderator', '/scammers/create');
    await screen.findByRole('textbox', { name: 'Name' });
    // Only spaces for a name (the save button waits for a change), no description.
    await user.click(textbox('Name'));
    await user.paste('   ');
    await user.click(save());
    expect(await screen.findByText('The name field is required')).toBeInTheDocument();
    expect(screen.getByText('The description field is required')).toBeInTheDocument();

    // A blank description is no better.
    await user.click(textbox('Description'));
    await user.paste('  \n ');
    await user.click(save());
    await waitFor(() => expect(screen.getByText('The description field is required')).toBeInTheDocument());
    expect(screen.getByText('The name field is required')).toBeInTheDocument();

    await user.clear(textbox('Name'));
    await user.paste('x'.repeat(101));
    await user.clear(textbox('Description'));
    await user.paste('y'.repeat(5001));
    await addItem(user, 'Add an e-mail', 'E-mail', 'ivan.p@example');
    await addItem(user, 'Add an e-mail', 'E-mail', 'ok@example.com');
    await addItem(user, 'Add a phone', 'Phone', '12-34');
    await addItem(user, 'Add a phone', 'Phone', 'call me');
    await addItem(user, 'Add a contact', 'Contact', 'z'.repeat(201));
    // An item added and left empty is to be filled or removed.
    await addItem(user, 'Add a contact', 'Contact', '');
    await user.click(save());
    expect(await screen.findByText('Name cannot contain more than 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Description cannot contain more than 5000 characters')).toBeInTheDocument();
    expect(itemOf('ivan.p@example').getByText('ivan.p@example is not a valid e-mail address')).toBeInTheDocument();
    expect(itemOf('ok@example.com').queryByText(/is not a valid/)).toBeNull();
    expect(itemOf('12-34').getByText('12-34 is not a valid phone number')).toBeInTheDocument();
    expect(itemOf('call me').getByText('call me is not a valid phone number')).toBeInTheDocument();
    expect(itemOf('z'.repeat(201)).getByText('Each other contact may have at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('takes at most 10 items a list, counted as the server keeps them (a repeat is not one more), and sends them tidied', async () => {
    const user = userEvent.setup();
    const { update } = renderPage('admin', '/scammers/9');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Phone' })).toHaveLength(10));
    // An 11th number is one too many.
    await addItem(user, 'Add a phone', 'Phone', '+91 98765 00010');
    await user.click(save());
    expect(await screen.findByText('At most 10 phones are allowed')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.click(itemOf('+91 98765 00003').getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('At most 10 phones are allowed')).toBeNull());
    // The first number again, written otherwise: eleven inputs, but the server keeps ten.
    await addItem(user, 'Add a phone', 'Phone', '+91-98765-00000');
    expect(screen.getAllByRole('textbox', { name: 'Phone' })).toHaveLength(11);
    await user.click(save());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('At most 10 phones are allowed')).toBeNull();
    expect(update.mock.calls[0]![1].data.phones).toEqual([...MANY_PHONES.phones.filter((p) => p !== '+91 98765 00003'), '+91 98765 00010']);
  });

  it('shows the server’s field errors under the fields and stays on the form', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('ivan@example.com is not a valid e-mail address', 400, {
      message: 'ivan@example.com is not a valid e-mail address',
      code: 10002,
      status: 400,
      errors: { emails: 'ivan@example.com is not a valid e-mail address', name: 'The name field must be text' },
    });
    const { create } = renderPage('site_moderator', '/scammers/create', refusal);
    await screen.findByRole('textbox', { name: 'Name' });
    await fillRequired(user);
    await addItem(user, 'Add an e-mail', 'E-mail', 'ivan@example.com');
    await user.click(save());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('ivan@example.com is not a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The name field must be text')).toBeInTheDocument();
    expect(screen.queryByText('The entry is on the scammers list.')).toBeNull();
    expect(screen.queryByText('the scammers list')).toBeNull();
  });

  it('speaks Russian to a staff member who reads the back office in Russian', async () => {
    await i18nProvider.changeLocale('ru');
    const user = userEvent.setup();
    const { create } = renderPage('admin', '/scammers/create');
    await screen.findByRole('textbox', { name: 'Имя' });
    await addItem(user, 'Добавить e-mail', 'E-mail', 'ivan.p@example');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Поле «Имя» обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('Поле «Описание» обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('ivan.p@example — неверный адрес e-mail')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('changes an entry: PUT of the whole record’s writable fields, an e-mail removed, the country cleared, turned into a draft', async () => {
    const user = userEvent.setup();
    const { getOne, update } = renderPage('site_moderator', '/scammers/4');
    await waitFor(() => expect(textbox('Name')).toHaveValue('John Carter'));
    expect(getOne).toHaveBeenCalledWith('scammers', expect.objectContaining({ id: '4' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    expect(screen.getAllByRole('textbox', { name: 'E-mail' }).map((i) => (i as HTMLInputElement).value)).toEqual(CARTER.emails);
    expect(textbox('Phone')).toHaveValue('+1 (555) 010-2030');
    expect(textbox('Contact')).toHaveValue('skype: john.carter.77');
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();

    await user.click(itemOf('jc1970@example.net').getByRole('button', { name: 'Remove' }));
    // The country no longer known: its text erased.
    await user.clear(screen.getByRole('combobox', { name: 'Country' }));
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue(''));
    await user.click(textbox('Description'));
    await user.keyboard('{Control>}{End}{/Control}');
    await user.paste(' Twice.');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(save());

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('scammers');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: '4' });
    expect(update.mock.calls[0]![1].data).toEqual({
      name: 'John Carter',
      country: null,
      emails: ['john.carter@example.com'],
      phones: ['+1 (555) 010-2030'],
      other_contacts: ['skype: john.carter.77'],
      description: 'Asked three ladies for money for a plane ticket.\nNever came. Twice.',
      published: false,
    });
    expect(await screen.findByText('The entry was changed.')).toBeInTheDocument();
    expect(await screen.findByText('the scammers list')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLayout } from '@/app/layout/account-layout';
import { menuFor } from '@/app/layout/menu';
import { findRoute, routeName } from '@/app/routes';
import { setDocumentTitle } from '@/app/title';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { formatters } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { fail, type FakeApi, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import type { Scammer } from './api/scammers';
import ScammersPage from './routes/scammers-page';

const TIME = '2026-03-14T09:30:00.000Z';
const scammer = (id: number, extra: Partial<Scammer> = {}): Scammer => ({
  id,
  name: `Person ${id}`,
  country: null,
  emails: [],
  phones: [],
  other_contacts: [],
  description: `Story ${id}`,
  time_create: TIME,
  ...extra,
});

const LONG_LINK = `https://social.example.com/profiles/${'olena-the-sweetest-girl-from-kyiv-'.repeat(4)}`;
const IVAN = scammer(1, {
  name: 'Ivan Petrenko / Olena Shevchenko',
  country: 804,
  emails: ['ivan.petrenko@mail.example', 'olena.love@mail.example'],
  phones: ['+380 (67) 123-45-67'],
  other_contacts: ['telegram: @olena_love', LONG_LINK],
  description: 'Wrote as a young lady from Kyiv.\nAsked for money for a visa.\nDisappeared after the transfer.',
});
const MARIA = scammer(2, { name: 'Maria', country: null, description: 'Asked for a phone top-up.' });

/** The bodies of the list's calls, without the member token the client adds to each. */
const listCalls = (api: FakeApi) => api.callsTo('scammers/get-list').map(({ access_token: _token, ...body }) => body);

const cards = () => screen.getAllByTestId('scammer-card');
const card = (name: string) => cards().find((c) => within(c).getByTestId('scammer-name').textContent === name)!;
/** The values of one labelled contact list of a card. */
const contacts = (c: HTMLElement, label: string) =>
  within(within(c).getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
});

describe('/scammers', () => {
  it('lists each person as a card in a list: initials, name, country, when added, every contact, and what they did with its line breaks', async () => {
    const api = fakeApi({ 'scammers/get-list': ok([IVAN, MARIA], { count: 2, total_count: 2 }) });
    renderWithApp(<ScammersPage />, { route: '/scammers' });

    expect(screen.getByRole('heading', { level: 1, name: 'Scammers list' })).toBeInTheDocument();
    expect(screen.getByText(/People confirmed to have tried to cheat our members\. Never send money to anyone you met online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our safety tips' })).toHaveAttribute('href', '/safety-tips');
    expect(screen.getByRole('link', { name: 'Report a scammer' })).toHaveAttribute('href', '/contact');

    await waitFor(() => expect(cards()).toHaveLength(2));
    // The first page: 12, from the start, no search.
    expect(listCalls(api)).toEqual([{ limit: 12, offset: 0 }]);
    // A list of list items, one heading per person below the page's h1.
    const list = screen.getByTestId('scammers-list');
    expect(list.tagName).toBe('UL');
    expect(cards().every((c) => c.tagName === 'LI' && c.parentElement === list)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ivan Petrenko / Olena Shevchenko', 'Maria']);

    const ivan = card('Ivan Petrenko / Olena Shevchenko');
    expect(within(ivan).getByText('IP')).toBeInTheDocument();
    expect(within(ivan).getByTestId('scammer-country')).toHaveTextContent('Country: Ukraine');
    expect(within(ivan).getByTestId('scammer-added')).toHaveTextContent(`Added ${formatters('en').date(TIME)}`);
    expect(within(ivan).getByTestId('scammer-added').querySelector('time')).toHaveAttribute('datetime', TIME);
    expect(contacts(ivan, 'E-mails')).toEqual(['ivan.petrenko@mail.example', 'olena.love@mail.example']);
    expect(contacts(ivan, 'Phones')).toEqual(['+380 (67) 123-45-67']);
    expect(contacts(ivan, 'Other contacts')).toEqual(['telegram: @olena_love', LONG_LINK]);
    // Contacts are text to compare, never links to write to.
    expect(within(ivan).queryAllByRole('link')).toHaveLength(0);
    const story = within(ivan).getByTestId('scammer-description-text');
    expect(story.textContent).toBe('Wrote as a young lady from Kyiv.\nAsked for money for a visa.\nDisappeared after the transfer.');
    expect(story).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(within(ivan).getByRole('heading', { level: 3, name: 'What happened' })).toBeInTheDocument();

    // No country and no contacts: those parts are left out.
    const maria = card('Maria');
    expect(within(maria).getByText('MA')).toBeInTheDocument();
    expect(within(maria).queryByTestId('scammer-country')).toBeNull();
    expect(within(maria).queryByRole('heading', { name: 'E-mails' })).toBeNull();
    expect(within(maria).queryByRole('heading', { name: 'Phones' })).toBeNull();
    expect(within(maria).queryByRole('heading', { name: 'Other contacts' })).toBeNull();
    expect(within(maria).getByTestId('scammer-description-text')).toHaveTextContent('Asked for a phone top-up.');
  });

  it('searches after the debounce, says when nobody matches, and the clear button brings the whole list back', async () => {
    const api = fakeApi({
      'scammers/get-list': (body) => ok(body.search === undefined ? [IVAN, MARIA] : String(body.search) === 'Maria' ? [MARIA] : []),
    });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    await waitFor(() => expect(cards()).toHaveLength(2));

    const field = screen.getByRole('textbox', { name: 'Search the list' });
    expect(field).toHaveAttribute('placeholder', 'Name, e-mail, phone or messenger');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('search')).toContainElement(field);
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();

    await userEvent.type(field, 'Maria');
    await waitFor(() => expect(listCalls(api).at(-1)).toEqual({ search: 'Maria', limit: 12, offset: 0 }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByTestId('scammer-name')).toHaveTextContent('Maria');
    // Debounced: the letters typed one by one never went to the server.
    expect(listCalls(api).map((b) => b.search)).toEqual([undefined, 'Maria']);

    await userEvent.clear(field);
    await userEvent.type(field, '  +380 67 123 ');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search: '+380 67 123', offset: 0 }));
    const empty = await screen.findByTestId('scammers-list-empty');
    expect(empty).toHaveTextContent('Nobody on the list matches “+380 67 123”');
    expect(empty).toHaveTextContent('That alone does not make someone trustworthy.');
    expect(screen.queryByText('No scammers are listed')).toBeNull();

    // The field's own clear button (the no-match state has another).
    const clear = screen.getByTestId('scammers-search-clear');
    expect(clear).toHaveAccessibleName('Clear the search');
    await userEvent.click(clear);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    // The whole list shows from the cache at once; its fresh fetch, without a search, may come a moment later.
    await waitFor(() => expect(listCalls(api).at(-1)).not.toHaveProperty('search'));
  });

  it('the no-match state has its own clear button, reachable from the keyboard', async () => {
    fakeApi({ 'scammers/get-list': (body) => ok(body.search ? [] : [IVAN]) });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the list' }), 'nobody@example.com');
    const empty = await screen.findByTestId('scammers-list-empty');
    expect(empty).toHaveTextContent('Nobody on the list matches “nobody@example.com”');

    within(empty).getByRole('button', { name: 'Clear the search' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Search the list' })).toHaveValue('');
  });

  it('pages by the section 4 rule: show more while the page came back full, the offset growing by 12', async () => {
    const api = fakeApi({
      'scammers/get-list': (body) => {
        const offset = Number(body.offset);
        const size = offset < 24 ? 12 : 4;
        return ok(Array.from({ length: size }, (_v, i) => scammer(offset + i + 1)));
      },
    });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    await waitFor(() => expect(cards()).toHaveLength(12));

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(listCalls(api)[1]).toEqual({ limit: 12, offset: 12 });

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(28));
    expect(listCalls(api)[2]).toEqual({ limit: 12, offset: 24 });
    // The last page came back short: no more to show.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(cards()[27]!).getByTestId('scammer-name')).toHaveTextContent('Person 28');
  });

  it('a search pages too, keeping its text', async () => {
    const api = fakeApi({
      'scammers/get-list': (body) => ok(Array.from({ length: Number(body.offset) === 0 ? 12 : 1 }, (_v, i) => scammer(Number(body.offset) + i + 1))),
    });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the list' }), 'Person');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search: 'Person', offset: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(listCalls(api).at(-1)).toEqual({ search: 'Person', limit: 12, offset: 12 });
  });

  it('shows an error with retry, then the empty list', async () => {
    let failing = true;
    const api = fakeApi({ 'scammers/get-list': () => (failing ? fail(10400, 'API error occurred') : ok([], { count: 0, total_count: 0 })) });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    expect(await screen.findByTestId('scammers-list-error')).toBeInTheDocument();
    expect(screen.queryByTestId('scammers-list-empty')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('scammers-list-empty');
    expect(empty).toHaveTextContent('No scammers are listed');
    expect(empty).toHaveTextContent('never send money to anyone you met online');
    expect(screen.queryByTestId('scammers-list-error')).toBeNull();
    expect(listCalls(api)).toHaveLength(2);
  });

  it('shows skeletons while the first page loads', async () => {
    let answer: (value: unknown) => void = () => {};
    fakeApi({ 'scammers/get-list': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<ScammersPage />, { route: '/scammers' });
    expect(await screen.findByTestId('scammers-list-loading')).toHaveAttribute('aria-busy', 'true');
    answer(ok([MARIA]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByTestId('scammers-list-loading')).toBeNull();
  });

  it('speaks Russian: the page, the country by its Russian name, the date, the contact labels and the no-match message', async () => {
    fakeApi({ 'scammers/get-list': (body) => ok(body.search ? [] : [IVAN]) });
    await setLanguage('ru');
    try {
      renderWithApp(<ScammersPage />, { route: '/scammers' });
      expect(screen.getByRole('heading', { level: 1, name: 'Список мошенников' })).toBeInTheDocument();
      expect(screen.getByText(/Никогда не переводите деньги тем, с кем познакомились в интернете/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Советы по безопасности' })).toHaveAttribute('href', '/safety-tips');
      expect(screen.getByRole('link', { name: 'Сообщить о мошеннике' })).toHaveAttribute('href', '/contact');
      await waitFor(() => expect(cards()).toHaveLength(1));
      const ivan = cards()[0]!;
      expect(within(ivan).getByTestId('scammer-country')).toHaveTextContent('Страна: Украина');
      expect(within(ivan).getByTestId('scammer-added')).toHaveTextContent(`В списке с ${formatters('ru').date(TIME)}`);
      expect(contacts(ivan, 'Эл. почта')).toHaveLength(2);
      expect(contacts(ivan, 'Телефоны')).toEqual(['+380 (67) 123-45-67']);
      expect(contacts(ivan, 'Другие контакты')).toHaveLength(2);
      expect(within(ivan).getByRole('heading', { level: 3, name: 'Что произошло' })).toBeInTheDocument();

      const field = screen.getByRole('textbox', { name: 'Поиск по списку' });
      expect(field).toHaveAttribute('placeholder', 'Имя, почта, телефон, мессенджер');
      await userEvent.type(field, 'Иван');
      expect(await screen.findByTestId('scammers-list-empty')).toHaveTextContent('В списке нет никого по запросу «Иван»');
      expect(screen.getAllByRole('button', { name: 'Очистить поиск' }).length).toBeGreaterThan(0);
    } finally {
      await setLanguage('en');
    }
  });

  it('the empty list in Russian', async () => {
    fakeApi({ 'scammers/get-list': ok([]) });
    await setLanguage('ru');
    try {
      renderWithApp(<ScammersPage />, { route: '/scammers' });
      expect(await screen.findByTestId('scammers-list-empty')).toHaveTextContent('В списке пока никого нет');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the /scammers route', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a member page for men and women alike, titled in both languages', async () => {
    const route = findRoute('/scammers');
    expect(route).toMatchObject({ name: 'scammers', path: '/scammers', member: true });
    expect(route).not.toHaveProperty('menOnly');
    setDocumentTitle(routeName(route!, true));
    expect(document.title).toBe('Scammers list · Amoria');
    await setLanguage('ru');
    try {
      setDocumentTitle(routeName(route!, true));
      expect(document.title).toBe('Список мошенников · Amoria');
    } finally {
      await setLanguage('en');
    }
  });

  it('has a "Scammers list" entry in both menus, just before the settings', () => {
    for (const userType of ['man', 'woman'] as const) {
      const keys = menuFor(userType).map((e) => e.key);
      expect(menuFor(userType).find((e) => e.key === 'scammers')).toMatchObject({ to: '/scammers', label: 'menu.scammers' });
      expect(keys.indexOf('scammers')).toBe(keys.indexOf('settings') - 1);
    }
  });

  it('the account navigation links to it and marks it current on /scammers', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    fakeApi({
      'user/get-info': ok({ user_id: 200001, user_type: 'woman', name: 'Anna', email: 'anna@demo.local', created_at: '2024-01-01T00:00:00Z' }),
      'scammers/get-list': ok([]),
    });
    renderWithApp(<AccountLayout />, { route: '/scammers' });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const link = within(nav).getByRole('link', { name: 'Scammers list' });
    expect(link).toHaveAttribute('href', '/scammers');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

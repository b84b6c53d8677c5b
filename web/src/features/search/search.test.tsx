import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithApp } from '@/testing/render';
import { canReset, filterFromParams, filterToParams, heightFromFeet, INITIAL_FILTER, toSearchBody, withChange } from './filter';
import SearchPage from './routes/search-page';

const card = (id: number, name: string) => ({
  user_id: id,
  user_type: 'woman',
  name,
  age: 27,
  country: 'Ukraine',
  country_id: 804,
  country_code: 'UA',
  city: 'Kyiv',
  avatar_url: null,
  is_online: id % 2 === 0,
  is_new: true,
  with_web_cam: true,
  with_hd_cam: false,
});

describe('the search filter', () => {
  it('Reset appears only when a filter other than page differs from its initial value', () => {
    expect(canReset(INITIAL_FILTER)).toBe(false);
    expect(canReset({ ...INITIAL_FILTER, page: '5' })).toBe(false);
    for (const key of Object.keys(INITIAL_FILTER).filter((k) => k !== 'page')) expect(canReset({ ...INITIAL_FILTER, [key]: '1' }), key).toBe(true);
  });

  it('round-trips through the URL query, drops malformed values and returns to page 1 on a change', () => {
    const filter = { ...INITIAL_FILTER, age_min: '25', age_max: '35', country: '804', hair_color: 'blonde', is_online: '1', page: '3' };
    const params = filterToParams(filter);
    expect(params.toString()).toBe('is_online=1&age_min=25&age_max=35&country=804&hair_color=blonde&page=3');
    expect(filterFromParams(params)).toEqual(filter);
    expect(filterFromParams(new URLSearchParams('age_min=abc&hair_color=green&is_online=yes&body=slender'))).toEqual({ ...INITIAL_FILTER, body: 'slender' });
    expect(withChange(filter, { country: '' }).page).toBe('1');
    expect(toSearchBody(filter)).toEqual({ is_online: true, age_min: 25, age_max: 35, country: 804, hair_color: 'blonde', page: 3 });
  });

  it('converts feet and inches to centimetres at 2.54 cm an inch', () => {
    expect(heightFromFeet('5', '7')).toBe('170');
    expect(heightFromFeet('6', '0')).toBe('183');
    expect(heightFromFeet('', '3')).toBe('');
  });
});

describe('/search', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it('searches with the URL filter, shows Reset only when filtered, and Reset clears the query', async () => {
    const api = fakeApi({
      countries: ok([{ id: 804, name: 'Ukraine', code: 'UA' }]),
      'profile/search': (body) => (body.name_or_id === 'Zoe' ? ok([], { count: 0 }) : ok([card(2, 'Anna'), card(3, 'Olga')], { count: 2 })),
    });
    const { router } = renderWithApp(<SearchPage />, { route: '/search?age_min=25&age_max=35&country=804' });
    expect(await screen.findAllByTestId('profile-card')).toHaveLength(2);
    expect(api.callsTo('profile/search').at(-1)).toMatchObject({ age_min: 25, age_max: 35, country: 804, page: 1 });
    expect(screen.getByTestId('search-count').textContent).toBe('2 ladies found');
    expect(within(screen.getAllByTestId('profile-card')[0]!).getByTestId('badge-new')).toBeTruthy();

    await userEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('filter-reset')).toBeNull();

    const input = screen.getByTestId('filter-name_or_id');
    await userEvent.type(input, 'Zoe{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?name_or_id=Zoe'));
    expect(await screen.findByText('No one matches “Zoe”')).toBeTruthy();
    expect(screen.getByTestId('filter-reset')).toBeTruthy();
  });

  it('tells a half-filled age range instead of searching', async () => {
    const api = fakeApi({ countries: ok([]), 'profile/search': ok([], { count: 0 }) });
    renderWithApp(<SearchPage />, { route: '/search?age_min=25' });
    expect(await screen.findByText('Fill in both bounds or clear both', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(api.callsTo('profile/search')).toHaveLength(0);
  });

  it('a man sees the ladies who joined last (guest/get-last-joined answers the other sex), a lady the men', async () => {
    const api = fakeApi({
      countries: ok([]),
      'profile/search': ok([card(2, 'Anna')], { count: 1 }),
      'guest/get-last-joined': ok([card(5, 'Vera'), card(6, 'Olena')]),
    });
    renderWithApp(<SearchPage />, { route: '/search' });
    const row = await screen.findByTestId('last-joined');
    expect(within(row).getByRole('heading', { name: 'Joined recently' })).toBeTruthy();
    expect(await within(row).findAllByTestId('card-name')).toHaveLength(2);
    expect(within(row).getAllByTestId('card-name')[0]!.textContent).toBe('Vera, 27');
    expect(api.callsTo('guest/get-last-joined')).toEqual([expect.objectContaining({ limit: 12 })]);
  });

  it('a lady sees the men who joined last', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 });
    fakeApi({
      countries: ok([]),
      'profile/search': ok([], { count: 0 }),
      'guest/get-last-joined': ok([{ ...card(7, 'David'), user_type: 'man' }]),
    });
    renderWithApp(<SearchPage />, { route: '/search' });
    const row = await screen.findByTestId('last-joined');
    expect((await within(row).findAllByTestId('card-name')).map((n) => n.textContent)).toEqual(['David, 27']);
  });

  it.each([
    ['man', true],
    ['woman', false],
  ] as const)('a %s gets the cam switches only when searching ladies (only ladies show a camera): %s', async (userType, cams) => {
    useSession.setState({ token: fakeToken(), userType, userId: userType === 'man' ? 100001 : 100020 });
    fakeApi({ countries: ok([]), 'profile/search': ok([], { count: 0 }), 'guest/get-last-joined': ok([]) });
    renderWithApp(<SearchPage />, { route: '/search' });
    expect(await screen.findByTestId('filter-is_online')).toBeTruthy();
    expect(screen.getByTestId('filter-new')).toBeTruthy();
    expect(screen.queryByTestId('filter-with_web_cam') !== null).toBe(cams);
    expect(screen.queryByTestId('filter-with_hd_cam') !== null).toBe(cams);
  });

  it("a failed search says spec section 8's text and offers a retry", async () => {
    fakeApi({ countries: ok([]), 'profile/search': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithApp(<SearchPage />, { route: '/search' });
    expect(await screen.findByText('Something went wrong during request execution. Try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

/** The phone layout (768 px or less) and, with `reducedMotion`, a member who asked for reduced motion. */
const phone = (reducedMotion = false) =>
  mockMatchMedia((query) => query.includes('max-width') || (reducedMotion && query.includes('prefers-reduced-motion: reduce')));

describe('/search on a phone and its details', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ] as const)('Filters brings the opened panel into view and focuses it (reduced motion: %s, scroll %s)', async (reduced, behavior) => {
    phone(reduced);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fakeApi({ countries: ok([]), 'profile/search': ok([card(2, 'Anna')], { count: 1 }), 'guest/get-last-joined': ok([]) });
    renderWithApp(<SearchPage />, { route: '/search' });
    const toggle = await screen.findByTestId('filter-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('filter-panel');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveAccessibleName('Filters');
    expect(scrolled).toHaveBeenCalledWith({ behavior, block: 'start' });
    expect(scrolled.mock.contexts[0]).toContainElement(toggle);
  });

  it('a switch turns on from its whole row, label included', async () => {
    fakeApi({ countries: ok([]), 'profile/search': ok([], { count: 0 }), 'guest/get-last-joined': ok([]) });
    const { router } = renderWithApp(<SearchPage />, { route: '/search' });
    await userEvent.click(await screen.findByText('Online now'));
    await waitFor(() => expect(router.state.location.search).toBe('?is_online=1'));
  });

  it('names the pager in English: no MUI default left', async () => {
    fakeApi({ countries: ok([]), 'profile/search': ok([card(2, 'Anna')], { count: 60 }), 'guest/get-last-joined': ok([]) });
    renderWithApp(<SearchPage />, { route: '/search' });
    expect(await screen.findByRole('navigation', { name: 'Result pages' })).toBeInTheDocument();
  });

  it('in Russian, the pager is named in Russian', async () => {
    fakeApi({ countries: ok([]), 'profile/search': ok([card(2, 'Anna')], { count: 60 }), 'guest/get-last-joined': ok([]) });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<SearchPage />, { route: '/search' });
      expect(await screen.findByRole('navigation', { name: 'Страницы результатов' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('a card shows the country whole: a long city and country each get their own part, the city alone may be cut', async () => {
    fakeApi({
      countries: ok([]),
      'profile/search': ok([{ ...card(2, 'Andrea'), city: 'Puerto Plata', country: 'Dominican Republic', country_id: 214, country_code: 'DO' }], { count: 1 }),
      'guest/get-last-joined': ok([]),
    });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<SearchPage />, { route: '/search' });
      const place = await within(await screen.findByTestId('search-results')).findByTestId('card-country');
      expect(place).toHaveTextContent('Puerto Plata, Доминиканская Республика');
      expect(place).toHaveAttribute('title', 'Puerto Plata, Доминиканская Республика');
      expect(within(place).getByTestId('card-country-name')).toHaveTextContent(/^Доминиканская Республика$/);
      expect(within(place).getByTestId('card-city')).toHaveTextContent('Puerto Plata,');
    } finally {
      await setLanguage('en');
    }
  });
});

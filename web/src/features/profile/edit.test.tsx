import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { johnsProfile as profile } from './testing';
import { birthSeconds, heightFromForm, heightToForm, mainInfoSchema, perfectSchema, weightFromForm, weightToForm } from './lib/edit-schemas';
import { MainInfoForm } from './routes/edit-main-info';
import EditPage from './routes/edit-page';
import { findRoute } from '@/app/routes';
import { setDocumentTitle } from '@/app/title';

const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) =>
  Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const mainValues = {
  name: 'John',
  profession: '',
  city: '',
  day: '',
  month: '',
  year: '',
  country: '',
  nationality: '',
  education: '',
  marital_status: '',
  english_level: '',
  languages: [],
  religion: '',
  children: '',
  smoking: '',
  alcohol: '',
  accommodation: '',
  phone: '',
  contact_email: '',
};

describe('edit form rules (spec section 5)', () => {
  beforeEach(async () => {
    await ensureAccountStrings();
  });

  it('main info: name 1–30 with the character rules, profession letters and spaces ≤100, city ≤30, age 18–100', () => {
    const s = mainInfoSchema(i18next.t, new Date('2025-06-01T00:00:00Z'));
    expect(issues(s, mainValues)).toEqual({});
    expect(issues(s, { ...mainValues, name: '' }).name).toBe('The Name field is required');
    expect(issues(s, { ...mainValues, name: 'x'.repeat(31) }).name).toBe('Name cannot contain more than 30 characters');
    expect(issues(s, { ...mainValues, name: 'Иван' }).name).toBeTruthy();
    expect(issues(s, { ...mainValues, profession: 'Engineer 2' }).profession).toBeTruthy();
    expect(issues(s, { ...mainValues, city: 'c'.repeat(31) }).city).toBe('City cannot contain more than 30 characters');
    expect(issues(s, { ...mainValues, day: '1', month: '1', year: '1900' }).year).toBe('Love has no age - but still contact the administration');
    expect(issues(s, { ...mainValues, day: '1', month: '1', year: '2010' }).year).toMatch(/18/);
    expect(issues(s, { ...mainValues, phone: 'call me' }).phone).toBe('Enter a valid phone number');
  });

  it('perfect woman: ranges both or neither, min ≤ max, ages 18–100, weight ≥ 0, type ≤500 without Cyrillic', () => {
    const s = perfectSchema(i18next.t);
    const v = {
      age_from: '',
      age_to: '',
      height_from: '',
      height_to: '',
      weight_from: '',
      weight_to: '',
      hair_color: '',
      eyes_color: '',
      children: '',
      type_woman: '',
    };
    expect(issues(s, v)).toEqual({});
    expect(issues(s, { ...v, age_from: '25' }).age_to).toBe('Fill in both bounds or clear both');
    expect(issues(s, { ...v, age_from: '40', age_to: '30' }).age_to).toBe('The minimum must not exceed the maximum');
    expect(issues(s, { ...v, height_from: '180', height_to: '160' }).height_to).toBe('The minimum must not exceed the maximum');
    expect(issues(s, { ...v, weight_from: '-1', weight_to: '60' }).weight_to).toBe('Weight must be at least 0');
    expect(issues(s, { ...v, type_woman: 'т'.repeat(3) }).type_woman).toBeTruthy();
    expect(issues(s, { ...v, type_woman: 'a'.repeat(501) }).type_woman).toBe('Type of woman cannot contain more than 500 characters');
  });

  it('converts heights and weights with the spec factors', () => {
    expect(heightToForm(170)).toEqual({ cm: '170', feet: '5', inches: '7' });
    expect(heightFromForm({ cm: '', feet: '5', inches: '7' }, 'imperial')).toBe(170);
    expect(heightFromForm({ cm: '182', feet: '', inches: '' }, 'metric')).toBe(182);
    expect(heightFromForm({ cm: '', feet: '', inches: '' }, 'imperial')).toBeNull();
    expect(weightToForm(80)).toEqual({ kg: '80', lbs: '176' });
    expect(weightFromForm({ kg: '', lbs: '176' }, 'imperial')).toBe(80);
    expect(weightFromForm({ kg: '', lbs: '' }, 'imperial')).toBeNull();
    expect(birthSeconds('12', '4', '1985')).toBe(Date.UTC(1985, 3, 12) / 1000);
  });
});

describe('the main info form', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it('refuses a bad name without calling the server, maps a server field error, then saves', async () => {
    let answer: unknown = fail(10002, 'Choose a valid country', { city: ['City is not known'] });
    const api = fakeApi({ countries: ok([]), 'profile/update/main-info': () => answer });
    renderWithApp(<MainInfoForm profile={profile} />);
    const name = await screen.findByTestId('field-name');
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(31));
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(await screen.findByText('Name cannot contain more than 30 characters')).toBeTruthy();
    expect(api.callsTo('profile/update/main-info')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Johnny');
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(await screen.findByText('City is not known')).toBeTruthy();
    expect(api.callsTo('profile/update/main-info')[0]).toMatchObject({
      name: 'Johnny',
      birthday: Date.UTC(1985, 3, 12) / 1000,
      contact_email: 'john@demo.local',
    });

    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();

    // A choice the server refuses: the form takes the member to that select.
    answer = fail(10002, 'Invalid value', { education: ['Choose a valid education'] });
    await userEvent.click(screen.getByTestId('edit-save'));
    expect(await screen.findByText('Choose a valid education')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Education' })).toHaveFocus());

    answer = ok({ ...profile, name: 'Johnny' });
    await userEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(api.callsTo('profile/update/main-info')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('City is not known')).toBeNull());
  });
});

describe('the /edit tabs (spec section 2: editAlbums, mainInfo, perfect, aboutMe, appearance)', () => {
  beforeEach(async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    await ensureAccountStrings();
  });

  it('has his photo albums as a tab of its own route, men only, with its document title', async () => {
    renderWithApp(<EditPage />, { route: '/edit/editAlbums' });
    const tab = await screen.findByTestId('edit-tab-editAlbums');
    expect(tab).toHaveTextContent('My photos');
    expect(tab).toHaveAttribute('href', '/edit/editAlbums');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('edit-tab-mainInfo')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('href'))).toEqual(
      ['mainInfo', 'aboutMe', 'appearance', 'perfect', 'editAlbums'].map((name) => `/edit/${name}`),
    );

    expect(findRoute('/edit/editAlbums')).toMatchObject({ name: 'editAlbums', member: true, menOnly: true });
    setDocumentTitle('editAlbums');
    expect(document.title).toBe(`Edit profile: my photos · ${i18next.t('brand')}`);
  });
});

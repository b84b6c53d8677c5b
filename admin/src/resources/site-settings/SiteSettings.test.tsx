import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { onAPhone } from '../../testing/on-a-phone';
import { renderAs } from '../../testing/render-as';
import { SiteSettingEdit } from './SiteSettingEdit';
import { SiteSettingList } from './SiteSettingList';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

// As identity answers them: the description in English only (domain/site-settings.ts).
const SUPPORT_EMAIL = {
  id: 'support_email',
  value: 'support@dating.local',
  type: 'email',
  description: 'The support e-mail address shown to members',
  updated_at: null,
  updated_by: null,
};
const NEW_ON_SERVER = {
  id: 'brand_new_key',
  value: { a: 1 },
  type: 'json',
  description: 'Something the back office does not know yet',
  updated_at: null,
  updated_by: null,
};

function renderList() {
  const rows = [SUPPORT_EMAIL, NEW_ON_SERVER];
  const getList = vi.fn(() => Promise.resolve({ data: rows, total: rows.length }));
  renderAs('admin', testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), <SiteSettingList />, '/site-settings');
}

function renderEdit(setting: typeof SUPPORT_EMAIL | typeof NEW_ON_SERVER) {
  const getOne = vi.fn(() => Promise.resolve({ data: setting }));
  renderAs(
    'admin',
    testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] }),
    <Routes>
      <Route path="/site-settings/:id" element={<SiteSettingEdit />} />
    </Routes>,
    `/site-settings/${setting.id}`,
  );
}

describe('what each site setting does', () => {
  let undoPhone: (() => void) | undefined;
  afterEach(() => {
    undoPhone?.();
    undoPhone = undefined;
  });

  it('is said in English by key, and as the server says it for a key the back office does not know', async () => {
    renderList();
    const row = (await screen.findByText('support_email')).closest('tr')!;
    expect(within(row).getByText('The support e-mail address shown to members')).toBeInTheDocument();
    expect(within(screen.getByText('brand_new_key').closest('tr')!).getByText('Something the back office does not know yet')).toBeInTheDocument();
  });

  it('is said in Russian in the list', async () => {
    await i18nProvider.changeLocale('ru');
    renderList();
    const row = (await screen.findByText('support_email')).closest('tr')!;
    expect(within(row).getByText('Адрес эл. почты поддержки, который видят участники')).toBeInTheDocument();
    expect(screen.queryByText('The support e-mail address shown to members')).toBeNull();
  });

  it('is said in Russian in the list on a phone', async () => {
    undoPhone = onAPhone();
    await i18nProvider.changeLocale('ru');
    renderList();
    expect(await screen.findByText('Адрес эл. почты поддержки, который видят участники')).toBeInTheDocument();
    // An unknown key: the server's words rather than nothing.
    expect(screen.getByText('Something the back office does not know yet')).toBeInTheDocument();
  });

  it('is said in Russian above the setting being changed', async () => {
    await i18nProvider.changeLocale('ru');
    renderEdit(SUPPORT_EMAIL);
    expect(await screen.findByTestId('setting-description')).toHaveTextContent('Адрес эл. почты поддержки, который видят участники');
  });
});

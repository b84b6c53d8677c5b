import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { onAPhone } from '../../testing/on-a-phone';
import { renderAs } from '../../testing/render-as';
import { MemberShow } from './MemberShow';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

const ALAN = {
  id: 100086,
  name: 'Alan',
  email: 'alan.man@demo.local',
  user_type: 'man',
  country: 'GB',
  agency_id: null,
  banned: false,
  ban_reason: null,
  banned_at: null,
  created_at: '2026-12-02T08:36:00Z',
  last_sign_in_at: null,
  sign_in_count: 0,
};

function renderShow(role = 'site_moderator') {
  const getOne = vi.fn(() => Promise.resolve({ data: ALAN }));
  const getManyReference = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  renderAs(
    role,
    testDataProvider({
      getOne: getOne as unknown as DataProvider['getOne'],
      getManyReference: getManyReference as unknown as DataProvider['getManyReference'],
    }),
    <Routes>
      <Route path="/members/:id/show/*" element={<MemberShow />} />
    </Routes>,
    `/members/${ALAN.id}/show`,
  );
}

describe("a member's page on a phone, in Russian", () => {
  let undoPhone: (() => void) | undefined;
  afterEach(() => {
    undoPhone?.();
    undoPhone = undefined;
  });

  it('names the ban in words, not with a bare red sign', async () => {
    undoPhone = onAPhone();
    await i18nProvider.changeLocale('ru');
    renderShow();
    const ban = await screen.findByTestId('ban-member');
    expect(ban).toHaveTextContent('Заблокировать');
    expect(screen.getByRole('button', { name: 'Заблокировать' })).toBe(ban);
  });

  it('lets its three tabs scroll sideways', async () => {
    undoPhone = onAPhone();
    await i18nProvider.changeLocale('ru');
    renderShow();
    await screen.findByRole('tab', { name: 'Жалобы на участника' });
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Учётная запись', 'Входы', 'Жалобы на участника']);
    // MUI's scrollable variant: the tabs scroll inside their bar instead of being cut at its edge.
    expect(tabs.parentElement).toHaveClass('MuiTabs-scrollableX');
  });
});

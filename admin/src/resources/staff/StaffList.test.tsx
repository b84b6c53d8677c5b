import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { renderAs } from '../../testing/render-as';
import { onAPhone } from '../../testing/on-a-phone';
import { StaffList } from './StaffList';

configure({ asyncUtilTimeout: 5_000 });

const AGENCY_MODERATOR = {
  id: 12,
  name: 'Erin Moderator',
  email: 'erin.moderator.with.a.rather.long.address@agency-one.example.com',
  role: 'agency_moderator',
  agency_id: 'agency-1',
  disabled: true,
  totp_enrolled: true,
  open_sessions: 2,
  created_at: '2026-11-01T08:00:00Z',
  last_sign_in_at: '2026-11-30T02:20:00Z',
};
const ADMIN = { ...AGENCY_MODERATOR, id: 1, name: 'Demo Admin', email: 'admin@demo.local', role: 'admin', agency_id: null, disabled: false, open_sessions: 1 };

function renderList() {
  const getList = vi.fn(() => Promise.resolve({ data: [ADMIN, AGENCY_MODERATOR], total: 2 }));
  renderAs('admin', testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), <StaffList />, '/staff');
}

describe('the staff list', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('fits 1280 px: five columns, the e-mail under the name (cut, whole on hover), a disabled account marked, the agency under the role', async () => {
    renderList();
    const row = (await screen.findByText('Erin Moderator')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'Name and e-mail',
      'Role',
      'Two-step sign-in',
      'Open sessions',
      'Last sign-in',
    ]);
    const cells = within(row);
    const email = cells.getByTestId('email-12');
    expect(email).toHaveTextContent(AGENCY_MODERATOR.email);
    expect(email).toHaveAttribute('title', AGENCY_MODERATOR.email);
    expect(email).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(email.closest('td')).toBe(cells.getByText('Erin Moderator').closest('td'));
    expect(cells.getByTestId('disabled-flag-12')).toHaveTextContent('Disabled');
    expect(cells.getByTestId('agency-12')).toHaveTextContent('agency-1');
    expect(cells.getByTestId('agency-12').closest('td')).toBe(cells.getByText('Agency moderator').closest('td'));
    expect(row.querySelector('td.column-last_sign_in_at')!.textContent).toMatch(/^\d\d\/\d\d\/26, \d\d:\d\d (AM|PM)$/);
    // An enabled admin: no mark, no agency line.
    const admin = within(screen.getByText('Demo Admin').closest('tr')!);
    expect(admin.queryByTestId('disabled-flag-1')).toBeNull();
    expect(admin.queryByTestId('agency-1')).toBeNull();
  });

  it('speaks Russian in its merged columns', async () => {
    await i18nProvider.changeLocale('ru');
    renderList();
    await screen.findByText('Erin Moderator');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Имя и эл. почта', 'Двухэтапный вход']));
    expect(screen.getByTestId('disabled-flag-12')).toHaveTextContent('Отключён');
  });

  it('on a phone, is a line per account: the name, the e-mail and agency, the role or "Disabled"', async () => {
    restore = onAPhone();
    renderList();
    const line = (await screen.findByText('Erin Moderator')).closest('a')!;
    expect(line).toHaveAttribute('href', '/staff/12');
    expect(within(line).getByText(`${AGENCY_MODERATOR.email} · agency-1`)).toBeInTheDocument();
    expect(within(line).getByText('Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { MemberList } from './MemberList';

configure({ asyncUtilTimeout: 5_000 });

const MARKUS = {
  id: 100085,
  name: 'Markus',
  email: 'markus.man@demo.local',
  user_type: 'man',
  country: 'CH',
  agency_id: null,
  banned: true,
  created_at: '2026-11-30T02:20:00Z',
  last_sign_in_at: '2026-11-30T03:15:00Z',
};

describe('the members list', () => {
  it('fits 1280 px: seven columns, the ban marked beside the name, dates as one short line', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [MARKUS], total: 1 }));
    renderAs('admin', testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), <MemberList />, '/members');
    const row = (await screen.findByText('markus.man@demo.local')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'ID',
      'Name',
      'E-mail',
      'Type',
      'Country',
      'Registered',
      'Last sign-in',
    ]);
    expect(within(row).getByTestId('banned-flag')).toHaveTextContent('Banned');
    const registered = row.querySelector('td.column-created_at')!;
    expect(registered.textContent).toMatch(/^\d\d\/\d\d\/26, \d\d:\d\d (AM|PM)$/);
  });

  it('shows a dash for a member who never signed in, as the member page does', async () => {
    const never = { ...MARKUS, id: 100086, email: 'new.man@demo.local', banned: false, last_sign_in_at: null };
    const getList = vi.fn(() => Promise.resolve({ data: [never], total: 1 }));
    renderAs('admin', testDataProvider({ getList: getList as unknown as DataProvider['getList'] }), <MemberList />, '/members');
    const row = (await screen.findByText('new.man@demo.local')).closest('tr')!;
    expect(row.querySelector('td.column-last_sign_in_at')!.textContent).toBe('—');
  });
});

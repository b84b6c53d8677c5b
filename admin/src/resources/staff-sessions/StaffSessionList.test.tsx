import { configure, screen, within } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { StaffSessionList } from './StaffSessionList';

configure({ asyncUtilTimeout: 5_000 });

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OPEN = {
  id: 'a1',
  staff_id: 1,
  staff_name: 'Demo Admin',
  role: 'admin',
  ip: '203.0.113.7',
  user_agent: UA,
  created_at: '2026-11-30T02:20:00Z',
  last_seen_at: '2026-11-30T03:15:00Z',
  idle_expires_at: '2026-11-30T03:45:00Z',
  active: true,
};
const ENDED = { ...OPEN, id: 'b2', staff_id: 7, staff_name: 'Erin Moderator', role: 'site_moderator', ip: '198.51.100.4', active: false };

describe('the staff sessions list', () => {
  it('fits 1280 px: the role under the name, the browser under the IP (whole on hover), short dates over their times, Revoke or "Ended"', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [OPEN, ENDED], total: 2 }));
    const getMany = vi.fn(() =>
      Promise.resolve({
        data: [
          { id: 1, name: 'Demo Admin' },
          { id: 7, name: 'Erin Moderator' },
        ],
      }),
    );
    renderAs(
      'admin',
      testDataProvider({ getList: getList as unknown as DataProvider['getList'], getMany: getMany as unknown as DataProvider['getMany'] }),
      <StaffSessionList />,
      '/staff-sessions',
    );
    const open = within((await screen.findByText('203.0.113.7')).closest('tr')!);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'Staff member',
      'IP address and browser',
      'Signed in',
      'Last request',
      'Ends if idle at',
      '',
    ]);
    expect(await open.findByText('Demo Admin')).toBeInTheDocument();
    expect(open.getByText('Admin')).toBeInTheDocument();
    expect(open.getByText(UA)).toHaveAttribute('title', UA);
    // Signed in: the date over the time, the whole of it on hover.
    for (const day of open.getAllByText('11/30/26')) expect(day).toHaveAttribute('title', expect.stringMatching(/Nov 30, 2026/));
    expect(open.getAllByText('11/30/26')).toHaveLength(3);
    expect(open.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    const ended = within(screen.getByText('198.51.100.4').closest('tr')!);
    expect(ended.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(ended.getByTestId('ended-b2')).toHaveTextContent('Ended');
  });
});

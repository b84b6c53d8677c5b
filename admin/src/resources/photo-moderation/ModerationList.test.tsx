import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { onAPhone } from '../../testing/on-a-phone';
import { ModerationList } from './ModerationList';
import type { ModerationRecord } from './turn';

configure({ asyncUtilTimeout: 5_000 });

const AT_AGENCY: ModerationRecord = {
  id: 106,
  member_id: 100004,
  member_name: 'Anna',
  album_type: 'public',
  state: 'pending',
  agency_id: 'ag1',
  agency_decision: null,
  created_at: '2026-11-30T02:43:00Z',
  preview_small: '/media/photos/106/small',
  preview_large: '/media/photos/106/large',
};

function renderQueue(role: string) {
  const getList = vi.fn(() => Promise.resolve({ data: [AT_AGENCY], total: 1 }));
  const update = vi.fn((_r: string, params: { id: number; data: unknown }) => Promise.resolve({ data: { ...AT_AGENCY, ...(params.data as object) } }));
  const dataProvider = testDataProvider({ getList: getList as unknown as DataProvider['getList'], update: update as unknown as DataProvider['update'] });
  renderAs(role, dataProvider, <ModerationList resource="photo-moderation" />, '/photo-moderation');
  return { update };
}

describe('the photo queue on a phone', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('shows a large preview opening the photo, the state apart from the date, and her decision buttons', async () => {
    restore = onAPhone();
    renderQueue('agency_moderator');
    const item = within(await screen.findByTestId('queue-item-106'));
    const preview = item.getByTestId('preview-106');
    expect(preview.getAttribute('src')).toBe('/media/photos/106/small');
    expect(preview.closest('a')!.getAttribute('href')).toBe('/photo-moderation/106/show');
    // The state is a chip of its own, not glued to the date.
    expect(item.getByTestId('state-pending').textContent).toBe('Pending');
    expect(item.getByText(/Nov 30, 2026/).textContent).not.toContain('Pending');
    expect(await item.findByTestId('accept-106')).toHaveTextContent('Accept');
    expect(item.getByTestId('reject-106')).toHaveTextContent('Reject');
  });

  it('rejects with a reason from the same dialog as the table', async () => {
    restore = onAPhone();
    const { update } = renderQueue('agency_moderator');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reject-106'));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByTestId('reject-reason'), 'Blurry');
    await user.click(dialog.getByTestId('reject-confirm'));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith('photo-moderation', expect.objectContaining({ id: 106, data: { decision: 'reject', reason: 'Blurry' } })),
    );
  });

  it('shows a site moderator no buttons on what waits for the agency', async () => {
    restore = onAPhone();
    renderQueue('site_moderator');
    const item = within(await screen.findByTestId('queue-item-106'));
    expect(item.getByText('Her agency')).toBeInTheDocument();
    // She may decide (the "waiting for me" switch says her permissions are read), just not this one yet.
    await screen.findByTestId('waiting-for-me');
    expect(item.queryByTestId('accept-106')).toBeNull();
  });
});

describe('the photo queue on a desktop', () => {
  it('fits 1280 px: the agency and the album under the member, the state over the step, the date over the time', async () => {
    renderQueue('site_moderator');
    const row = within((await screen.findByTestId('member-link')).closest('tr')!);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['', 'Preview', 'ID', 'Member', 'State', 'Uploaded', '']);
    expect(row.getByTestId('agency_id-106')).toHaveTextContent('Agency: ag1');
    expect(row.getByTestId('album_type-106')).toHaveTextContent('Album: public');
    expect(row.getByTestId('agency_id-106').closest('td')).toBe(row.getByTestId('member-link').closest('td'));
    expect(row.getByText('11/30/26')).toHaveAttribute('title', expect.stringMatching(/Nov 30, 2026/));
  });
});

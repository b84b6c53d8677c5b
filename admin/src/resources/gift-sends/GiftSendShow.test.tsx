import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../testing/render-as';
import { GiftSendShow } from './GiftSendShow';
import { GIFT_AT_AGENCY, GIFT_AT_SITE, GIFT_NO_AGENCY, GIFT_REJECTED_BY_AGENCY, GIFT_REJECTED_BY_SITE } from './test-records';
import type { GiftSendRecord } from './turn';

// Two slow cores: react-admin's pages settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type UpdateCall = { id: number; data: { decision: string; reason?: string } };

function renderShow(role: string, record: GiftSendRecord, fail?: Error) {
  const getOne = vi.fn(() => Promise.resolve({ data: record }));
  const update = vi.fn((_resource: string, params: UpdateCall) =>
    fail ? Promise.reject(fail) : Promise.resolve({ data: { ...record, status: params.data.decision === 'reject' ? 'reject' : 'accept', step: null } }),
  );
  renderAs(
    role,
    testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'], update: update as unknown as DataProvider['update'] }),
    <Routes>
      <Route path="/gift-sends/:id/show" element={<GiftSendShow />} />
    </Routes>,
    `/gift-sends/${record.id}/show`,
  );
  return { getOne, update };
}

const line = (step: 'requested' | 'agency' | 'site') => screen.getByTestId(`history-${step}`);

describe('one sent gift', () => {
  it('shows the gift, what he pays, his whole comment, and its history: who decided at each step, when, and why it was rejected', async () => {
    const { getOne } = renderShow('site_moderator', GIFT_REJECTED_BY_SITE);
    await screen.findByTestId('history');
    expect(getOne.mock.calls[0]).toEqual(['gift-sends', expect.objectContaining({ id: '26' })]);
    expect(screen.getByTestId('rejected')).toHaveTextContent(
      'This gift is rejected and his credits were given back. Reason: Comment asks for her phone number',
    );
    expect(within(screen.getByTestId('gift-26')).getByText('Silver pendant')).toBeInTheDocument();
    expect(within(screen.getByTestId('gift-26')).getByText('Jewelry')).toBeInTheDocument();
    expect(screen.getByText('Total (credits)')).toBeInTheDocument();
    expect(screen.getByText('Delivery (credits)')).toBeInTheDocument();
    expect(screen.getByTestId('comment-26')).toHaveTextContent(GIFT_REJECTED_BY_SITE.comment!);
    expect(screen.getByTestId('display-status-26')).toHaveTextContent('Rejected');
    expect(within(line('requested')).getByText('Sent, 900 credits held')).toBeInTheDocument();
    expect(within(line('requested')).getByText('David')).toBeInTheDocument();
    expect(within(line('agency')).getByText('Accepted')).toBeInTheDocument();
    expect(within(line('agency')).getByText('Agency Moderator')).toBeInTheDocument();
    expect(within(line('agency')).getByText(/2026/)).toBeInTheDocument();
    expect(within(line('site')).getByText('Rejected')).toBeInTheDocument();
    expect(within(line('site')).getByText('Site Moderator')).toBeInTheDocument();
    expect(within(line('site')).getByText('Comment asks for her phone number')).toBeInTheDocument();
    // Decided: nobody's turn.
    expect(screen.queryByTestId('accept-26')).toBeNull();
  });

  it("puts an agency's rejection on the agency's line; the site never saw it", async () => {
    renderShow('agency_moderator', GIFT_REJECTED_BY_AGENCY);
    await screen.findByTestId('history');
    expect(within(line('agency')).getByText('Rejected')).toBeInTheDocument();
    expect(within(line('agency')).getByText('She does not accept gifts from this man')).toBeInTheDocument();
    expect(within(line('site')).getByText('Not reached')).toBeInTheDocument();
  });

  it('lets the agency moderator accept at her step: the gift goes on to a site moderator', async () => {
    const user = userEvent.setup();
    const { update } = renderShow('agency_moderator', GIFT_AT_AGENCY);
    expect(within(await screen.findByTestId('history-agency')).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(within(line('site')).getByText('After her agency’s decision')).toBeInTheDocument();
    await user.click(await screen.findByTestId('accept-21'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('gift-sends');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 21, data: { decision: 'accept' } });
    expect(await screen.findByText('Accepted: the gift goes to a site moderator.')).toBeInTheDocument();
  });

  it('rejects only with a reason (required, at most 500 characters), sent trimmed', async () => {
    const user = userEvent.setup();
    const { update } = renderShow('site_moderator', GIFT_AT_SITE);
    await user.click(await screen.findByTestId('reject-22'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the gift of David to Olena?' });
    expect(within(dialog).getByText(/His credits are given back/)).toBeInTheDocument();
    const reason = within(dialog).getByTestId('reject-reason');
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText('Give the reason of the rejection.')).toBeInTheDocument();
    await user.click(reason);
    await user.paste('   ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(update).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.paste('  The comment asks for her phone number  ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 22, data: { decision: 'reject', reason: 'The comment asks for her phone number' } });
    expect(await screen.findByText('Rejected: his credits are given back.')).toBeInTheDocument();
  });

  it('says why the server refused (decided meanwhile)', async () => {
    const user = userEvent.setup();
    renderShow('site_moderator', GIFT_AT_SITE, new HttpError('This gift was already decided', 403, { message: 'This gift was already decided' }));
    await user.click(await screen.findByTestId('accept-22'));
    expect(await screen.findByText('This gift was already decided')).toBeInTheDocument();
  });

  it('lets a site moderator decide for a lady without an agency', async () => {
    renderShow('site_moderator', GIFT_NO_AGENCY);
    expect(await screen.findByTestId('accept-23')).toBeInTheDocument();
    expect(within(line('agency')).getByText('No agency: the site decides')).toBeInTheDocument();
    expect(screen.getByText('No comment')).toBeInTheDocument();
  });

  it.each([
    ['agency_moderator', GIFT_AT_SITE],
    ['site_moderator', GIFT_AT_AGENCY],
    ['admin', GIFT_AT_AGENCY],
  ] as const)('shows the %s no decision out of her step', async (role, record) => {
    renderShow(role, record);
    await screen.findByTestId('history');
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByTestId(`accept-${record.id}`)).toBeNull();
    expect(screen.queryByTestId(`reject-${record.id}`)).toBeNull();
  });
});

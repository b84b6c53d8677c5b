import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { QueueDecisionButtons } from '../shared/QueueDecisionButtons';
import { ACCEPTED, AT_AGENCY, AT_SITE, NO_AGENCY, REJECTED_BY_AGENCY } from './test-records';
import { renderAs } from '../../testing/render-as';
import type { ContactRequestRecord } from './turn';

// Two slow cores: react-admin's mutations settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

type UpdateCall = { id: number; data: { decision: string; reason?: string } };

function renderButtons(role: string, record: ContactRequestRecord, fail?: Error) {
  const update = vi.fn((_resource: string, params: UpdateCall) =>
    fail ? Promise.reject(fail) : Promise.resolve({ data: { ...record, status: params.data.decision === 'reject' ? 'reject' : 'accept', step: null } }),
  );
  const getOne = vi.fn(() => Promise.resolve({ data: record }));
  const dataProvider = testDataProvider({ update: update as unknown as DataProvider['update'], getOne: getOne as unknown as DataProvider['getOne'] });
  renderAs(
    role,
    dataProvider,
    <RecordContextProvider value={record}>
      <QueueDecisionButtons />
    </RecordContextProvider>,
  );
  return update;
}

describe('accepting or rejecting a contact request at the moderator’s step', () => {
  it("a site moderator accepts a request at the site's step: the decision is sent, and said", async () => {
    const user = userEvent.setup();
    const update = renderButtons('site_moderator', AT_SITE);
    await user.click(await screen.findByTestId('accept-12'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('contact-requests');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 12, data: { decision: 'accept' } });
    expect(update.mock.calls[0]![1].data).not.toHaveProperty('reason');
    expect(await screen.findByText('Accepted: he now sees her contacts.')).toBeInTheDocument();
  });

  it('an agency moderator accepts at her step: it goes on to a site moderator', async () => {
    const user = userEvent.setup();
    const update = renderButtons('agency_moderator', AT_AGENCY);
    await user.click(await screen.findByTestId('accept-11'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 11, data: { decision: 'accept' } });
    expect(await screen.findByText('Accepted: the request goes to a site moderator.')).toBeInTheDocument();
  });

  it('offers only Reject when a party is banned or his hold expired (his credits are back)', async () => {
    renderButtons('site_moderator', { ...AT_SITE, hold_expired_at: '2026-04-01T10:00:00.000Z' });
    expect(await screen.findByTestId('reject-12')).toBeEnabled();
    expect(screen.queryByTestId('accept-12')).toBeNull();
  });

  it('offers only Reject when the man or the lady is banned', async () => {
    renderButtons('agency_moderator', { ...AT_AGENCY, party_banned: true });
    expect(await screen.findByTestId('reject-11')).toBeEnabled();
    expect(screen.queryByTestId('accept-11')).toBeNull();
  });

  it('rejects only with a reason (required, at most 500 characters), sent trimmed; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const update = renderButtons('agency_moderator', AT_AGENCY);
    await user.click(await screen.findByTestId('reject-11'));
    let dialog = await screen.findByRole('dialog', { name: 'Reject the request of John for the contacts of Olena?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('reject-11'));
    dialog = await screen.findByRole('dialog', { name: 'Reject the request of John for the contacts of Olena?' });
    const reason = within(dialog).getByTestId('reject-reason');
    expect(reason).toHaveAttribute('maxlength', '500');
    // Empty, then only spaces: refused in the dialog, nothing sent.
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText('Give the reason of the rejection.')).toBeInTheDocument();
    await user.click(reason);
    await user.paste('   ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(within(dialog).getByText('Give the reason of the rejection.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.paste('  She has not agreed to share her phone  ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 11, data: { decision: 'reject', reason: 'She has not agreed to share her phone' } });
    expect(await screen.findByText('Rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why the server refused (decided meanwhile, not her step)', async () => {
    const user = userEvent.setup();
    renderButtons('site_moderator', AT_SITE, new HttpError('This request was already decided', 403, { message: 'This request was already decided' }));
    await user.click(await screen.findByTestId('accept-12'));
    expect(await screen.findByText('This request was already decided')).toBeInTheDocument();
  });

  it('offers a site moderator the requests of a lady without an agency, still in process', async () => {
    renderButtons('site_moderator', NO_AGENCY);
    expect(await screen.findByTestId('accept-13')).toBeInTheDocument();
    expect(screen.getByTestId('reject-13')).toBeInTheDocument();
  });

  it.each([
    ['agency_moderator', 'at the site’s step', AT_SITE],
    ['agency_moderator', 'of a lady without an agency', NO_AGENCY],
    ['site_moderator', 'at the agency’s step', AT_AGENCY],
    ['admin', 'at the agency’s step', AT_AGENCY],
    ['site_moderator', 'accepted', ACCEPTED],
    ['admin', 'rejected', REJECTED_BY_AGENCY],
    ['finance', 'at the site’s step', AT_SITE],
  ] as const)('shows the %s no decision on a request %s', async (role, _what, record) => {
    renderButtons(role, record);
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByTestId(`accept-${record.id}`)).toBeNull();
    expect(screen.queryByTestId(`reject-${record.id}`)).toBeNull();
  });
});

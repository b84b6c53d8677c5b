import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { DecisionButtons } from './DecisionButtons';
import type { DispatchRecord } from './DispatchList';

// Two slow cores: react-admin's mutations settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

const PROPOSAL: DispatchRecord = {
  id: 7,
  lady_id: 630001,
  lady_name: 'Olena',
  agency_id: 'ag1',
  subject: 'Spring in Kyiv',
  message: 'Would you like to hear about my city?',
  state: 'awaiting_approval',
  total: 2,
  sent: 0,
  skipped: 0,
  proposed: true,
};

type UpdateCall = { id: number; data: { decision: string; reason: string | null } };

function renderButtons(record: DispatchRecord) {
  const update = vi.fn((_resource: string, params: UpdateCall) =>
    Promise.resolve({ data: { ...record, state: params.data.decision === 'approve' ? 'sending' : 'rejected', reject_reason: params.data.reason } }),
  );
  const dataProvider = testDataProvider({ update: update as unknown as DataProvider['update'] });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <DecisionButtons />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return update;
}

describe('approving or rejecting a dispatch a lady proposed', () => {
  it('approves after a confirmation naming how many men get the letter', async () => {
    const user = userEvent.setup();
    const update = renderButtons(PROPOSAL);
    await user.click(await screen.findByTestId('approve-7'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the dispatch of Olena?' });
    expect(within(dialog).getByText(/Her letter goes to 2 men/)).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('approve-confirm'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('dispatches');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 7, data: { decision: 'approve', reason: null } });
    expect(await screen.findByText('Approved: the letters are being sent.')).toBeInTheDocument();
  });

  it('rejects only with a reason, sent trimmed; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const update = renderButtons(PROPOSAL);
    await user.click(await screen.findByTestId('reject-7'));
    let dialog = await screen.findByRole('dialog', { name: 'Reject the dispatch of Olena?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('reject-7'));
    dialog = await screen.findByRole('dialog', { name: 'Reject the dispatch of Olena?' });
    await user.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText('Give the reason of the rejection.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId('reject-reason'));
    await user.paste('  A phone number in the text  ');
    await user.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ id: 7, data: { decision: 'reject', reason: 'A phone number in the text' } });
    expect(await screen.findByText('Rejected.')).toBeInTheDocument();
  });

  it.each(['sending', 'done', 'rejected'] as const)('offers no decision on a dispatch that is %s', async (state) => {
    renderButtons({ ...PROPOSAL, state });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('approve-7')).toBeNull();
    expect(screen.queryByTestId('reject-7')).toBeNull();
  });
});

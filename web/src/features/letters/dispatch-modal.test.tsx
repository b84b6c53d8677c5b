import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/app/overlays/confirm-dialog';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import type { Dispatch } from './api/dispatches';
import LettersPage from './routes/letters-page';

// The modal is its own chunk, loaded on the first click: on two busy cores that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });

const man = (id: number, name: string) => ({
  user_id: id,
  name,
  age: 40,
  country: null,
  city: null,
  avatar_url: null,
  is_online: false,
  time_create: '2026-11-20T10:00:00.000Z',
});
const dispatch = (id: number, state: Dispatch['state'], extra: Partial<Dispatch> = {}): Dispatch => ({
  id,
  subject: `Letter ${id}`,
  message: 'Hello',
  state,
  total: 2,
  sent: 0,
  skipped: 0,
  reject_reason: null,
  time_create: '2026-11-28T10:00:00.000Z',
  time_decided: null,
  time_finished: null,
  ...extra,
});

/** The letters page of a lady whose followers, winks, visitors and inbox name three men (John in two lists). */
function openAsLady(extra: Parameters<typeof fakeApi>[0] = {}) {
  useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
  const api = fakeApi({
    'letter/get/dialog': (body) =>
      ok(
        body.type === 'inbox'
          ? { dialog_array: [{ companion: { user_id: 100003, name: 'Peter', avatar: null }, message: {}, count: 1, unread: 0, is_starred: false }], count: 1 }
          : { dialog_array: [], count: 0 },
      ),
    'favorite/get-followers': ok([man(100001, 'John')]),
    'kiss/get-kisses': ok([man(100002, 'Mark'), man(100001, 'John')]),
    'guest/gel-all': ok([]),
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/letters/:threadType',
        element: (
          <>
            <LettersPage />
            <ConfirmDialog />
          </>
        ),
      },
    ],
    { route: '/letters/inbox' },
  );
  return api;
}

describe('the mass letter (dispatch) of a lady', () => {
  it('is offered to ladies only', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    renderRoutes([{ path: '/letters/:threadType', element: <LettersPage /> }], { route: '/letters/inbox' });
    await screen.findByRole('tab', { name: 'Sent' });
    expect(screen.queryByTestId('open-dispatch')).toBeNull();
  });

  it('proposes one letter to the men she chose, then lists her mass letters with their state', async () => {
    const user = userEvent.setup();
    let proposed = false;
    const api = openAsLady({
      'letter/dispatch': (body) => {
        proposed = true;
        return ok(dispatch(9, 'awaiting_approval', { subject: String(body.subject), total: (body.recipient_ids as number[]).length }));
      },
      'letter/get/dispatches': () =>
        ok([
          ...(proposed ? [dispatch(9, 'awaiting_approval', { subject: 'Spring in Kyiv', total: 3 })] : []),
          dispatch(8, 'sending', { sent: 1 }),
          dispatch(7, 'done', { sent: 2 }),
          dispatch(6, 'rejected', { reject_reason: 'Contact details in the text' }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Mass letter' }));
    const modal = await screen.findByRole('dialog', { name: 'Mass letter' });
    expect(within(modal).getByText(/approves it before it is sent/)).toBeInTheDocument();

    // Nothing chosen, nothing written: the form's rules answer, nothing is sent.
    await user.click(within(modal).getByTestId('propose-dispatch'));
    expect(await within(modal).findByText('The Subject field is required')).toBeInTheDocument();
    expect(within(modal).getByText('Choose at least one man')).toBeInTheDocument();
    expect(api.callsTo('letter/dispatch')).toEqual([]);

    // Each man once, with why he is there; select all takes them all.
    const list = await within(modal).findByTestId('dispatch-candidates');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(list).getByText('John').closest('li')).toHaveTextContent('Follows you');
    expect(within(list).getByText('John').closest('li')).toHaveTextContent('Winked');
    await user.click(within(modal).getByRole('checkbox', { name: 'Select all' }));
    expect(within(modal).getByTestId('dispatch-chosen')).toHaveTextContent('3 of 500 chosen');

    await user.click(within(modal).getByLabelText(/^Subject/));
    await user.paste('Spring in Kyiv');
    await user.click(within(modal).getByLabelText(/^Letter/));
    await user.paste('Would you like to hear about my city?');
    expect(within(modal).getByText('37 / 5000')).toBeInTheDocument();
    await user.click(within(modal).getByTestId('propose-dispatch'));

    await waitFor(() => expect(api.callsTo('letter/dispatch')).toHaveLength(1));
    const [call] = api.callsTo('letter/dispatch');
    expect(call).toMatchObject({ subject: 'Spring in Kyiv', message: 'Would you like to hear about my city?' });
    expect([...(call!.recipient_ids as number[])].sort()).toEqual([100001, 100002, 100003]);
    expect(call!.client_dispatch_id).toEqual(expect.stringMatching(/^[\w.:-]{1,64}$/));

    // Her mass letters, the new one first, each in its state.
    const rows = await within(modal).findAllByTestId('dispatch-row');
    expect(rows.map((r) => within(r).getByTestId('dispatch-state').textContent)).toEqual(['Awaiting approval', 'Sending · 1 of 2 sent', 'Sent', 'Rejected']);
    expect(rows[0]).toHaveTextContent('Spring in Kyiv');
    expect(rows[0]).toHaveTextContent('To 3 men');
    expect(rows[3]).toHaveTextContent('Reason: Contact details in the text');
  });

  it("shows the server's refusal (her daily limit) and keeps the form", async () => {
    const user = userEvent.setup();
    const api = openAsLady({
      'letter/dispatch': { ...fail(10034, 'You can propose at most 3 dispatches a day'), __http: 429 },
      'letter/get/dispatches': ok([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Mass letter' }));
    const modal = await screen.findByRole('dialog', { name: 'Mass letter' });
    await user.click(within(await within(modal).findByTestId('dispatch-candidates')).getByRole('checkbox', { name: /Mark/ }));
    await user.click(within(modal).getByLabelText(/^Subject/));
    await user.paste('Hello');
    await user.click(within(modal).getByLabelText(/^Letter/));
    await user.paste('A letter');
    await user.click(within(modal).getByTestId('propose-dispatch'));
    expect(await within(modal).findByText('You can propose at most 3 dispatches a day')).toBeInTheDocument();
    expect(api.callsTo('letter/dispatch')[0]).toMatchObject({ recipient_ids: [100002] });
    expect(within(modal).getByTestId('dispatch-form')).toBeVisible();
  });

  it('asks before closing with a letter or chosen men unsent, and closes at once after it was proposed', async () => {
    const user = userEvent.setup();
    const api = openAsLady({ 'letter/dispatch': ok(dispatch(9, 'awaiting_approval')), 'letter/get/dispatches': ok([]) });
    await user.click(await screen.findByRole('button', { name: 'Mass letter' }));
    const modal = await screen.findByRole('dialog', { name: 'Mass letter' });
    const question = () => screen.queryByRole('dialog', { name: 'Discard this letter?' });

    // Only men chosen: closing would lose them.
    await user.click(within(await within(modal).findByTestId('dispatch-candidates')).getByRole('checkbox', { name: /Mark/ }));
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard this letter?' })).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(modal).toBeInTheDocument();
    expect(within(modal).getByTestId('dispatch-chosen')).toHaveTextContent('1 of 500 chosen');

    // Proposed: the form is empty again, so nothing is asked.
    await user.click(within(modal).getByLabelText(/^Subject/));
    await user.paste('Hello');
    await user.click(within(modal).getByLabelText(/^Letter/));
    await user.paste('A letter');
    await user.click(within(modal).getByTestId('propose-dispatch'));
    await waitFor(() => expect(api.callsTo('letter/dispatch')).toHaveLength(1));
    await within(modal).findByText('You have not sent a mass letter yet.');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mass letter' })).toBeNull());
    expect(question()).toBeNull();
  });

  it('discards a written mass letter when she says so', async () => {
    const user = userEvent.setup();
    openAsLady();
    await user.click(await screen.findByRole('button', { name: 'Mass letter' }));
    const modal = await screen.findByRole('dialog', { name: 'Mass letter' });
    await user.click(within(modal).getByLabelText(/^Letter/));
    await user.paste('A letter');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard this letter?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mass letter' })).toBeNull());
  });
});

import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, HttpError, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { GrantCreditsButton } from './GrantCreditsButton';

// Two slow cores: react-admin's forms validate asynchronously.
configure({ asyncUtilTimeout: 5_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const JOHN = { id: 'm-42', name: 'John', posted: 200, held: 0, available: 200 };

type CreateCall = { data: { account_id: string; credits: number; reason: string; idempotency_key: string } };

/** The grant dialog over a data provider whose `create` answers as the test says (one answer per call). */
function renderGrant(answers: Array<() => Promise<unknown>>) {
  const create = vi.fn((_resource: string, _params: CreateCall) => {
    const next = answers.shift();
    if (!next) throw new Error('an unexpected create call');
    return next() as ReturnType<DataProvider['create']>;
  });
  const dataProvider = testDataProvider({ create: create as unknown as DataProvider['create'] });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={JOHN}>
        <GrantCreditsButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { create, keys: () => create.mock.calls.map(([, params]) => params.data.idempotency_key) };
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>, credits = '50', reason = 'Goodwill after a failed chat') {
  await user.click(await screen.findByTestId('grant-credits'));
  const dialog = await screen.findByTestId('grant-dialog');
  // Pasted rather than typed key by key: the same events for the form, a fraction of the time on two cores.
  await user.click(within(dialog).getByLabelText(/^Credits/));
  await user.paste(credits);
  await user.click(within(dialog).getByLabelText(/^Reason/));
  await user.paste(reason);
  return dialog;
}

const granted = (credits: number) => () =>
  Promise.resolve({ data: { id: 'g-1', account_id: 'm-42', credits, balance: { posted: 250, held: 0, available: 250 }, replayed: false } });

describe('the grant dialog: one idempotency key per opening', () => {
  it('posts grants with the account, the credits, the trimmed reason and a UUID key', async () => {
    const user = userEvent.setup();
    const { create, keys } = renderGrant([granted(50)]);
    const dialog = await openAndFill(user, '50', '  Goodwill  ');
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('grants');
    expect(create.mock.calls[0]![1].data).toEqual({ account_id: 'm-42', credits: 50, reason: 'Goodwill', idempotency_key: keys()[0] });
    expect(keys()[0]).toMatch(UUID);
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Granted 50 credits\. Available now: 250\./)).toBeInTheDocument();
  });

  it('sends the same key again when the first request failed and the form is submitted again', async () => {
    const user = userEvent.setup();
    const { create, keys } = renderGrant([() => Promise.reject(new HttpError('Bad gateway', 502, { message: 'Bad gateway' })), granted(50)]);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    expect(await within(dialog).findByTestId('grant-dialog-error')).toHaveTextContent('Bad gateway');
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(keys()[1]).toBe(keys()[0]);
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).not.toBeInTheDocument());
  });

  it('sends one request for a double click, with the key of this opening', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const { create } = renderGrant([() => new Promise((resolve) => (finish = resolve))]);
    const dialog = await openAndFill(user);
    await user.dblClick(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByTestId('grant-dialog-submit')).toBeDisabled();
    finish({ data: { id: 'g-1', credits: 50, balance: { posted: 250, held: 0, available: 250 } } });
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('makes a new key when the dialog is opened again (another grant), and after a cancel', async () => {
    const user = userEvent.setup();
    const { create, keys } = renderGrant([granted(50), granted(10)]);
    let dialog = await openAndFill(user, '50');
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).not.toBeInTheDocument());

    // opened and cancelled: nothing is sent
    await user.click(screen.getByTestId('grant-credits'));
    await user.click(within(await screen.findByTestId('grant-dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('grant-dialog')).not.toBeInTheDocument());

    dialog = await openAndFill(user, '10');
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(keys()[1]).toMatch(UUID);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('refuses what the server would refuse before sending anything', async () => {
    const user = userEvent.setup();
    const { create } = renderGrant([]);
    await user.click(await screen.findByTestId('grant-credits'));
    const dialog = await screen.findByTestId('grant-dialog');
    await user.type(within(dialog).getByLabelText(/^Credits/), '2.5');
    await user.type(within(dialog).getByLabelText(/^Reason/), '   ');
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    expect(await within(dialog).findByText('Enter a whole number of credits.')).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s field message beside the field', async () => {
    const user = userEvent.setup();
    const { create } = renderGrant([
      () =>
        Promise.reject(
          new HttpError('Invalid input', 400, { message: 'Invalid input', code: 10002, status: 400, errors: { credits: 'The credits field is too large' } }),
        ),
    ]);
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByTestId('grant-dialog-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByText('The credits field is too large')).toBeInTheDocument();
    expect(within(dialog).getByTestId('grant-dialog-error')).toHaveTextContent('Invalid input');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import LettersPage from './routes/letters-page';
import { aLetter } from './testing';

function open(path: string) {
  return renderRoutes(
    [
      { path: '/letters/:threadType', element: <LettersPage /> },
      { path: '/letters/:threadType/:companionId', element: <LettersPage /> },
      { path: '/not-found', element: <div data-testid="not-found" /> },
    ],
    { route: path },
  ).router;
}

describe('the letters route', () => {
  it.each(['/letters/outbox', '/letters/trash/200001'])('opens a known thread type, with or without a numeric companion: %s', async (path) => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    const router = open(path);
    expect(await screen.findByRole('tab', { name: 'Sent' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/letters/sent', '/letters/spam/12', '/letters/inbox/abc', '/letters/starred/12x', '/letters/inbox/0'])(
    'sends an unknown thread type or a companion id that is not a member id to /not-found (spec section 2): %s',
    async (path) => {
      const router = open(path);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/not-found');
    },
  );

  it.each([
    ['man', 'Letters with the people you write to', 'Open a profile you like and write a first letter.'],
    ['woman', 'Letters from the men who write to you', 'When a man writes to you, his letter appears here.'],
  ] as const)('tells a %s with an empty inbox how a correspondence starts for her', async (userType, lead, empty) => {
    useSession.setState({ token: fakeToken(), userType, userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    open('/letters/inbox');
    expect(await screen.findByText('No letters yet')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(lead))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(empty.replace('.', '\\.')))).toBeInTheDocument();
  });

  it('shows an empty mailbox across the page: no search, bulk buttons or reading pane, and a man is sent to the ladies', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    open('/letters/inbox');
    const empty = await screen.findByTestId('letters-empty');
    expect(empty).toHaveTextContent('No letters yet');
    expect(screen.getByRole('link', { name: 'Search ladies' })).toHaveAttribute('href', '/search');
    expect(screen.queryByTestId('dialog-list')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all dialogs' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('letters-no-dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['starred', 'man', 'No starred letters', 'Star a letter in a dialog'],
    ['trash', 'woman', 'The trash is empty', 'you can restore them'],
    ['outbox', 'woman', 'You have not written yet', 'once a moderator approves them'],
  ] as const)('says what an empty %s holds (%s), without the way to the ladies', async (type, userType, title, text) => {
    useSession.setState({ token: fakeToken(), userType, userId: 100001 });
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [], count: 0 }) });
    open(`/letters/${type}`);
    const empty = await screen.findByTestId('letters-empty');
    expect(empty).toHaveTextContent(title);
    expect(empty).toHaveTextContent(text);
    expect(screen.queryByRole('link', { name: 'Search ladies' })).not.toBeInTheDocument();
  });

  it.each([
    ['man', 'You see its price before you send it, and she receives it once it is paid.'],
    ['woman', 'When he writes to you, his letters appear here. Replying is free for you.'],
  ] as const)('opens an empty dialog from an empty mailbox as one empty state on a card, without a list or bulk buttons (%s)', async (userType, text) => {
    useSession.setState({ token: fakeToken(), userType, userId: 100001 });
    fakeApi({
      'letter/get/dialog': ok({ dialog_array: [], count: 0 }),
      'letter/get/one-dialog': ok({ companion: { user_id: 200001, name: 'Olena', avatar: null }, dialog_array: [], count: 0 }),
    });
    open('/letters/inbox/200001');
    const empty = await screen.findByTestId('thread-empty');
    expect(empty).toHaveTextContent('No letters in this dialog yet');
    expect(empty).toHaveTextContent(text);
    expect(screen.getByTestId('write-letter')).toBeInTheDocument();
    expect(screen.queryByTestId('dialog-list')).not.toBeInTheDocument();
    expect(screen.queryByTestId('letters-empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all dialogs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/at once/)).not.toBeInTheDocument();
  });

  it('hides the bulk buttons and the count when a search finds no dialog', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    const dialog = {
      companion: { user_id: 200001, name: 'Olena', avatar: null },
      message: { id: 1, subject: 'Hello', time_create: '2026-11-20T10:00:00Z', is_incoming: true, is_paid: true },
      unread: 0,
      is_starred: false,
    };
    fakeApi({ 'letter/get/dialog': (body) => ok(body.name_or_id ? { dialog_array: [], count: 0 } : { dialog_array: [dialog], count: 1 }) });
    open('/letters/inbox');
    expect(await screen.findByTestId('dialog-row')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all dialogs' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name or ID' }), 'Zed');
    expect(await screen.findByText('Nobody matches “Zed”.')).toBeInTheDocument();
    expect(screen.queryByTestId('dialog-toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all dialogs' })).not.toBeInTheDocument();
  });

  it('lists a mailbox with dialogs beside a pane that asks to choose one', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    const dialog = {
      companion: { user_id: 200001, name: 'Olena', avatar: null },
      message: { id: 1, subject: 'Hello', time_create: '2026-11-20T10:00:00Z', is_incoming: true, is_paid: true },
      unread: 1,
      is_starred: false,
    };
    fakeApi({ 'letter/get/dialog': ok({ dialog_array: [dialog], count: 1 }) });
    open('/letters/inbox');
    expect(await screen.findByTestId('dialog-row')).toHaveTextContent('Olena');
    expect(screen.getByTestId('letters-no-dialog')).toHaveTextContent('Choose a dialog');
    expect(screen.queryByTestId('letters-empty')).not.toBeInTheDocument();
  });

  it('names the writer of each letter of a thread: the companion or you', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    const letter = (id: number, incoming: boolean, subject: string) =>
      aLetter(id, { is_incoming: incoming, subject, message: `${subject} text`, time_open: '2026-11-20T11:00:00Z', checked: true, is_answered: !incoming });
    fakeApi({
      'letter/get/dialog': ok({ dialog_array: [], count: 0 }),
      'letter/get/one-dialog': ok({
        companion: { user_id: 200001, name: 'Olena', avatar: null },
        dialog_array: [letter(2, true, 'Re: Hello'), letter(1, false, 'Hello')],
        count: 2,
      }),
    });
    open('/letters/inbox/200001');
    const letters = await screen.findAllByTestId('letter');
    expect(letters.map((l) => l.querySelector('[data-testid="letter-author"]')?.textContent)).toEqual(['You', 'Olena']);
    expect(letters[0]).toHaveTextContent('Hello');
    expect(letters[1]).toHaveTextContent('Re: Hello');
    // A letter can be reported where it is read: the report dialog names the companion.
    await userEvent.click(screen.getByTestId('report-button'));
    expect(await screen.findByRole('heading', { name: 'Report Olena' })).toBeInTheDocument();
  });
});

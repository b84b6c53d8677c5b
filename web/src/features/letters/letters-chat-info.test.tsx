import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import LettersPage from './routes/letters-page';

function open() {
  fakeApi({
    'letter/get/dialog': ok({ dialog_array: [], count: 0 }),
    'site/settings/get-price': ok([
      { action: 'text_chat', price: 2 },
      { action: 'write_letter', price: 15 },
    ]),
  });
  return renderRoutes(
    [
      {
        path: '/letters/:threadType',
        element: (
          <>
            <LettersPage />
            <GlobalOverlays />
          </>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { route: '/letters/inbox' },
  ).router;
}

beforeEach(() => useUi.setState({ modals: {}, modalData: {} }));

describe('the letters page info button', () => {
  it('opens the letters-and-chat info for a man, with the letter and chat prices; Buy credits leads to the packs', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    const router = open();
    await userEvent.click(await screen.findByRole('button', { name: 'How letters and chat work' }));
    const modal = await screen.findByRole('dialog', { name: 'How letters and chat work' });
    await waitFor(() => expect(within(modal).getByTestId('info-letters')).toHaveTextContent('15 credits'));
    expect(within(modal).getByTestId('info-chat')).toHaveTextContent('2 credits / min');
    // No live cam price in this list: no line about it.
    expect(within(modal).getByTestId('info-chat')).not.toHaveTextContent('live cam');
    await userEvent.click(within(modal).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/credits'));
  });

  it('a woman reads the short version: free for her', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100002 });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'How letters and chat work' }));
    const modal = await screen.findByRole('dialog', { name: 'Letters and chat are free for you' });
    expect(modal).not.toHaveTextContent('credits');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

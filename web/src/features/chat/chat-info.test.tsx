import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import ChatPage from './routes/chat-page';
import { useChat } from './store/chat-store';

afterEach(() => {
  useChat.getState().reset();
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('the chat screen info button', () => {
  it('opens the letters-and-chat info with the chat price per minute and the live cam price', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({
      'site/settings/get-price': ok([
        { action: 'text_chat', price: 1 },
        { action: 'video_chat', price: 3 },
        { action: 'write_letter', price: 10 },
      ]),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/chat/:id?',
          element: (
            <>
              <ChatPage />
              <GlobalOverlays />
            </>
          ),
        },
        { path: '*', element: <div /> },
      ],
      { route: '/chat' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'How letters and chat work' }));
    const modal = await screen.findByRole('dialog', { name: 'How letters and chat work' });
    const chat = within(modal).getByTestId('info-chat');
    await waitFor(() => expect(chat).toHaveTextContent('1 credit / min'));
    expect(chat).toHaveTextContent('the timer in the chat shows the minutes and credits');
    expect(chat).toHaveTextContent('a minute costs 3 credits instead');
    expect(within(modal).getByTestId('info-letters')).toHaveTextContent('10 credits');
    await userEvent.click(within(modal).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/chat');
  });
});

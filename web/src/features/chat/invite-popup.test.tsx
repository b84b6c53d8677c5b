import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { InvitePopup } from './components/chat-presence';
import { useChat } from './store/chat-store';

const invite = {
  id: 'm1',
  senderId: '100050',
  roomId: 'room-1',
  message: 'Hello Olga, may I ask about Italy?',
  createdAt: new Date().toISOString(),
  viewed: false,
};

const open = (path: string) => renderWithApp(<InvitePopup />, { route: path }).router;

afterEach(() => useChat.getState().reset());

describe('the invite popup', () => {
  it('shows an invite that arrived away from the chat; Reply opens the chat with the sender', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100001 });
    fakeApi({});
    useChat.setState({ liveInvite: invite });
    const router = open('/search');
    const popup = await screen.findByTestId('chat-invite-popup');
    expect(popup).toHaveTextContent('Hello Olga, may I ask about Italy?');
    await userEvent.click(screen.getByTestId('chat-invite-reply'));
    expect(router.state.location.pathname).toBe('/chat/100050');
    expect(useChat.getState().liveInvite).toBeNull();
  });

  it('is not kept to pop up later once the chat screen has shown the invite; closing it drops it', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100001 });
    fakeApi({});
    useChat.setState({ liveInvite: invite });
    const router = open('/chat');
    expect(screen.queryByTestId('chat-invite-popup')).toBeNull();
    expect(useChat.getState().liveInvite).toBeNull();
    await act(() => router.navigate('/search'));
    expect(screen.queryByTestId('chat-invite-popup')).toBeNull();

    act(() => useChat.setState({ liveInvite: invite }));
    await screen.findByTestId('chat-invite-popup');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useChat.getState().liveInvite).toBeNull();
  });
});

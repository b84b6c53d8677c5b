import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { COOKIES } from '@dating/rules';
import { setCookie } from '@/shared/lib/cookies';
import { fail, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { Conversation } from './components/conversation';
import type { ChatMessage, HistoryPage } from './lib/chat-types';
import { useChat } from './store/chat-store';

/** The site API and the chat API (history, live cam settings) answered here; the chat token is in its cookie. */
function serve(history: HistoryPage, profile: Record<string, unknown>) {
  setCookie(COOKIES.chatAccessToken, 'chat-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url);
      const answer = path.startsWith('/chat-api/v1/dialog/history?')
        ? ok(history)
        : path === '/chat-api/v1/live-cam'
          ? ok({ iceServers: [] })
          : path === '/api/profile/load'
            ? ok(profile)
            : fail(10404, 'Requested object not found');
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const ANNA = '200001';
const DAVID = '100003';
const page = (messages: ChatMessage[]): HistoryPage => ({
  messages,
  roomId: messages.length ? 'room-1' : null,
  pagination: { currentPage: 0, totalPages: messages.length ? 1 : 0, totalResults: messages.length, limit: 10, skip: 0, hasMore: false },
});
const message = (from: string, to: string, text: string, seq: number): ChatMessage => ({
  _id: `msg-${seq}`,
  roomId: 'room-1',
  seq,
  clientMessageId: `c-${seq}`,
  sender: { userId: from },
  receiver: { userId: to },
  message: text,
  type: 'invite',
  updateRoom: seq === 1,
  createdAt: '2026-11-30T02:20:00.000Z',
});

/** Anna (a woman) opens her chat with David; `online` puts him on the online list. */
function openHersWithDavid({ online, messages = [] }: { online: boolean; messages?: ChatMessage[] }) {
  serve(page(messages), { user_id: 100003, user_type: 'man', name: 'David', avatar_url: null });
  useChat.setState({ me: ANNA, users: online ? [{ userId: DAVID, fullName: 'David', avatarSmall: null, roomId: null }] : [] });
  useChat.getState().selectCompanion(DAVID);
  return renderWithApp(<Conversation companionId={DAVID} man={false} />, { route: `/chat/${DAVID}` });
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
});
afterEach(() => useChat.getState().reset());

describe('a woman writing to a man', () => {
  it('offline: told he will see her message when he comes online, not at once', async () => {
    openHersWithDavid({ online: false });
    const empty = await screen.findByTestId('chat-empty');
    // his name comes with his profile (he is not on the online list)
    await waitFor(() => expect(empty).toHaveTextContent('David is offline: write the first message, and he will see it when he comes online.'));
    expect(empty).not.toHaveTextContent('at once');
    // She can still write (he reads it later).
    expect(screen.getByRole('textbox')).toBeEnabled();
  });

  it('offline, after her messages: a note says when he will read them', async () => {
    openHersWithDavid({ online: false, messages: [message(ANNA, DAVID, 'Hello David', 1)] });
    expect(await screen.findByText('Hello David')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-offline-note')).toHaveTextContent('David is offline. He will see your messages when he comes online.'));
  });

  it('online: he sees it at once, and there is no offline note', async () => {
    openHersWithDavid({ online: true });
    expect(await screen.findByTestId('chat-empty')).toHaveTextContent('Write the first message; he will see it at once.');
    expect(screen.queryByTestId('chat-offline-note')).toBeNull();
  });

  it('in Russian', async () => {
    await setLanguage('ru');
    try {
      openHersWithDavid({ online: false });
      const empty = await screen.findByTestId('chat-empty');
      await waitFor(() => expect(empty).toHaveTextContent('David не в сети: напишите первое сообщение — он увидит его, когда появится в сети.'));
      expect(empty).not.toHaveTextContent('сразу');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('whose message is whose', () => {
  it('her messages on her side and his on his, also before the store knows who she is (a reload)', async () => {
    openHersWithDavid({ online: true, messages: [message(ANNA, DAVID, 'Hello David', 1), message(DAVID, ANNA, 'Hi Anna', 2)] });
    useChat.setState({ me: null });
    const bubble = async (text: string) => (await screen.findByText(text)).closest('[data-testid=chat-message]');
    expect(await bubble('Hello David')).toHaveAttribute('data-mine', 'true');
    expect(await bubble('Hi Anna')).toHaveAttribute('data-mine', 'false');
  });
});

describe('a man opening the chat of an offline lady', () => {
  it('is told first that she is offline and the chat starts only when she is online, not invited to start it', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100003 });
    serve(page([]), { user_id: 200001, user_type: 'woman', name: 'Anna', avatar_url: null });
    useChat.setState({ me: DAVID, users: [] });
    useChat.getState().selectCompanion(ANNA);
    renderWithApp(<Conversation companionId={ANNA} man />, { route: `/chat/${ANNA}` });
    const empty = await screen.findByTestId('chat-empty');
    expect(empty).toHaveTextContent('Anna is offline right now');
    expect(empty).toHaveTextContent('A chat can start only when she is online.');
    expect(empty).not.toHaveTextContent('Start your conversation');
    // Said once: the note under the history is for a conversation with messages.
    expect(screen.queryByTestId('chat-offline-note')).toBeNull();
    expect(screen.getByTestId('chat-input')).toBeDisabled();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import type { Letter } from './api/letters';
import { aLetter, LADY_ID, MAN_ID } from './testing';
import { UnreadLettersBadge } from './components/unread-letters-badge';
import LettersPage from './routes/letters-page';

/** jsdom has no layout: the test says which letter cards are on screen, as the browser's observer would. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Reports the cards as this much on screen to every observer watching them (1: wholly). */
function show(cards: Element[], ratio = 1) {
  act(() => {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = cards
        .filter((card) => observer.observed.has(card))
        .map((target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as unknown as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

const ME = MAN_ID;
const HER = LADY_ID;

const letter = aLetter;

/**
 * His thread with Olena, kept by the fake server: mark-as-read stamps the open time on the letters named,
 * and the thread and the header counter answer with it.
 */
function openThread(letters: Letter[]) {
  useSession.setState({ token: fakeToken(), userType: 'man', userId: ME });
  const api = fakeApi({
    'letter/get/dialog': ok({ dialog_array: [], count: 0 }),
    'letter/get/one-dialog': () =>
      ok({ companion: { user_id: HER, name: 'Olena', avatar: null }, dialog_array: [...letters].reverse(), count: letters.length }),
    'letter/counter': () => ok({ unread: letters.filter((l) => l.is_incoming && !l.checked).length, dialogs: 1 }),
    'letter/mark-as-read': (body) => {
      const ids = JSON.parse(String(body.message_id)) as number[];
      for (const l of letters) if (ids.includes(l.id)) Object.assign(l, { checked: true, time_open: '2026-11-21T09:00:00Z' });
      return ok({ message_id: ids, time_open: '2026-11-21T09:00:00Z' });
    },
  });
  renderRoutes(
    [
      {
        path: '/letters/:threadType/:companionId',
        element: (
          <>
            <UnreadLettersBadge />
            <LettersPage />
          </>
        ),
      },
    ],
    { route: `/letters/inbox/${HER}` },
  );
  return api;
}

const card = (id: number) => screen.getAllByTestId('letter').find((c) => c.dataset.letterId === String(id))!;
const markCalls = (api: ReturnType<typeof fakeApi>) => api.callsTo('letter/mark-as-read').map((b) => JSON.parse(String(b.message_id)) as number[]);

describe('a letter the thread shows in full', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is marked read once its card is on screen, with the header counter, and only once', async () => {
    const api = openThread([letter(1), letter(2, { is_incoming: false }), letter(3)]);
    await screen.findAllByTestId('letter');
    await waitFor(() => expect(screen.getByTestId('unread-letters')).toHaveAttribute('data-count', '2'));
    // Rendered is not seen: nothing is marked until a card is on screen.
    expect(api.callsTo('letter/mark-as-read')).toEqual([]);
    // Her letter 1 and his letter 2 wholly in view, her letter 3 only partly.
    show([card(1), card(2)]);
    show([card(3)], 0.5);
    await waitFor(() => expect(markCalls(api)).toEqual([[1]]));
    // The counter and the thread take the new state.
    await waitFor(() => expect(screen.getByTestId('unread-letters')).toHaveAttribute('data-count', '1'));
    await waitFor(() => expect(within(card(1)).queryByText('New')).toBeNull());
    expect(within(card(3)).getByText('New')).toBeInTheDocument();

    // Seen again (scrolled back, another render): not asked again. Letter 3 wholly in view now.
    show([card(1)]);
    show([card(3)]);
    await waitFor(() => expect(markCalls(api)).toEqual([[1], [3]]));
    await waitFor(() => expect(screen.getByTestId('unread-letters')).toHaveAttribute('data-count', '0'));
    show([card(1), card(3)]);
    await new Promise((r) => setTimeout(r, 50));
    expect(markCalls(api)).toEqual([[1], [3]]);
  });

  it('marks the unread letters on screen together in one call, not again while it is under way', async () => {
    const api = openThread([letter(1), letter(2), letter(3, { checked: true, time_open: '2026-11-20T11:00:00Z' })]);
    await screen.findAllByTestId('letter');
    show([card(1), card(2), card(3)]);
    show([card(1), card(2)]);
    await waitFor(() => expect(markCalls(api)).toEqual([[1, 2]]));
    await waitFor(() => expect(screen.getByTestId('unread-letters')).toHaveAttribute('data-count', '0'));
    expect(markCalls(api)).toEqual([[1, 2]]);
  });

  it('is not marked when it is his own, cut short, not paid, or carries photos (the thread shows those only when opened)', async () => {
    const photo = { photo_id: 9, small: '/s9.jpg', large: '/l9.jpg' };
    const api = openThread([
      letter(1, { is_incoming: false }),
      letter(2, { message: 'A long letter '.repeat(80) }),
      letter(3, { is_paid: false, subject: '', message: '' }),
      letter(4, { photos: [photo] }),
    ]);
    await screen.findAllByTestId('letter');
    // The card of letter 2 cuts its text at three lines.
    const text = card(2).querySelector('[data-letter-text]')!;
    Object.defineProperty(text, 'scrollHeight', { configurable: true, value: 240 });
    Object.defineProperty(text, 'clientHeight', { configurable: true, value: 60 });
    show([1, 2, 3, 4].map(card));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('letter/mark-as-read')).toEqual([]);

    // Opened, the long letter is read in full: marked then, as before.
    await userEvent.click(card(2));
    expect(await screen.findByTestId('mail-modal')).toBeInTheDocument();
    expect(markCalls(api)).toEqual([[2]]);
  });
});

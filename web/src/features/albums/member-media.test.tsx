import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { useSession } from '@/shared/store/session-store';
import { ConfirmDialog } from '@/app/overlays/confirm-dialog';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { MemberMedia } from './components/member-media';

beforeEach(() => {
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
  useUi.setState({ modals: {}, modalData: {}, toasts: [], confirmState: null });
});

/** Maria's gallery with the app's confirmation dialog beside it (the global overlays host it in the app). */
function renderGallery() {
  return renderWithApp(
    <>
      <MemberMedia userId={7} name="Maria" />
      <ConfirmDialog />
    </>,
    { queryClient: createQueryClient() },
  );
}

/** Clicks a buy button and says yes to the price in the confirmation dialog. */
async function buyAndConfirm(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByTestId('confirm-dialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
}

const photo = (id: number, album: 'public' | 'private', locked: boolean) => ({
  id,
  photo_id: id,
  user_id: 7,
  album_type: album,
  state: 'accepted',
  on_moderation: false,
  reject_reason: null,
  preview: locked ? null : `/media/photos/${id}/small`,
  large: locked ? null : `/media/photos/${id}/large`,
  original: locked ? null : `/media/photos/${id}/original`,
  width: 800,
  height: 1000,
  locked,
  can_buy: locked,
  was_bought: false,
  created_at: 1,
});

const video = (id: number, locked: boolean, duration: number | null) => ({
  id,
  video_id: id,
  user_id: 7,
  title: locked ? null : 'Sunset walk',
  album_type: locked ? 'private' : 'public',
  state: 'accepted',
  on_moderation: false,
  reject_reason: null,
  video_path: locked ? null : `/media/videos/${id}`,
  poster_path: null,
  content_type: 'video/webm',
  bytes: 100,
  duration,
  locked,
  can_buy: locked,
  was_bought: false,
  created_at: 1,
});

describe("a lady's gallery on her profile", () => {
  it('shows public photos, a private one locked with its price; 10025 opens the low-credits modal; a purchase unlocks it in place', async () => {
    let credits = 0;
    const api = fakeApi({
      'member-photo/get-photos': ok([photo(1, 'public', false), photo(2, 'private', true)]),
      'member-video/load-videos': ok([]),
      'site/settings/get-price': ok([
        { action: 'private_photo_buy', price: 5 },
        { action: 'private_video_buy', price: 10 },
      ]),
      'member-photo/buy-photo': () => (credits < 5 ? fail(10025, 'Not enough credits') : ok({ ...photo(2, 'private', false), was_bought: true, charged: 5 })),
    });
    renderGallery();
    await screen.findByRole('button', { name: 'Buy for 5 credits' });
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(1);

    await buyAndConfirm('Buy for 5 credits');
    await waitFor(() => expect(useUi.getState().modals.lowCredits).toBe(true));
    expect(screen.getByTestId('photo-locked')).toBeInTheDocument();

    credits = 100;
    await buyAndConfirm('Buy for 5 credits');
    // The buy button left with the lock: the keyboard goes on from the unlocked photo, not the page.
    await waitFor(() => expect(screen.getByTestId('open-photo-2')).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Buy for/ })).toBeNull();
    expect(api.callsTo('member-photo/buy-photo')).toEqual([expect.objectContaining({ photo_id: 2 }), expect.objectContaining({ photo_id: 2 })]);
    expect(api.callsTo('member-photo/get-photos')).toHaveLength(1);
  });

  it('the viewing modal moves with the arrow keys and closes with Escape', async () => {
    fakeApi({
      'member-photo/get-photos': ok([photo(1, 'public', false), photo(3, 'public', false)]),
      'member-video/load-videos': ok([]),
      'site/settings/get-price': ok([]),
    });
    renderWithApp(<MemberMedia userId={7} name="Maria" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo 1 of 2' }));
    const viewer = await screen.findByTestId('photo-viewer');
    expect(within(viewer).getByTestId('viewer-counter')).toHaveTextContent('1 / 2');
    expect(within(viewer).getByTestId('viewer-image')).toHaveAttribute('src', '/media/photos/1/large');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('viewer-counter')).toHaveTextContent('2 / 2');
    expect(within(viewer).getByTestId('viewer-image')).toHaveAttribute('src', '/media/photos/3/large');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByTestId('viewer-counter')).toHaveTextContent('1 / 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('photo-viewer')).toBeNull());
  });

  it("her videos show their length, a locked private one too (it helps him decide); the player opens from the tile's button", async () => {
    fakeApi({
      'member-photo/get-photos': ok([]),
      'member-video/load-videos': ok([video(4, false, 2.5), video(5, true, 42), video(6, false, null)]),
      'site/settings/get-price': ok([{ action: 'private_video_buy', price: 10 }]),
    });
    renderWithApp(<MemberMedia userId={7} name="Maria" />);
    await waitFor(() => expect(screen.getAllByTestId('video-tile')).toHaveLength(3));
    const [open, locked, unknown] = screen.getAllByTestId('video-tile');
    expect(within(open!).getByRole('img', { name: 'Duration 0:03' })).toHaveTextContent(/^0:03$/);
    expect(within(locked!).getByRole('img', { name: 'Duration 0:42' })).toBeInTheDocument();
    expect(within(locked!).getByRole('button', { name: 'Buy for 10 credits' })).toBeInTheDocument();
    expect(within(unknown!).queryByTestId('video-duration')).toBeNull();
    await userEvent.click(within(open!).getByRole('button', { name: /^Watch video:\s*Sunset walk\s*Duration 0:03$/ }));
    expect(await screen.findByTestId('video-player')).toBeInTheDocument();
  });

  it('buys a locked video in place, as photos are bought: video/video-buy with its id, the toast, then its tile plays, focused', async () => {
    const api = fakeApi({
      'member-photo/get-photos': ok([]),
      'member-video/load-videos': ok([video(5, true, 42)]),
      'site/settings/get-price': ok([{ action: 'private_video_buy', price: 10 }]),
      'video/video-buy': ok({ ...video(5, false, 42), was_bought: true, charged: 10 }),
    });
    renderGallery();
    await buyAndConfirm('Buy for 10 credits');
    await waitFor(() => expect(screen.getByTestId('play-video-5')).toHaveFocus());
    expect(api.callsTo('video/video-buy')).toEqual([expect.objectContaining({ video_id: 5 })]);
    expect(useUi.getState().toasts.map((t) => t.message)).toContain('Video unlocked. Enjoy!');
  });

  it("a purchase that fails shows the server's description, or (no answer) spec section 8's generic request error", async () => {
    let dropped = false;
    fakeApi({
      'member-photo/get-photos': ok([photo(2, 'private', true)]),
      'member-video/load-videos': ok([]),
      'site/settings/get-price': ok([{ action: 'private_photo_buy', price: 5 }]),
      'member-photo/buy-photo': () => {
        if (dropped) throw new TypeError('Failed to fetch');
        dropped = true;
        return fail(10005, 'Photo not found');
      },
    });
    renderGallery();
    const toasts = () => useUi.getState().toasts.map((t) => t.message);
    await buyAndConfirm('Buy for 5 credits');
    await waitFor(() => expect(toasts()).toEqual(['Photo not found']));
    await buyAndConfirm('Buy for 5 credits');
    await waitFor(() => expect(toasts()).toEqual(['Photo not found', 'Something went wrong during request execution. Try again']));
  });
});

describe('buying asks first (credits are spent only on a yes)', () => {
  const prices = ok([
    { action: 'private_photo_buy', price: 5 },
    { action: 'private_video_buy', price: 1 },
  ]);

  it('a private photo: the dialog names the price; Cancel and Escape spend nothing, the focus goes back to the button', async () => {
    const api = fakeApi({
      'member-photo/get-photos': ok([photo(2, 'private', true)]),
      'member-video/load-videos': ok([]),
      'site/settings/get-price': prices,
      'member-photo/buy-photo': ok({ ...photo(2, 'private', false), was_bought: true, charged: 5 }),
    });
    renderGallery();
    const buy = await screen.findByRole('button', { name: 'Buy for 5 credits' });
    await userEvent.click(buy);
    const dialog = await screen.findByRole('dialog', { name: 'Buy this private photo?' });
    expect(dialog).toHaveTextContent('It costs 5 credits from your balance. Once bought, it is yours to open for as long as she keeps it on her profile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    await waitFor(() => expect(buy).toHaveFocus());

    // From the keyboard: Enter opens it, Escape declines.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('confirm-dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());

    expect(api.callsTo('member-photo/buy-photo')).toEqual([]);
    expect(screen.getByTestId('photo-locked')).toBeInTheDocument();
    expect(useUi.getState().toasts).toEqual([]);
  });

  it('a private video: its own title and the price in the singular; a yes buys it', async () => {
    const api = fakeApi({
      'member-photo/get-photos': ok([]),
      'member-video/load-videos': ok([video(5, true, 42)]),
      'site/settings/get-price': prices,
      'video/video-buy': ok({ ...video(5, false, 42), was_bought: true, charged: 1 }),
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for 1 credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this private video?' });
    expect(dialog).toHaveTextContent('It costs 1 credit from your balance.');
    expect(api.callsTo('video/video-buy')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for 1 credit' }));
    await waitFor(() => expect(screen.getByTestId('play-video-5')).toHaveFocus());
    expect(api.callsTo('video/video-buy')).toEqual([expect.objectContaining({ video_id: 5 })]);
  });

  it('a lady opens a private photo at once: it costs her nothing, so nothing is asked', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 });
    const api = fakeApi({
      'member-photo/get-photos': ok([photo(2, 'private', true)]),
      'member-video/load-videos': ok([]),
      'site/settings/get-price': prices,
      'member-photo/buy-photo': ok({ ...photo(2, 'private', false), was_bought: true, charged: 0 }),
    });
    renderGallery();
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await screen.findByTestId('open-photo-2');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(api.callsTo('member-photo/buy-photo')).toEqual([expect.objectContaining({ photo_id: 2 })]);
  });
});

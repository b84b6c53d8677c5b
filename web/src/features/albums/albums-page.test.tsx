import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/app/overlays/confirm-dialog';
import { useSession } from '@/shared/store/session-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import AlbumsPage from './routes/albums-page';
import EditAlbums from './routes/edit-albums';

// jsdom decodes no video: the browser's still and length come from here.
vi.mock('./lib/capture-poster', () => ({ capturePoster: vi.fn(async () => ({ poster: null, duration: 83.4567 })) }));

beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 }));
afterEach(() => vi.unstubAllGlobals());

const photo = (id: number, album: 'public' | 'private', state: 'pending' | 'accepted' | 'rejected', reason: string | null = null) => ({
  id,
  photo_id: id,
  user_id: 100020,
  album_type: album,
  state,
  on_moderation: state === 'pending',
  reject_reason: reason,
  preview: `/media/photos/${id}/small`,
  large: `/media/photos/${id}/large`,
  original: `/media/photos/${id}/original`,
  width: 800,
  height: 1000,
  locked: false,
  can_buy: false,
  was_bought: false,
  created_at: 1,
});

const counts = (all: number, pending: number) =>
  ok(
    ['public', 'private', 'purchased', 'all', 'trash'].map((album_type) => ({
      album_type,
      count: album_type === 'all' ? all : 1,
      on_moderation: album_type === 'all' ? pending : 0,
    })),
  );

describe('my media (/albums)', () => {
  it('shows each photo with its moderation state (a rejection with its reason); a private photo cannot be the avatar; delete asks first', async () => {
    const api = fakeApi({
      'member-photo/albums': counts(3, 1),
      'member-video/albums': counts(0, 0),
      'member-photo/album-photo': (body) =>
        ok(
          body.album_type === 'all'
            ? [photo(3, 'private', 'accepted'), photo(2, 'public', 'rejected', 'Blurry face'), photo(1, 'public', 'pending')]
            : [photo(1, 'public', 'pending')],
        ),
      'profile/load': ok({ avatar_url: null }),
      'member-photo/remove': ok(true),
    });
    renderWithApp(
      <>
        <AlbumsPage />
        <ConfirmDialog />
      </>,
      { route: '/albums?album=all' },
    );
    await waitFor(() => expect(screen.getAllByTestId('own-photo')).toHaveLength(3));
    expect(api.callsTo('member-photo/album-photo')[0]).toMatchObject({ album_type: 'all' });
    expect(screen.getByTestId('tab-all')).toHaveTextContent('All3');
    expect(screen.getByTestId('on-moderation')).toHaveTextContent('1 on moderation');
    const [privateOne, rejected, pending] = screen.getAllByTestId('own-photo');
    expect(within(privateOne!).getByTestId('state-accepted')).toHaveTextContent('Approved');
    expect(within(rejected!).getByTestId('reject-reason')).toHaveTextContent('Reason: Blurry face');
    expect(within(pending!).getByTestId('state-pending')).toHaveTextContent('On moderation');

    await userEvent.click(within(privateOne!).getByTestId('photo-actions'));
    const avatar = await screen.findByTestId('action-avatar');
    expect(avatar).toHaveAttribute('aria-disabled', 'true');
    expect(avatar).toHaveTextContent('A private photo cannot be the avatar');
    await userEvent.click(screen.getByTestId('action-remove'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Move this photo to the trash?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('member-photo/remove')).toEqual([expect.objectContaining({ photo_id: 3 })]));
  });

  it('the upload modal refuses more than five photos with the spec message', async () => {
    fakeApi({ 'member-photo/albums': counts(0, 0), 'member-video/albums': counts(0, 0), 'member-photo/album-photo': ok([]), 'profile/load': ok({}) });
    renderWithApp(<AlbumsPage />, { route: '/albums' });
    await userEvent.click(await screen.findByTestId('open-upload'));
    const modal = await screen.findByTestId('upload-photos-modal');
    const files = Array.from({ length: 6 }, (_v, i) => new File(['x'], `p${i}.gif`, { type: 'image/gif' }));
    await userEvent.upload(within(modal).getByTestId('upload-input'), files, { applyAccept: false });
    expect(await within(modal).findByText('You can upload at most 5 photos at a time')).toBeInTheDocument();
    await waitFor(() => expect(within(modal).getAllByTestId('upload-file-refused')).toHaveLength(5));
    expect(within(modal).getAllByTestId('upload-file-status')[0]).toHaveTextContent('Incorrect file extension. Allowed: png, jpg, jpeg');
    expect(within(modal).getByTestId('upload-submit')).toBeDisabled();
  });

  it('her own video shows its length; moves to private, and from the trash is restored or deleted for good, each on its own route', async () => {
    const video = (id: number, album: 'public' | 'private', duration: number | null = 75.4) => ({
      id,
      video_id: id,
      user_id: 100020,
      title: 'Evening',
      album_type: album,
      state: 'accepted',
      on_moderation: false,
      reject_reason: null,
      video_path: `/media/videos/${id}`,
      poster_path: `/media/videos/${id}/poster`,
      content_type: 'video/webm',
      bytes: 100,
      duration,
      locked: false,
      can_buy: false,
      was_bought: false,
      created_at: 1,
    });
    const api = fakeApi({
      'member-photo/albums': counts(0, 0),
      'member-video/albums': counts(1, 0),
      'member-video/album-video': (body) => ok(body.album_type === 'trash' ? [video(8, 'public', null)] : [video(7, 'public'), video(9, 'private', 3725)]),
      'member-video/upload-updates': ok(true),
      'member-video/remove': ok(true),
      'profile/load': ok({}),
    });
    const { unmount } = renderWithApp(
      <>
        <AlbumsPage />
        <ConfirmDialog />
      </>,
      { route: '/albums?album=all&kind=videos' },
    );
    const [tile, long] = await screen.findAllByTestId('own-video');
    expect(within(tile!).getByTestId('video-poster')).toHaveAttribute('src', '/media/videos/7/poster');
    // The length in the corner (m:ss, h:mm:ss from an hour), named for a screen reader and in the tile's label.
    expect(within(tile!).getByTestId('video-duration')).toHaveTextContent(/^1:15$/);
    expect(within(tile!).getByRole('img', { name: 'Duration 1:15' })).toBe(within(tile!).getByTestId('video-duration'));
    expect(within(tile!).getByRole('button', { name: /^Watch video:\s*Evening\s*Duration 1:15$/ })).toBeInTheDocument();
    expect(within(long!).getByTestId('video-duration')).toHaveTextContent(/^1:02:05$/);
    await userEvent.click(within(tile!).getByTestId('video-actions'));
    await userEvent.click(await screen.findByTestId('action-move'));
    await waitFor(() => expect(api.callsTo('member-video/upload-updates')).toEqual([expect.objectContaining({ video_id: 7, album_type: 'private' })]));
    unmount();

    renderWithApp(
      <>
        <AlbumsPage />
        <ConfirmDialog />
      </>,
      { route: '/albums?album=trash&kind=videos' },
    );
    const trashed = await screen.findByTestId('own-video');
    // Unknown length: no badge.
    expect(within(trashed).queryByTestId('video-duration')).toBeNull();
    await userEvent.click(within(trashed).getByTestId('video-actions'));
    expect(await screen.findByTestId('action-restore')).toHaveTextContent('Restore');
    await userEvent.click(screen.getByTestId('action-remove'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this video for good?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('member-video/remove')).toEqual([expect.objectContaining({ video_id: 8 })]));
  });

  it('a video upload sends the length her browser measured as `duration`, and the chosen file shows it', async () => {
    fakeApi({ 'member-photo/albums': counts(0, 0), 'member-video/albums': counts(0, 0), 'member-video/album-video': ok([]), 'profile/load': ok({}) });
    const sent: FormData[] = [];
    // The upload goes by XMLHttpRequest (fetch reports no progress): this one answers the new video.
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify(ok({ id: 1 }));
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send(form: FormData) {
        sent.push(form);
        setTimeout(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithApp(<AlbumsPage />, { route: '/albums?kind=videos' });
    await userEvent.click(await screen.findByTestId('open-video-upload'));
    const modal = await screen.findByTestId('upload-video-modal');
    await userEvent.upload(within(modal).getByTestId('upload-input'), new File(['x'], 'sea.webm', { type: 'video/webm' }));
    expect(await within(modal).findByTestId('video-duration')).toHaveTextContent(/^1:23$/);
    await userEvent.click(within(modal).getByTestId('upload-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('duration')).toBe('83.457');
    expect(sent[0]!.get('blob')).toBeInstanceOf(File);
  });

  it("a failed upload without the server's word says spec section 8's media upload error", async () => {
    fakeApi({ 'member-photo/albums': counts(0, 0), 'member-video/albums': counts(0, 0), 'member-video/album-video': ok([]), 'profile/load': ok({}) });
    // The connection drops mid-upload: XMLHttpRequest reports an error, not an answer.
    class FailingXhr {
      upload = { onprogress: null };
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        setTimeout(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FailingXhr);
    renderWithApp(<AlbumsPage />, { route: '/albums?kind=videos' });
    await userEvent.click(await screen.findByTestId('open-video-upload'));
    const modal = await screen.findByTestId('upload-video-modal');
    await userEvent.upload(within(modal).getByTestId('upload-input'), new File(['x'], 'sea.webm', { type: 'video/webm' }));
    await within(modal).findByTestId('video-duration');
    await userEvent.click(within(modal).getByTestId('upload-submit'));
    expect(await within(modal).findByText('Error during media upload. Try again')).toBeInTheDocument();
  });

  it('?album=purchased opens the purchased photos (the menu links there): no actions or moderation on what he bought', async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    const api = fakeApi({
      'member-photo/albums': counts(1, 0),
      'member-photo/album-photo': ok([{ ...photo(9, 'private', 'accepted'), user_id: 100020 }]),
      'profile/load': ok({ avatar_url: null }),
    });
    renderWithApp(<AlbumsPage />, { route: '/albums?album=purchased' });
    expect(await screen.findByTestId('purchased-owner')).toHaveAttribute('href', '/profile/100020');
    expect(screen.getByTestId('tab-purchased')).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('member-photo/album-photo')[0]).toMatchObject({ album_type: 'purchased' });
    expect(screen.queryByTestId('photo-actions')).toBeNull();
    expect(screen.queryByTestId('state-accepted')).toBeNull();
  });

  it('a lady, who never pays for media, has no purchased album: ?album=purchased shows her public one', async () => {
    const api = fakeApi({
      'member-photo/albums': counts(1, 0),
      'member-photo/album-photo': ok([photo(3, 'public', 'accepted')]),
      'member-video/albums': ok([]),
      'profile/load': ok({ avatar_url: null }),
    });
    renderWithApp(<AlbumsPage />, { route: '/albums?album=purchased' });
    expect(await screen.findByTestId('tab-public')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('tab-purchased')).toBeNull();
    expect(screen.getByTestId('tab-trash')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('member-photo/album-photo')[0]).toMatchObject({ album_type: 'public' }));
  });

  it("the /edit tab (editAlbums) is the same manager inside the editor's card: no page heading of its own", async () => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({
      'member-photo/albums': counts(1, 0),
      'member-photo/album-photo': ok([photo(1, 'public', 'accepted')]),
      'profile/load': ok({ avatar_url: null }),
    });
    renderWithApp(<EditAlbums />, { route: '/edit/editAlbums?album=public' });
    expect(await screen.findByTestId('own-photo')).toBeInTheDocument();
    expect(screen.getByTestId('albums-manager')).toBeInTheDocument();
    expect(screen.getByTestId('open-upload')).toHaveTextContent('Upload photos');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.click(screen.getByTestId('tab-trash'));
    expect(screen.getByTestId('tab-trash')).toHaveAttribute('aria-selected', 'true');
  });
  it.each([
    ['/albums', 'the page'],
    ['/edit/editAlbums', 'the /edit tab'],
  ] as const)('an empty album on %s (%s) offers one Upload photos button, the one above the albums', async (route, _where) => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    fakeApi({ 'member-photo/albums': counts(0, 0), 'member-photo/album-photo': ok([]), 'profile/load': ok({ avatar_url: null }) });
    renderWithApp(route === '/albums' ? <AlbumsPage /> : <EditAlbums />, { route: `${route}?album=public` });
    expect(await screen.findByText('No public photos yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload photos' })).toHaveLength(1);
    expect(screen.getByTestId('open-upload')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { renderEditedPhoto } from './lib/render-edited-photo';
import AlbumsPage from './routes/albums-page';

// jsdom has no canvas: the drawing is the browser's, the rest of the editor is tested here.
vi.mock('./lib/render-edited-photo', () => ({ renderEditedPhoto: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })) }));

beforeEach(() => {
  useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 });
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
  vi.mocked(renderEditedPhoto).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const photo = {
  id: 5,
  photo_id: 5,
  user_id: 100020,
  album_type: 'private',
  state: 'accepted',
  on_moderation: false,
  reject_reason: null,
  preview: '/media/photos/5/small?sig=a',
  large: '/media/photos/5/large?sig=a',
  original: '/media/photos/5/original?sig=a',
  master: '/media/photos/5/master?sig=a',
  width: 800,
  height: 1000,
  locked: false,
  can_buy: false,
  was_bought: false,
  created_at: 1,
};

function albumsApi() {
  return fakeApi({
    'member-photo/albums': ok([{ album_type: 'all', count: 1, on_moderation: 0 }]),
    'member-video/albums': ok([]),
    'member-photo/album-photo': ok([photo]),
    'profile/load': ok({ avatar_url: null }),
  });
}

/** The upload goes by XMLHttpRequest (fetch reports no progress): this one keeps the form and answers `answer`. */
function stubXhr(answer: unknown, sent: FormData[]) {
  class FakeXhr {
    status = 200;
    responseText = JSON.stringify(answer);
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        setTimeout(() => this.onload?.());
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

async function openEditor() {
  await userEvent.click(await screen.findByTestId('photo-actions'));
  const edit = await screen.findByTestId('action-edit');
  expect(edit).toHaveTextContent('Edit');
  await userEvent.click(edit);
  return screen.findByTestId('photo-editor-modal');
}

describe('the photo editing modal', () => {
  it('opens from her photo, rotates, and saves the result as form data to member-photo/upload-updates; the albums refresh', async () => {
    const api = albumsApi();
    const sent: FormData[] = [];
    stubXhr(ok({ ...photo, state: 'pending', on_moderation: true }), sent);
    renderWithApp(<AlbumsPage />, { route: '/albums?album=all' });
    const modal = await openEditor();
    expect(within(modal).getByRole('heading', { name: 'Edit photo' })).toBeInTheDocument();
    // Her unmarked master through the URL the album gave her (the server marks the edit once).
    expect(modal.querySelector('img')).toHaveAttribute('src', '/media/photos/5/master?sig=a');
    expect(modal).toHaveTextContent('After saving, the photo goes back to moderation');

    await userEvent.click(within(modal).getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Rotate left' }));
    const albumReads = api.callsTo('member-photo/album-photo').length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // Turned once to the right; no crop measured in jsdom, so the whole picture.
    expect(renderEditedPhoto).toHaveBeenCalledWith('/media/photos/5/master?sig=a', 90, null);
    const form = sent[0]!;
    expect(form.get('photo_id')).toBe('5');
    expect(form.get('album_type')).toBe('private');
    expect(form.get('is_blob')).toBe('1');
    expect(form.get('blob')).toBeInstanceOf(Blob);
    expect((form.get('blob') as File).type).toBe('image/jpeg');

    await waitFor(() => expect(screen.queryByTestId('photo-editor-modal')).toBeNull());
    expect(useUi.getState().toasts.map((t) => t.message)).toContain('Saved. Your photo went to moderation.');
    await waitFor(() => expect(api.callsTo('member-photo/album-photo').length).toBeGreaterThan(albumReads));
  });

  it("shows the server's refusal in the modal, and Escape closes it without sending anything more", async () => {
    albumsApi();
    const sent: FormData[] = [];
    stubXhr({ status: false, result: null, code: 10030, desc: 'Incorrect file extension. Allowed: png, jpg, jpeg', error: '' }, sent);
    renderWithApp(<AlbumsPage />, { route: '/albums?album=all' });
    const modal = await openEditor();
    await userEvent.click(within(modal).getByTestId('photo-editor-save'));
    expect(await within(modal).findByTestId('photo-editor-error')).toHaveTextContent('Incorrect file extension. Allowed: png, jpg, jpeg');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('photo-editor-modal')).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it("a photo that cannot be drawn says the spec's media upload error and sends nothing", async () => {
    albumsApi();
    const sent: FormData[] = [];
    stubXhr(ok(photo), sent);
    vi.mocked(renderEditedPhoto).mockRejectedValueOnce(new Error('decode failed'));
    renderWithApp(<AlbumsPage />, { route: '/albums?album=all' });
    const modal = await openEditor();
    await userEvent.click(within(modal).getByTestId('photo-editor-save'));
    expect(await within(modal).findByTestId('photo-editor-error')).toHaveTextContent('Error during media upload. Try again');
    expect(sent).toHaveLength(0);
  });
});

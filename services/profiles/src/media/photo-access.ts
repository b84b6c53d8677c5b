import { MediaUrls, type PhotoSize } from './media-urls.js';

export type AlbumType = 'public' | 'private';
export type PhotoState = 'pending' | 'accepted' | 'rejected';

export interface PhotoRow {
  id: string;
  member_id: string;
  album_type: AlbumType;
  state: PhotoState;
  agency_id: string | null;
  agency_decision: 'accepted' | 'rejected' | null;
  reject_reason: string | null;
  storage_key: string;
  width: number;
  height: number;
  created_at: Date;
  trashed_at: Date | null;
}

/**
 * Who looks: a member, a staff member (moderation), or nobody signed in. A staff member with
 * `agencyId` (an agency moderator known from her token) sees only her agency's ladies' media, as
 * her moderation queue shows them; one without it (a site moderator, an admin, or a signed URL the
 * back office handed out for a record she may see) sees every member's.
 */
export type MediaViewer = { kind: 'member'; id: string } | { kind: 'staff'; id: string; agencyId?: string } | null;

/** The viewer as a signed URL names it. */
export const viewerTag = (viewer: Exclude<MediaViewer, null>) => `${viewer.kind === 'member' ? 'm' : 's'}:${viewer.id}`;

/**
 * Who may see a photo's pictures (spec section 6): its owner and staff always (an agency moderator
 * only her agency's: the photo's `agency_id`, as her queue); anyone else only an accepted photo not
 * in the trash, and a private one only after buying it (`purchased`).
 */
export function maySee(
  photo: Pick<PhotoRow, 'member_id' | 'state' | 'trashed_at' | 'album_type' | 'agency_id'>,
  viewer: MediaViewer,
  purchased: boolean,
): boolean {
  if (viewer?.kind === 'staff') return viewer.agencyId === undefined || (photo.agency_id !== null && photo.agency_id === viewer.agencyId);
  if (viewer?.kind === 'member' && viewer.id === String(photo.member_id)) return true;
  if (photo.state !== 'accepted' || photo.trashed_at) return false;
  return photo.album_type === 'public' || (viewer !== null && purchased);
}

/** Open to anyone, so its URL needs no signature (avatars, public albums, the visitor's profile). */
export const isOpen = (photo: Pick<PhotoRow, 'state' | 'trashed_at' | 'album_type'>) =>
  photo.state === 'accepted' && !photo.trashed_at && photo.album_type === 'public';

/** The photo as the Site API shows it to a viewer: URLs only where the viewer may see it. */
export function photoView(photo: PhotoRow, viewer: MediaViewer, purchased: boolean, urls: MediaUrls) {
  const visible = maySee(photo, viewer, purchased);
  const own = viewer?.kind === 'member' && viewer.id === String(photo.member_id);
  const url = (size: PhotoSize) =>
    !visible ? null : isOpen(photo) || !viewer ? MediaUrls.path(photo.id, size) : urls.signed(photo.id, size, viewerTag(viewer));
  return {
    id: Number(photo.id),
    photo_id: Number(photo.id),
    user_id: Number(photo.member_id),
    album_type: photo.album_type,
    state: photo.state,
    on_moderation: photo.state === 'pending',
    reject_reason: own ? photo.reject_reason : null,
    preview: url('small'),
    photo_preview: { small: url('small'), large: url('large') },
    large: url('large'),
    original: url('original'),
    // The unmarked master, for her own photo editor only (photos stored before masters existed answer their original).
    ...(own ? { master: urls.signed(photo.id, 'master', viewerTag(viewer)) } : {}),
    width: photo.width,
    height: photo.height,
    locked: !visible,
    can_buy: !visible && !own && photo.album_type === 'private',
    visibility: photo.album_type,
    was_bought: purchased,
    created_at: Math.floor(new Date(photo.created_at).getTime() / 1000),
  };
}
export type PhotoView = ReturnType<typeof photoView>;

import type { VideoRow } from '../infrastructure/videos.js';
import { MediaUrls } from './media-urls.js';
import { isOpen, maySee, type MediaViewer, viewerTag } from './photo-access.js';

/** A video as the Site API shows it: its stream URL only where the viewer may watch it (photos' rules). */
export function videoView(video: VideoRow, viewer: MediaViewer, purchased: boolean, urls: MediaUrls) {
  const visible = maySee(video, viewer, purchased);
  const own = viewer?.kind === 'member' && viewer.id === String(video.member_id);
  const url = !visible ? null : isOpen(video) || !viewer ? MediaUrls.videoPath(video.id) : urls.signedVideo(video.id, viewerTag(viewer));
  return {
    id: Number(video.id),
    video_id: Number(video.id),
    user_id: Number(video.member_id),
    title: video.title,
    album_type: video.album_type,
    state: video.state,
    on_moderation: video.state === 'pending',
    reject_reason: own ? video.reject_reason : null,
    video_path: url,
    // The still shown before it plays; none for a locked video (the member site draws its lock) or without one.
    poster_path:
      !visible || !video.has_poster ? null : isOpen(video) || !viewer ? MediaUrls.posterPath(video.id) : urls.signedPoster(video.id, viewerTag(viewer)),
    content_type: video.content_type,
    bytes: Number(video.bytes),
    // Seconds (milliseconds kept), also on a locked video: its length helps decide to buy it; null when unknown.
    duration: video.duration_ms === null || video.duration_ms === undefined ? null : video.duration_ms / 1000,
    locked: !visible,
    can_buy: !visible && !own && video.album_type === 'private',
    visibility: video.album_type,
    was_bought: purchased,
    created_at: Math.floor(new Date(video.created_at).getTime() / 1000),
  };
}
export type VideoView = ReturnType<typeof videoView>;

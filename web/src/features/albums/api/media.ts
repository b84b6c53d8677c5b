import { TRANSPORT_ERRORS } from '@dating/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { siteApi, SiteError, type Envelope } from '@/shared/api';
import { config } from '@/shared/config';
import { useSession } from '@/shared/store/session-store';

export type AlbumType = 'public' | 'private';
export type AlbumName = 'public' | 'private' | 'purchased' | 'all' | 'trash';
export type MediaState = 'pending' | 'accepted' | 'rejected';

/** A photo as the Site API shows it to the viewer (URLs only where the viewer may see it). */
export interface Photo {
  id: number;
  photo_id: number;
  user_id: number;
  album_type: AlbumType;
  state: MediaState;
  on_moderation: boolean;
  reject_reason: string | null;
  preview: string | null;
  large: string | null;
  original: string | null;
  /** Her own photo only: the picture before the site's watermark, which the editor starts from. */
  master?: string;
  width: number;
  height: number;
  locked: boolean;
  can_buy: boolean;
  was_bought: boolean;
  created_at: number;
}

export interface Video {
  id: number;
  video_id: number;
  user_id: number;
  title: string | null;
  album_type: AlbumType;
  state: MediaState;
  on_moderation: boolean;
  reject_reason: string | null;
  video_path: string | null;
  /** The still shown before it plays (the uploader's browser took it); null when locked or without one. */
  poster_path: string | null;
  content_type: string;
  bytes: number;
  /** Seconds (from the file's header, else the uploader's browser); null when unknown. Shown on locked videos too. */
  duration: number | null;
  locked: boolean;
  can_buy: boolean;
  was_bought: boolean;
  created_at: number;
}

/** A video of `video/search`: with its owner's name, age and avatar. */
export interface FoundVideo extends Video {
  name: string;
  age: number | null;
  avatar: string | null;
}

export interface AlbumCount {
  album_type: AlbumName;
  count: number;
  on_moderation: number;
}

export const mediaKeys = {
  all: ['media'] as const,
  photoAlbums: ['media', 'photo-albums'] as const,
  photos: (owner: number | 'own', album: AlbumName) => ['media', 'photos', owner, album] as const,
  videoAlbums: ['media', 'video-albums'] as const,
  videos: (owner: number | 'own', album: AlbumName) => ['media', 'videos', owner, album] as const,
  videoSearch: (body: Record<string, unknown>) => ['media', 'video-search', body] as const,
};

/** The album page: enough for a member's albums at once (the server caps a page at 100). */
const ALBUM_LIMIT = 100;

export function usePhotoAlbums() {
  return useQuery({ queryKey: mediaKeys.photoAlbums, queryFn: () => siteApi.post<AlbumCount[]>('member-photo/albums') });
}

export function useAlbumPhotos(album: AlbumName) {
  return useQuery({
    queryKey: mediaKeys.photos('own', album),
    queryFn: () => siteApi.post<Photo[]>('member-photo/album-photo', { album_type: album, limit: ALBUM_LIMIT }),
    placeholderData: keepPreviousData,
  });
}

/** Another member's accepted photos; private ones are locked until bought. */
export function useMemberPhotos(userId: number) {
  return useQuery({
    queryKey: mediaKeys.photos(userId, 'all'),
    queryFn: () => siteApi.post<Photo[]>('member-photo/get-photos', { target_user_id: userId, limit: ALBUM_LIMIT }),
    enabled: userId > 0,
    retry: false,
  });
}

export function useVideoAlbums(enabled = true) {
  return useQuery({ queryKey: mediaKeys.videoAlbums, queryFn: () => siteApi.post<AlbumCount[]>('member-video/albums'), enabled });
}

export function useAlbumVideos(album: AlbumName, enabled = true) {
  return useQuery({
    queryKey: mediaKeys.videos('own', album),
    queryFn: () => siteApi.post<Video[]>('member-video/album-video', { album_type: album, limit: ALBUM_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemberVideos(userId: number) {
  return useQuery({
    queryKey: mediaKeys.videos(userId, 'all'),
    queryFn: () => siteApi.post<Video[]>('member-video/load-videos', { target_user_id: userId, limit: ALBUM_LIMIT }),
    enabled: userId > 0,
    retry: false,
  });
}

export interface VideoSearchAnswer {
  list: FoundVideo[];
  count: number;
}

export function useVideoSearch(body: Record<string, unknown>, enabled = true) {
  return useQuery({
    queryKey: mediaKeys.videoSearch(body),
    queryFn: () => siteApi.post<VideoSearchAnswer>('video/search', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Everything that shows the own media or the balance after a change. */
function refreshOwnMedia(client: QueryClient) {
  void client.invalidateQueries({ queryKey: mediaKeys.all });
  void client.invalidateQueries({ queryKey: ['profiles', 'own'] });
}

/** Puts a bought item into every cached list that holds it, so it unlocks without a reload. */
function replaceEverywhere<T extends { id: number }>(client: QueryClient, kind: 'photos' | 'videos' | 'video-search', item: T) {
  client.setQueriesData<unknown>({ queryKey: ['media', kind] }, (data: unknown) => {
    const swap = (list: T[]) => list.map((x) => (x.id === item.id ? { ...x, ...item } : x));
    if (Array.isArray(data)) return swap(data as T[]);
    if (data && typeof data === 'object' && Array.isArray((data as VideoSearchAnswer).list))
      return { ...(data as VideoSearchAnswer), list: swap((data as VideoSearchAnswer).list as unknown as T[]) };
    return data;
  });
}

/**
 * `member-photo/buy-photo`: a second purchase charges nothing; 10025 opens the low-credits modal (the
 * query client's rule). Inside a chat (`inChatWith`, the photo's owner) the same purchase goes
 * through `site/app-chat/open-photo-for-sale`, so she hears of it in her chat (photoBought).
 */
export function useBuyPhoto(inChatWith?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) => {
      if (inChatWith === undefined) return siteApi.post<Photo & { charged: number }>('member-photo/buy-photo', { photo_id: photoId });
      await siteApi.post<{ photo_id: number; charged: number }>('site/app-chat/open-photo-for-sale', { photo_id: photoId, target_user_id: inChatWith });
      return null;
    },
    onSuccess: (photo) => {
      // The chat's sale answers no photo: her gallery is read again, unlocked.
      if (photo) replaceEverywhere(client, 'photos', photo);
      else if (inChatWith !== undefined) void client.invalidateQueries({ queryKey: mediaKeys.photos(inChatWith, 'all') });
      void client.invalidateQueries({ queryKey: ['credits'] });
      void client.invalidateQueries({ queryKey: mediaKeys.photos('own', 'purchased') });
    },
  });
}

export function useBuyVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => siteApi.post<Video & { charged: number }>('video/video-buy', { video_id: videoId }),
    onSuccess: (video) => {
      replaceEverywhere(client, 'videos', video);
      replaceEverywhere(client, 'video-search', video);
      void client.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}

export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => siteApi.post('member-photo/remove', { photo_id: photoId }),
    onSuccess: () => refreshOwnMedia(client),
  });
}

export function useMovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, album }: { photoId: number; album: AlbumType }) =>
      siteApi.post('member-photo/upload-updates', { photo_id: photoId, album_type: album }),
    onSuccess: () => refreshOwnMedia(client),
  });
}

/** `member-video/remove`: to the trash, then (from the trash) for good. */
export function useRemoveVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => siteApi.post('member-video/remove', { video_id: videoId }),
    onSuccess: () => refreshOwnMedia(client),
  });
}

/** `member-video/upload-updates`: to the other album, or out of the trash. */
export function useMoveVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, album }: { videoId: number; album: AlbumType }) =>
      siteApi.post('member-video/upload-updates', { video_id: videoId, album_type: album }),
    onSuccess: () => refreshOwnMedia(client),
  });
}

export function useEstablishAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => siteApi.post('member-photo/establish-avatar', { photo_id: photoId }),
    onSuccess: () => {
      refreshOwnMedia(client);
      void client.invalidateQueries({ queryKey: ['profile', 'me'] });
    },
  });
}

export function useRefreshOwnMedia() {
  const client = useQueryClient();
  return () => refreshOwnMedia(client);
}

/**
 * A multipart upload with progress (fetch reports none): the token in the form as the client's
 * other calls send it and in the Authorization header; the answer is read as the spec's envelope.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  const token = useSession.getState().token;
  if (token && !form.has('access_token')) form.append('access_token', token);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiBase}/${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    // The guard runs before the multipart body is read, so the token also travels as a header.
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new SiteError('network', null, TRANSPORT_ERRORS.network));
    xhr.onabort = () => reject(new SiteError('cancelled', null, TRANSPORT_ERRORS.cancelled));
    xhr.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (xhr.status === 401) useSession.getState().clear();
      if (!envelope || typeof envelope !== 'object') return reject(new SiteError('badResponse', null, TRANSPORT_ERRORS.badResponse, null, xhr.status));
      if (!envelope.status) {
        const details = envelope.error && typeof envelope.error === 'object' ? envelope.error : null;
        return reject(new SiteError('site', envelope.code || 10400, envelope.desc, details, xhr.status));
      }
      resolve(envelope.result);
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

import { VIDEO } from '@dating/rules';

/** The poster's longest side: the server scales a poster to 1280 anyway. */
const MAX_SIDE = 1280;

/** Where the still is taken: 10% into the video, at most 1 s (a short clip's first second is often its best). */
export function posterTime(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(1, duration * 0.1) : 0;
}

/** A length the upload may send as `duration`: finite, above 0, at most the server's `VIDEO.maxDurationSeconds`; else null. */
export function usableDuration(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds <= VIDEO.maxDurationSeconds ? seconds : null;
}

/** What the browser learnt of a chosen video: its still (JPEG) and its length in seconds, each null when it could not tell. */
export interface VideoCapture {
  poster: Blob | null;
  duration: number | null;
}

/**
 * A still of a chosen video, taken in the browser, and its length: the file goes into a hidden
 * <video> through an object URL, its `duration` is read, it seeks to `posterTime`, and that frame is
 * drawn on a canvas and encoded as JPEG. The server never decodes a video, so this is how a video
 * gets its poster (and its length when the file's header has none: a browser's own recording).
 * Anything the browser cannot decode or that takes longer than `timeoutMs` answers a null poster:
 * the upload then goes without one (with the length if it was known by then).
 */
export async function capturePoster(file: Blob, timeoutMs = 8000): Promise<VideoCapture> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let duration: number | null = null;
  const once = (event: string) =>
    new Promise<void>((resolve, reject) => {
      video.addEventListener(event, () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('not decodable')), { once: true });
    });
  try {
    const capture = async () => {
      const loaded = once('loadeddata');
      video.src = url;
      await loaded;
      duration = usableDuration(video.duration) ?? (video.duration === Number.POSITIVE_INFINITY ? await lengthByTheEnd(video) : null);
      const at = posterTime(duration ?? 0);
      if (at > 0 || video.currentTime > 0) {
        const seeked = once('seeked');
        video.currentTime = at;
        await seeked;
      }
      const { videoWidth: w, videoHeight: h } = video;
      if (!w || !h) return null;
      const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(w * scale);
      canvas.height = Math.round(h * scale);
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    };
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const poster = await Promise.race([capture(), timeout]);
    return { poster, duration };
  } catch {
    return { poster: null, duration };
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/**
 * A recording made by a browser (MediaRecorder's WebM) has no length in its header, so the
 * element says Infinity until it has seen the end: seeking far past it makes the browser find the
 * end and report the real length (`durationchange`). Null when it still does not know.
 */
function lengthByTheEnd(video: HTMLVideoElement): Promise<number | null> {
  return new Promise((resolve) => {
    const done = (event: Event) => {
      const length = usableDuration(video.duration);
      // A first durationchange may still say Infinity; the seek's end settles it either way.
      if (length === null && event.type === 'durationchange') return;
      video.removeEventListener('durationchange', done);
      video.removeEventListener('seeked', done);
      resolve(length);
    };
    video.addEventListener('durationchange', done);
    video.addEventListener('seeked', done);
    video.currentTime = Number.MAX_SAFE_INTEGER;
  });
}

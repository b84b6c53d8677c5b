/** The poster's longest side: the server scales a poster to 1280 anyway. */
const MAX_SIDE = 1280;

/** Where the still is taken: 10% into the video, at most 1 s (a short clip's first second is often its best). */
export function posterTime(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(1, duration * 0.1) : 0;
}

/**
 * A still of a chosen video, taken in the browser: the file goes into a hidden <video> through an
 * object URL, seeks to `posterTime`, and that frame is drawn on a canvas and encoded as JPEG. The
 * server never decodes a video, so this is how a video gets its poster. Anything the browser cannot
 * decode or that takes longer than `timeoutMs` answers null: the upload then goes without one.
 */
export async function capturePoster(file: Blob, timeoutMs = 8000): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let timer: ReturnType<typeof setTimeout> | undefined;
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
      const at = posterTime(video.duration);
      if (at > 0) {
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
    return await Promise.race([capture(), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

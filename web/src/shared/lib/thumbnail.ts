/** Our photos' small preview path (`/media/photos/<id>/small`), which profiles' avatars point to. */
const SMALL_PREVIEW = /^(\/media\/photos\/\d+\/)small$/;

/**
 * The 160 px thumb of an avatar, for the 36 to 64 px avatars of lists (chat, letters, visitors):
 * a tenth of the small preview's bytes. Any other URL (a signed one, another host) is kept as is.
 */
export function thumbnail<T extends string | null | undefined>(url: T): T {
  return (typeof url === 'string' ? url.replace(SMALL_PREVIEW, '$1thumb') : url) as T;
}

/** The large preview of an avatar (`/media/photos/<id>/large`), for viewing it big; any other URL is kept as is. */
export function largePhoto<T extends string | null | undefined>(url: T): T {
  return (typeof url === 'string' ? url.replace(SMALL_PREVIEW, '$1large') : url) as T;
}

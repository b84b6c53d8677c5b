import { idTextOf, missingField, SiteError } from '@dating/platform';

/** The `photo_id` (or another id field) of a body: a positive whole number (10002 otherwise, 10001 when missing). */
export function photoIdOf(body: Record<string, unknown> | undefined, field = 'photo_id'): string {
  const value = body?.[field];
  if (value === undefined || value === null || value === '') throw missingField(field);
  const message = `${field} must be a ${field === 'photo_id' ? 'photo' : field === 'video_id' ? 'video' : 'member'} id`;
  const id = idTextOf(value);
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new SiteError(10002, message, { [field]: [message] });
  return id;
}

import { SiteError } from '@dating/platform';

/** The `photo_id` of a body: a positive whole number (10002 otherwise, 10001 when missing). */
export function photoIdOf(body: Record<string, unknown> | undefined, field = 'photo_id'): string {
  const value = body?.[field];
  if (value === undefined || value === null || value === '') throw new SiteError(10001, `${field} is required`, { [field]: [`${field} is required`] });
  if (!/^[1-9]\d{0,17}$/.test(String(value))) throw new SiteError(10002, `${field} must be a photo id`, { [field]: [`${field} must be a photo id`] });
  return String(value);
}

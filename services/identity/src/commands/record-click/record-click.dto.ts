import { Text } from '@dating/platform';

/** Limits of the click record; generous for real values, tight enough to keep junk out. */
export const CLICK_LIMITS = { ip: 45, pid: 64, sid: 128, userAgent: 512 } as const;

/** Body of `v2/webmaster/new-click`: an affiliate click (ip as the browser learned it, may be empty). */
export class RecordClickDto {
  @Text('ip', { max: CLICK_LIMITS.ip })
  ip?: string;

  @Text('pid', { required: true, max: CLICK_LIMITS.pid })
  pid: string;

  @Text('sid', { max: CLICK_LIMITS.sid })
  sid?: string;

  @Text('userAgent', { max: CLICK_LIMITS.userAgent })
  userAgent?: string;
}

import { siteErrorOf, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { IdentityError, type IdentityErrorCode } from './domain/identity-errors.js';
import { IDENTITY_SITE_CODES } from './identity-site-codes.js';

const LOGIN_FAILED = 'Your login information was entered incorrectly! Please check some fields!';

describe("identity's site codes", () => {
  it.each<[IdentityErrorCode, string | undefined, unknown, { code: number; desc: string; httpStatus: number }]>([
    ['IDENTITY.INVALID_EMAIL', undefined, undefined, { code: 10002, desc: 'The Email field must be a valid email address', httpStatus: 400 }],
    ['IDENTITY.EMAIL_TAKEN', undefined, undefined, { code: 10027, desc: 'This e-mail address is already registered', httpStatus: 409 }],
    ['IDENTITY.STAFF_EMAIL_TAKEN', undefined, undefined, { code: 10027, desc: 'This e-mail address is already used by a staff account', httpStatus: 409 }],
    [
      'IDENTITY.STAFF_AGENCY_MISMATCH',
      undefined,
      undefined,
      { code: 10002, desc: 'An agency moderator needs an agency; other roles have none', httpStatus: 400 },
    ],
    ['IDENTITY.LOGIN_FAILED', undefined, undefined, { code: 10003, desc: LOGIN_FAILED, httpStatus: 401 }],
    ['IDENTITY.ACCOUNT_BLOCKED', undefined, undefined, { code: 10003, desc: 'Your account has been blocked. Please contact support', httpStatus: 403 }],
    [
      'IDENTITY.THROTTLED',
      'Too many sign-in attempts. Try again in 15 minutes',
      { retry_after_seconds: 900 },
      { code: 10003, desc: 'Too many sign-in attempts. Try again in 15 minutes', httpStatus: 429 },
    ],
    [
      'IDENTITY.TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 1 minute',
      { retry_after_seconds: 42 },
      { code: 10034, desc: 'Too many attempts. Try again in 1 minute', httpStatus: 429 },
    ],
    ['IDENTITY.CAPTCHA_REQUIRED', undefined, undefined, { code: 10002, desc: 'Please confirm that you are not a robot', httpStatus: 400 }],
    ['IDENTITY.CAPTCHA_FAILED', undefined, undefined, { code: 10002, desc: 'Error verifying reCAPTCHA', httpStatus: 400 }],
    ['IDENTITY.CAPTCHA_EXPIRED', undefined, undefined, { code: 10002, desc: 'The reCAPTCHA has expired. Please try again.', httpStatus: 400 }],
    [
      'IDENTITY.RESET_LINK_UNKNOWN',
      undefined,
      undefined,
      { code: 10002, desc: 'This password reset link is not valid. Please request a new one', httpStatus: 400 },
    ],
    [
      'IDENTITY.RESET_LINK_USED',
      undefined,
      undefined,
      { code: 10002, desc: 'This password reset link has already been used. Please request a new one', httpStatus: 400 },
    ],
    [
      'IDENTITY.RESET_LINK_EXPIRED',
      undefined,
      undefined,
      { code: 10002, desc: 'This password reset link has expired. Please request a new one', httpStatus: 400 },
    ],
    [
      'IDENTITY.INVALID_SETTINGS',
      'Unknown setting: volume',
      { volume: ['Unknown setting: volume'] },
      { code: 10002, desc: 'Unknown setting: volume', httpStatus: 400 },
    ],
    [
      'IDENTITY.UNSUBSCRIBE_LINK_INVALID',
      undefined,
      undefined,
      { code: 10002, desc: 'This unsubscribe link is not valid. Turn e-mails off in your settings, or use the form below.', httpStatus: 400 },
    ],
    ['IDENTITY.TOKEN_NOT_ISSUED', undefined, undefined, { code: 10004, desc: 'Failed to generate access token', httpStatus: 500 }],
    ['IDENTITY.MEMBER_NOT_FOUND', undefined, undefined, { code: 10005, desc: 'User not found', httpStatus: 404 }],
    [
      'IDENTITY.TOO_MANY_ATTACHMENTS',
      'You can attach at most 5 files',
      { attachments: ['You can attach at most 5 files'] },
      { code: 10002, desc: 'You can attach at most 5 files', httpStatus: 400 },
    ],
    ['IDENTITY.ATTACHMENT_TOO_LARGE', 'Each file must be at most 2 MB', undefined, { code: 10077, desc: 'Each file must be at most 2 MB', httpStatus: 400 }],
    [
      'IDENTITY.ATTACHMENT_NOT_AN_IMAGE',
      'Only gif, png or jpg files can be attached',
      undefined,
      { code: 10030, desc: 'Only gif, png or jpg files can be attached', httpStatus: 400 },
    ],
    [
      'IDENTITY.TICKET_INVALID',
      undefined,
      undefined,
      { code: 10003, desc: 'This sign-in has expired or was already used. Please sign in again', httpStatus: 401 },
    ],
    ['IDENTITY.CODE_WRONG', undefined, undefined, { code: 10003, desc: 'The code is not right. Check the time on your phone and try again', httpStatus: 401 }],
    [
      'IDENTITY.CODE_REUSED',
      undefined,
      undefined,
      { code: 10003, desc: 'This code was already used. Wait for the next code of your authenticator app', httpStatus: 401 },
    ],
    ['IDENTITY.RECOVERY_CODE_WRONG', undefined, undefined, { code: 10003, desc: 'This recovery code is not right or was already used', httpStatus: 401 }],
    [
      'IDENTITY.SECOND_FACTOR_UNREADABLE',
      undefined,
      undefined,
      { code: 10003, desc: 'The second factor of this account cannot be read. Ask an admin to reset it', httpStatus: 403 },
    ],
    ['IDENTITY.NOT_FOUND', undefined, undefined, { code: 10404, desc: 'Requested object not found', httpStatus: 404 }],
    ['IDENTITY.INVALID_INPUT', 'ban_reason is required to ban', undefined, { code: 10002, desc: 'ban_reason is required to ban', httpStatus: 400 }],
    [
      'IDENTITY.STAFF_SELF_LOCKOUT',
      undefined,
      undefined,
      { code: 10002, desc: 'You cannot disable or demote your own account, nor remove its second factor', httpStatus: 400 },
    ],
    [
      'IDENTITY.AGENCY_UNKNOWN',
      undefined,
      { agency_id: ['x'] },
      { code: 10002, desc: expect.stringContaining('No agency moderator works for this agency'), httpStatus: 400 },
    ],
    [
      'IDENTITY.AGENCY_LAST_MODERATOR',
      undefined,
      undefined,
      { code: 10002, desc: expect.stringContaining("She is her agency's last moderator"), httpStatus: 400 },
    ],
  ])('%s answers as the spec says', (code, message, details, expected) => {
    const error = new IdentityError(code, message, details);
    expect(siteErrorOf(error)).toMatchObject({ ...expected, details });
    // The exception filter answers through the same map.
    expect(toSiteError(error)).toMatchObject({ ...expected, details });
  });

  it('maps every code', () => {
    expect(Object.keys(IDENTITY_SITE_CODES)).toHaveLength(33);
  });
});

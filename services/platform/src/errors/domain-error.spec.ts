import { describe, expect, it } from 'vitest';
import { toSiteError } from '../api/site-exception.filter.js';
import { defineSiteCodes, DomainError, siteErrorOf } from './domain-error.js';

defineSiteCodes({
  'TEST.EMAIL_TAKEN': 10027,
  'TEST.THROTTLED': { code: 10003, desc: 'Too many attempts', httpStatus: 429 },
});

describe('DomainError', () => {
  it('answers as the site code its service mapped it to, with the catalogue text or its own', () => {
    expect(siteErrorOf(new DomainError('TEST.EMAIL_TAKEN'))).toMatchObject({ code: 10027, desc: 'Duplicate object error', httpStatus: 409 });
    expect(siteErrorOf(new DomainError('TEST.EMAIL_TAKEN', 'This e-mail is taken'))).toMatchObject({ code: 10027, desc: 'This e-mail is taken' });
    expect(siteErrorOf(new DomainError('TEST.THROTTLED', undefined, { retry_after_seconds: 60 }))).toMatchObject({
      code: 10003,
      desc: 'Too many attempts',
      httpStatus: 429,
      details: { retry_after_seconds: 60 },
    });
  });

  it('is turned into the envelope by the one exception filter; an unmapped code is a 500', () => {
    expect(toSiteError(new DomainError('TEST.EMAIL_TAKEN'))).toMatchObject({ code: 10027 });
    expect(toSiteError(new DomainError('TEST.NEVER_MAPPED'))).toMatchObject({ code: 10400, httpStatus: 500 });
  });

  it('refuses a code mapped twice to different site codes', () => {
    expect(() => defineSiteCodes({ 'TEST.EMAIL_TAKEN': 10034 })).toThrow(/mapped twice/);
    expect(() => defineSiteCodes({ 'TEST.EMAIL_TAKEN': 10027 })).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { checkReport, REPORT_LIMITS, REPORT_MESSAGES } from './member-reports.js';

describe('checkReport', () => {
  it('takes a known reason and trimmed details (none is an empty string)', () => {
    expect(checkReport({ reason: 'scam', details: '  She asked for money.  ' })).toEqual({ ok: true, reason: 'scam', details: 'She asked for money.' });
    expect(checkReport({ reason: 'fake_profile' })).toEqual({ ok: true, reason: 'fake_profile', details: '' });
    expect(checkReport({ reason: 'other', details: 'x'.repeat(REPORT_LIMITS.detailsMax) }).ok).toBe(true);
  });

  it('answers every broken field at once', () => {
    expect(checkReport({})).toEqual({ ok: false, details: { reason: [REPORT_MESSAGES.reasonRequired] } });
    expect(checkReport({ reason: 'other', details: ' \n ' })).toEqual({ ok: false, details: { details: [REPORT_MESSAGES.detailsRequired] } });
    expect(checkReport({ reason: 'toString', details: 'x'.repeat(REPORT_LIMITS.detailsMax + 1) })).toEqual({
      ok: false,
      details: { reason: [REPORT_MESSAGES.reasonInvalid], details: [REPORT_MESSAGES.detailsTooLong] },
    });
    expect(checkReport({ reason: 'scam', details: 42 })).toEqual({ ok: false, details: { details: [REPORT_MESSAGES.detailsNotText] } });
  });
});

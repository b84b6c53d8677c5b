import { describe, expect, it } from 'vitest';
import { decideDispatch, DISPATCH_REJECT_REASON_MAX } from './dispatches.js';

describe('a moderator decides a proposed dispatch', () => {
  const waiting = { state: 'awaiting_approval', agency_id: 'ag1' } as const;
  const ag1 = { role: 'agency_moderator', agencyId: 'ag1' } as const;

  it('lets her agency, a site moderator or an admin approve; another agency does not see it', () => {
    expect(decideDispatch(waiting, ag1, 'approve', undefined)).toEqual({ ok: true, next: 'sending', reason: null });
    expect(decideDispatch(waiting, { role: 'site_moderator', agencyId: null }, 'approve', null)).toMatchObject({ ok: true });
    expect(decideDispatch(waiting, { role: 'admin', agencyId: null }, 'approve', null)).toMatchObject({ ok: true });
    expect(decideDispatch(waiting, { role: 'agency_moderator', agencyId: 'ag2' }, 'approve', null)).toEqual({ ok: false, code: 'MAIL.DISPATCH_NOT_FOUND' });
    expect(decideDispatch(waiting, { role: 'agency_moderator', agencyId: null }, 'approve', null)).toMatchObject({
      ok: false,
      code: 'MAIL.DISPATCH_NOT_FOUND',
    });
    expect(decideDispatch({ ...waiting, agency_id: null }, ag1, 'approve', null)).toMatchObject({ ok: false, code: 'MAIL.DISPATCH_NOT_FOUND' });
    expect(decideDispatch(waiting, { role: 'finance', agencyId: null }, 'approve', null)).toMatchObject({ ok: false, code: 'MAIL.DISPATCH_NOT_FOUND' });
  });

  it('needs a reason to reject, at most the limit, trimmed', () => {
    expect(decideDispatch(waiting, ag1, 'reject', '  ')).toMatchObject({ ok: false, code: 'MAIL.INVALID', field: 'reason' });
    expect(decideDispatch(waiting, ag1, 'reject', 'x'.repeat(DISPATCH_REJECT_REASON_MAX + 1))).toMatchObject({ ok: false, field: 'reason' });
    expect(decideDispatch(waiting, ag1, 'reject', ' Phone number in the text ')).toEqual({ ok: true, next: 'rejected', reason: 'Phone number in the text' });
  });

  it('decides only a dispatch awaiting approval', () => {
    for (const state of ['sending', 'done', 'rejected'] as const)
      expect(decideDispatch({ ...waiting, state }, ag1, 'approve', null)).toEqual({ ok: false, code: 'MAIL.DISPATCH_NOT_AWAITING' });
  });
});

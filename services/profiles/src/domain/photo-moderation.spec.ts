import { describe, expect, it } from 'vitest';
import { decideModeration, moderatorSees, type ModeratedPhoto } from './photo-moderation.js';

const agencyPhoto: ModeratedPhoto = { state: 'pending', agency_id: 'a1', agency_decision: null };
const agencyMod = { role: 'agency_moderator' as const, agencyId: 'a1' };
const siteMod = { role: 'site_moderator' as const, agencyId: null };

describe('photo moderation: agency first, then the site', () => {
  it('an agency moderator sees and decides only her agency photos', () => {
    expect(moderatorSees(agencyPhoto, agencyMod)).toBe(true);
    expect(moderatorSees(agencyPhoto, { role: 'agency_moderator', agencyId: 'a2' })).toBe(false);
    expect(moderatorSees(agencyPhoto, { role: 'agency_moderator', agencyId: null })).toBe(false);
    expect(moderatorSees(agencyPhoto, { role: 'finance', agencyId: null })).toBe(false);
    expect(decideModeration(agencyPhoto, { role: 'agency_moderator', agencyId: 'a2' }, 'accept', '')).toMatchObject({
      ok: false,
      code: 'PROFILES.PHOTO_NOT_FOUND',
    });
  });

  it('given a pending agency photo, the site moderator must wait; the agency accepts; then the site decides finally', () => {
    expect(decideModeration(agencyPhoto, siteMod, 'accept', '')).toMatchObject({ ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN' });
    const first = decideModeration(agencyPhoto, agencyMod, 'accept', '');
    expect(first).toMatchObject({ ok: true, step: 'agency', final: false, next: { state: 'pending', agency_decision: 'accepted' } });
    const next = (first as { next: ModeratedPhoto }).next;
    expect(decideModeration(next, agencyMod, 'reject', 'no')).toMatchObject({ ok: false, code: 'PROFILES.MODERATION_OUT_OF_TURN' });
    expect(decideModeration(next, siteMod, 'accept', '')).toMatchObject({ ok: true, step: 'site', final: true, next: { state: 'accepted' } });
  });

  it('an agency rejection is final and needs a reason', () => {
    expect(decideModeration(agencyPhoto, agencyMod, 'reject', '  ')).toMatchObject({ ok: false, code: 'PROFILES.INVALID', field: 'reason' });
    expect(decideModeration(agencyPhoto, agencyMod, 'reject', 'Blurry')).toMatchObject({
      ok: true,
      final: true,
      reason: 'Blurry',
      next: { state: 'rejected' },
    });
  });

  it('a photo without an agency goes straight to the site step; a decided photo is not decided again', () => {
    const own: ModeratedPhoto = { state: 'pending', agency_id: null, agency_decision: null };
    expect(decideModeration(own, { role: 'admin', agencyId: null }, 'reject', 'Not a portrait')).toMatchObject({
      ok: true,
      step: 'site',
      reason: 'Not a portrait',
    });
    expect(decideModeration({ ...own, state: 'accepted' }, siteMod, 'reject', 'x')).toMatchObject({
      ok: false,
      code: 'PROFILES.MODERATION_OUT_OF_TURN',
      message: 'This photo has been decided already',
    });
  });

  it('names a video a video', () => {
    const own: ModeratedPhoto = { state: 'accepted', agency_id: null, agency_decision: null };
    expect(decideModeration(own, siteMod, 'reject', 'x', 'video')).toMatchObject({ ok: false, message: 'This video has been decided already' });
    expect(decideModeration(agencyPhoto, { role: 'agency_moderator', agencyId: 'a2' }, 'accept', '', 'video')).toMatchObject({
      ok: false,
      code: 'PROFILES.VIDEO_NOT_FOUND',
    });
  });
});

import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import { MediaUrls } from '../../media/media-urls.js';
import { failureOf, fakeDb, profileRow } from '../../testing/fakes.js';
import { GetWomanProfileHandler } from './get-woman-profile.handler.js';
import { GetWomanProfileQuery } from './get-woman-profile.query.js';

const photo = (changes: Record<string, unknown>) => ({
  member_id: '100001',
  album_type: 'public',
  state: 'accepted',
  agency_id: null,
  agency_decision: null,
  reject_reason: null,
  storage_key: 'photos/100001/x',
  width: 600,
  height: 800,
  created_at: new Date(),
  trashed_at: null,
  ...changes,
});

describe('GetWomanProfileHandler', () => {
  it("answers a lady's public view; a man's id is not found (10404)", async () => {
    const urls = new MediaUrls('test');
    const db = fakeDb(
      [profileRow({ status: 'secret status' })],
      [photo({ id: '7' }), photo({ id: '8', state: 'pending' }), photo({ id: '9', album_type: 'private' })],
    );
    const view = await new GetWomanProfileHandler(db, urls).execute(new GetWomanProfileQuery('100001'));
    expect(view).toMatchObject({ user_id: 100001, name: 'Olena' });
    // Only accepted public photos, with open URLs (whatever the reader answered).
    expect(view.photos.map((p) => [p.id, p.large])).toEqual([[7, '/media/photos/7/large']]);
    expect(db.calls[1]!.text).toMatch(/album_type = 'public'.*state = 'accepted'/s);
    expect(JSON.stringify(view)).not.toContain('secret status');
    const man = fakeDb([profileRow({ user_type: 'man' })]);
    expect(toSiteError(await failureOf(new GetWomanProfileHandler(man, urls).execute(new GetWomanProfileQuery('100001'))))).toMatchObject({ code: 10404 });
    expect(toSiteError(await failureOf(new GetWomanProfileHandler(fakeDb(), urls).execute(new GetWomanProfileQuery('abc'))))).toMatchObject({ code: 10404 });
  });
});

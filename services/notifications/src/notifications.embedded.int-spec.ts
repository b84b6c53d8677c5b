import { encodeEvent } from '@dating/platform';
import { useTestApp } from '@dating/platform/testing';
import { MemberBlockedEvent, PhotoAcceptedEvent, ProfileVisitedEvent, WinkSentEvent } from '@dating/profiles/contracts';
import { describe, expect, it } from 'vitest';
import { startNotificationsTestApp } from './testing/index.js';

/**
 * The embedded default (in-memory PGlite, one session): the reactions' upserts in their inbox
 * transactions, marking inside one transaction, and the lists' filters answer as on PostgreSQL.
 */
describe('notifications on the embedded default', () => {
  const t = useTestApp(() => startNotificationsTestApp({ embedded: true }));
  const meta = (key: string, actor: string) => ({ streamId: key, actor: `member:${actor}` });

  it('makes, bumps, marks and filters as on PostgreSQL', async () => {
    const john = await t.member({ id: 1, userType: 'man', name: 'John' });
    const anna = await t.member({ id: 2, userType: 'woman', name: 'Anna' });
    await t.deliver([
      encodeEvent(WinkSentEvent, { senderId: '1', receiverId: '2' }, meta('2', '1')),
      encodeEvent(ProfileVisitedEvent, { visitorId: '1', visitedId: '2' }, meta('2', '1')),
      encodeEvent(ProfileVisitedEvent, { visitorId: '1', visitedId: '2' }, meta('2', '1')),
      encodeEvent(PhotoAcceptedEvent, { photoId: '5', memberId: '2', albumType: 'public' }, { streamId: '2', actor: 'staff:1' }),
    ]);
    const list = await t.site.call<{ type: string; name: string }[]>('notifications/get-all', {}, { token: anna });
    expect(list.body.result!.map((n) => `${n.type}:${n.name}`)).toEqual(['visitor:John', 'wink:John']);
    expect((await t.site.call('notifications/mark-as-seen', { all: true }, { token: anna })).body.result).toEqual({ marked: 2, unread: 0 });
    expect((await t.site.call('user-news/load-all', {}, { token: john })).body).toMatchObject({ count: 1, total_count: 1 });

    await t.deliver([encodeEvent(MemberBlockedEvent, { blockerId: '1', blockedId: '2' }, meta('2', '1'))]);
    expect((await t.site.call('user-news/load-all', {}, { token: john })).body).toMatchObject({ count: 0, total_count: 0 });
    expect((await t.site.call('notifications/get-all', {}, { token: anna })).body).toMatchObject({ count: 0, total_count: 0 });
  });
});

import { encodeEvent, type OutgoingEvent } from '@dating/platform';
import { useTestApp } from '@dating/platform/testing';
import {
  FavoriteAddedEvent,
  MEMBER_DIRECTORY,
  MemberBlockedEvent,
  type MemberDirectory,
  MemberUnblockedEvent,
  PhotoAcceptedEvent,
  VideoAcceptedEvent,
} from '@dating/profiles/contracts';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from './queries/get-news/get-news.query.js';
import { lady, man, startNotificationsTestApp } from './testing/index.js';

/**
 * News from profiles' PhotoAccepted / VideoAccepted, published on the app's bus as profiles' outbox
 * would, applied through notifications' real inboxes on PostgreSQL; the authors' sex from
 * ProfileOpened (profiles opens each test member's profile), names, avatars and photo previews
 * from profiles' real member directory.
 */

const t = useTestApp(() => startNotificationsTestApp());

let clock = Date.parse('2030-04-01T10:00:00Z');
const meta = (owner: string) => ({ streamId: owner, actor: 'staff:site-moderator', occurredAt: new Date((clock += 1000)) });
const photo = (owner: string, photoId: string, albumType = 'public') => encodeEvent(PhotoAcceptedEvent, { photoId, memberId: owner, albumType }, meta(owner));
const video = (owner: string, videoId: string, albumType = 'public') => encodeEvent(VideoAcceptedEvent, { videoId, memberId: owner, albumType }, meta(owner));
const favorite = (member: string, fav: string) =>
  encodeEvent(FavoriteAddedEvent, { memberId: member, favoriteId: fav, mutual: false }, { streamId: fav, actor: `member:${member}` });
const block = (blocker: string, blocked: string) =>
  encodeEvent(MemberBlockedEvent, { blockerId: blocker, blockedId: blocked }, { streamId: blocked, actor: `member:${blocker}` });
const unblock = (blocker: string, blocked: string) =>
  encodeEvent(MemberUnblockedEvent, { blockerId: blocker, blockedId: blocked }, { streamId: blocked, actor: `member:${blocker}` });

/** A photo in profiles' album (as its upload and moderation leave it): its id. */
async function albumPhoto(owner: string, values: { album_type?: string; state?: string; trashed?: boolean } = {}): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes, trashed_at)
     VALUES ($1, $2, $3, $4, 800, 1000, 1000, $5) RETURNING id::text`,
    [owner, values.album_type ?? 'public', values.state ?? 'accepted', `news/${owner}/${Math.random()}`, values.trashed ? new Date() : null],
  );
  return row!.id;
}

async function news(token: string, path = 'user-news/load-all', body: Record<string, unknown> = {}) {
  const res = await t.site.call<NewsItem[]>(path, body, { token });
  expect(res.body.status, JSON.stringify(res.body)).toBe(true);
  return res.body;
}
const authors = async (token: string, path?: string) => (await news(token, path)).result!.map((n) => `${n.type}:${n.user_id}`);
const deliver = (...events: OutgoingEvent[]) => t.deliver(events);

describe('news', () => {
  it("shows a public photo or video to the other sex only, with the author's name, avatar and the photo's small preview", async () => {
    const [john, mike, anna, olga] = await t.members(man('John'), man('Mike'), lady('Anna'), lady('Olga'));
    await t.setProfile(anna!.id, { avatar_url: '/media/photos/9/small.jpg' });
    const annasPhoto = await albumPhoto(anna!.id);
    const johnsPhoto = await albumPhoto(john!.id);
    await deliver(photo(anna!.id, annasPhoto), video(anna!.id, '91'), photo(john!.id, johnsPhoto));

    const [preview] = await t.app.get<MemberDirectory>(MEMBER_DIRECTORY, { strict: false }).attachablePhotos(anna!.id, [annasPhoto]);
    const forJohn = await news(john!.token);
    expect(forJohn).toMatchObject({ count: 2, total_count: 2 });
    expect(forJohn.result).toEqual([
      {
        id: expect.any(Number),
        type: 'video',
        user_id: Number(anna!.id),
        name: 'Anna',
        avatar_url: '/media/photos/9/small.jpg',
        media_id: 91,
        preview_url: null,
        time_create: expect.stringMatching(/^2030-04-01T10:00:\d\d\.000Z$/),
      },
      expect.objectContaining({ type: 'photo', user_id: Number(anna!.id), media_id: Number(annasPhoto), preview_url: preview!.small }),
    ]);
    expect(preview!.small).toBeTruthy();
    expect(await authors(mike!.token)).toEqual([`video:${anna!.id}`, `photo:${anna!.id}`]);
    // The ladies see the men's news.
    expect(await authors(olga!.token)).toEqual([`photo:${john!.id}`]);
    expect((await news(anna!.token)).result![0]).toMatchObject({ name: 'John', avatar_url: null, media_id: Number(johnsPhoto) });
  });

  it('ignores private albums; a photo no longer public, accepted or outside the trash has no preview; one item per media', async () => {
    const [john, vera] = await t.members(man('John'), lady('Vera'));
    const shown = await albumPhoto(vera!.id);
    const trashed = await albumPhoto(vera!.id, { trashed: true });
    const privateOne = await albumPhoto(vera!.id, { album_type: 'private' });
    await deliver(photo(vera!.id, privateOne, 'private'), video(vera!.id, '92', 'private'), photo(vera!.id, shown), photo(vera!.id, trashed));
    // Accepted again (e.g. after a new decision): still one item.
    await deliver(photo(vera!.id, shown));
    const items = (await news(john!.token)).result!.filter((n) => n.user_id === Number(vera!.id));
    expect(items.map((n) => [n.media_id, n.preview_url === null])).toEqual([
      [Number(trashed), true],
      [Number(shown), false],
    ]);
    // Moved to the private album later: the item stays, without a preview.
    await t.db.query(`UPDATE profiles.photos SET album_type = 'private' WHERE id = $1`, [shown]);
    expect((await news(john!.token)).result!.find((n) => n.media_id === Number(shown))!.preview_url).toBeNull();
  });

  it("user-news/favorite keeps the news of the caller's favorites; a block either way leaves an author out until the unblock", async () => {
    const [john, anna, olga] = await t.members(man('John'), lady('Anna'), lady('Olga'));
    await deliver(photo(anna!.id, String(await albumPhoto(anna!.id))), video(olga!.id, '93'));
    expect(await authors(john!.token, 'user-news/favorite')).toEqual([]);
    await deliver(favorite(john!.id, anna!.id));
    const favoriteNews = await news(john!.token, 'user-news/favorite');
    expect(favoriteNews.result!.map((n) => n.user_id)).toEqual([Number(anna!.id)]);
    expect(favoriteNews).toMatchObject({ count: 1, total_count: 1 });

    const mine = (list: string[]) => list.filter((a) => a.endsWith(`:${anna!.id}`) || a.endsWith(`:${olga!.id}`));
    expect(mine(await authors(john!.token))).toEqual([`video:${olga!.id}`, `photo:${anna!.id}`]);
    await deliver(block(anna!.id, john!.id), block(john!.id, olga!.id));
    expect(mine(await authors(john!.token))).toEqual([]);
    expect(await authors(john!.token, 'user-news/favorite')).toEqual([]);
    await deliver(unblock(anna!.id, john!.id), unblock(john!.id, olga!.id));
    expect(mine(await authors(john!.token))).toEqual([`video:${olga!.id}`, `photo:${anna!.id}`]);
  });

  it('pages by 10 unless told, newest first', async () => {
    const [john, nina] = await t.members(man('John'), lady('Nina'));
    await deliver(...Array.from({ length: 12 }, (_, i) => video(nina!.id, String(9_000 + i))));
    const all = (await news(john!.token, 'user-news/load-all', { limit: 100 })).result!.filter((n) => n.user_id === Number(nina!.id));
    expect(all.map((n) => n.media_id)).toEqual(Array.from({ length: 12 }, (_, i) => 9_011 - i));
    const first = await news(john!.token);
    expect(first.count).toBe(10);
    const second = await news(john!.token, 'user-news/load-all', { offset: 10, limit: 5 });
    expect(second.count).toBe(Math.min(5, first.total_count! - 10));
    expect(second.result![0]!.id).not.toBe(first.result![9]!.id);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSiteApp, InProcessEventBus, type Runtime, type ServiceDb, TokenSigner } from '@dating/platform';
import { createTestDatabase, eventually, SiteClient } from '@dating/platform/testing';
import { DEMO_PASSWORD, IDENTITY_DB } from '@dating/identity';
import { DEMO_STANDING_ONLINE, PROFILES_DB } from '@dating/profiles';
import { BILLING_DB, DEMO_GRANT_CREDITS, verifyLedger } from '@dating/billing-ledger';
import { CHAT_DB } from '@dating/chat-room';
import { MAIL_DB } from '@dating/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllInOneModule } from './app.module.js';
import { seedDemo } from './demo.js';

/** The embedded default's demo as a newcomer meets it: full profiles, registered through identity. */
describe('the demo seed (all-in-one)', () => {
  let app: NestExpressApplication;
  let site: SiteClient;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    dataDir = await mkdtemp(join(tmpdir(), 'demo-'));
    const runtime: Runtime = {
      databaseUrl: database.url,
      embedded: false,
      bus,
      redis: null,
      tokens: new TokenSigner('d'.repeat(40)),
      dataDir,
      publicUrl: 'http://localhost',
      devProviders: true,
    };
    app = await createSiteApp(AllInOneModule.register(runtime, []));
    await app.init();
    await seedDemo(app);
    await app.listen(0, '127.0.0.1');
    site = new SiteClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await bus.close();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signIn = async (email: string) => {
    const res = await site.call<{ access_token: string }>('member/sign-in', { email, password: DEMO_PASSWORD });
    expect(res.body.status).toBe(true);
    return res.body.result!.access_token;
  };

  it('seeds at least 60 ladies and 20 men with complete profiles, the ladies in the demo agency', async () => {
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const [counts] = await db.query<{ ladies: number; men: number; blank: number; agency: number; online: number; cams: number }>(
      `SELECT count(*) FILTER (WHERE user_type = 'woman')::int AS ladies, count(*) FILTER (WHERE user_type = 'man')::int AS men,
              count(*) FILTER (WHERE birthday IS NULL OR about_me IS NULL OR country_id IS NULL OR height_cm IS NULL)::int AS blank,
              count(*) FILTER (WHERE user_type = 'woman' AND agency_id = 'agency-1')::int AS agency,
              count(*) FILTER (WHERE online_until > now())::int AS online, count(*) FILTER (WHERE with_web_cam)::int AS cams
       FROM profiles.profiles`,
    );
    expect(counts!.ladies).toBeGreaterThanOrEqual(60);
    expect(counts!.men).toBeGreaterThanOrEqual(20);
    expect(counts).toMatchObject({ blank: 0, agency: counts!.ladies });
    expect(counts!.online).toBeGreaterThan(5);
    expect(counts!.cams).toBeGreaterThan(5);
    const names = await db.query<{ n: number }>(`SELECT count(DISTINCT name)::int AS n FROM profiles.profiles WHERE user_type = 'woman'`);
    expect(names[0]!.n).toBeGreaterThan(40);
    // Identity (the back office's member list) knows where each member lives, and each lady's agency.
    const identity = app.get<ServiceDb>(IDENTITY_DB, { strict: false });
    const [accounts] = await identity.query<{ members: number; without_country: number; ladies_outside_agency: number }>(
      `SELECT count(*)::int AS members, count(*) FILTER (WHERE country IS NULL)::int AS without_country,
              count(*) FILTER (WHERE user_type = 'woman' AND agency_id IS DISTINCT FROM 'agency-1')::int AS ladies_outside_agency
       FROM identity.members`,
    );
    expect(accounts).toEqual({ members: counts!.ladies + counts!.men, without_country: 0, ladies_outside_agency: 0 });
    // The back office and the member site agree where each member lives (identity's demo accounts included).
    const disagreeing = await identity.query<{ email: string }>(
      `SELECT i.email FROM identity.members i JOIN profiles.profiles p ON p.member_id = i.id JOIN profiles.countries c ON c.id = p.country_id
       WHERE c.code IS DISTINCT FROM i.country`,
    );
    expect(disagreeing).toEqual([]);
  });

  it('shows the demo man a full page of ladies, and the demo lady the men; a demo lady signs in', async () => {
    const john = await signIn('john@demo.local');
    const page = await site.call<{ user_id: number; name: string; age: number; country: string }[]>('profile/search', { page: 1 }, { token: john });
    expect(page.body.result).toHaveLength(24);
    expect(page.body.count).toBeGreaterThanOrEqual(60);
    expect(page.body.result!.every((c) => c.age >= 18 && c.country)).toBe(true);
    const online = await site.call<{ list: unknown[]; count: number }>('guest/get-online-women', {});
    expect(online.body.result!.count).toBeGreaterThan(5);

    const anna = await signIn('anna@demo.local');
    const men = await site.call<unknown[]>('profile/search', { page: 1 }, { token: anna });
    expect(men.body.count).toBeGreaterThanOrEqual(20);
    const own = await site.call<{ name: string; profile_additional_info: { about_me: string } }>('profile/load', {}, { token: anna });
    expect(own.body.result).toMatchObject({ name: 'Anna', sex: { isWoman: true } });
    expect(own.body.result!.profile_additional_info.about_me.length).toBeGreaterThan(80);
  });

  it('gives the demo ladies accepted photos: avatars in search, private ones locked until bought', async () => {
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const [photos] = await db.query<{ public: number; private: number; pending: number; avatars: number }>(
      `SELECT count(*) FILTER (WHERE album_type = 'public')::int AS public, count(*) FILTER (WHERE album_type = 'private')::int AS private,
              count(*) FILTER (WHERE state <> 'accepted')::int AS pending,
              (SELECT count(*)::int FROM profiles.profiles WHERE user_type = 'woman' AND avatar_url IS NOT NULL) AS avatars
       FROM profiles.photos`,
    );
    expect(photos).toMatchObject({ pending: 0 });
    expect(photos!.avatars).toBeGreaterThanOrEqual(60);
    expect(photos!.private).toBeGreaterThan(10);
    const john = await signIn('john@demo.local');
    const page = await site.call<{ avatar: string | null; avatar_url?: string | null }[]>('profile/search', { page: 1 }, { token: john });
    const avatar = JSON.stringify(page.body.result).match(/\/media\/photos\/\d+\/small/)?.[0];
    expect(avatar).toBeDefined();
    const image = await fetch(`${site.url}${avatar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const [lady] = await db.query<{ member_id: string; id: string }>(
      `SELECT member_id::text, id::text FROM profiles.photos WHERE album_type = 'private' LIMIT 1`,
    );
    const photos_ = await site.call<{ id: number; locked: boolean }[]>('member-photo/get-photos', { target_user_id: lady!.member_id }, { token: john });
    expect(photos_.body.result!.find((p) => String(p.id) === lady!.id)).toMatchObject({ locked: true });
    const bought = await site.call<{ locked: boolean; charged: number }>('member-photo/buy-photo', { photo_id: lady!.id }, { token: john });
    expect(bought.body.result).toMatchObject({ locked: false, charged: 5 });
  });

  it('gives some demo ladies accepted videos (a playable WebM and its poster), found by the video search', async () => {
    const john = await signIn('john@demo.local');
    const found = await site.call<{
      list: { id: number; locked: boolean; video_path: string | null; poster_path: string | null; duration: number | null }[];
      count: number;
    }>('video/search', { limit: 100 }, { token: john });
    expect(found.body.result!.count).toBeGreaterThanOrEqual(6);
    // Each clip's length, read from its WebM header.
    expect(new Set(found.body.result!.list.map((v) => v.duration))).toEqual(new Set([2.5]));
    expect(found.body.result!.list.some((v) => v.locked)).toBe(true);
    const open = found.body.result!.list.find((v) => !v.locked)!;
    const video = await fetch(`${site.url}${open.video_path}`);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('1a45dfa3');
    const poster = await fetch(`${site.url}${open.poster_path}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  /** What David, the demo's man with a history, finds when he signs in; the same again after any number of seeds. */
  const davidsAccount = async () => {
    const token = await signIn('david@demo.local');
    const call = async <T>(path: string, body: unknown = {}) => (await site.call<T>(path, body, { token })).body.result!;
    const billing = app.get<ServiceDb>(BILLING_DB, { strict: false });
    const inbox = await call<{ dialog_array: { companion: { name: string }; message: { subject: string; checked: boolean } }[] }>('letter/get/dialog', {
      type: 'inbox',
    });
    const sent = await call<{ count: number }>('letter/get/dialog', { type: 'outbox' });
    const albums = await call<{ album_type: string; count: number }[]>('member-photo/albums');
    const [{ id }] = (await app
      .get<ServiceDb>(IDENTITY_DB, { strict: false })
      .query<{ id: string }>(`SELECT id::text AS id FROM identity.members WHERE email = 'david@demo.local'`)) as [{ id: string }];
    const payments = await billing.query<{ status: string; credits: number }>(
      `SELECT status, credits::int AS credits FROM billing.payments WHERE account_id = $1`,
      [id],
    );
    const charges = await billing.query<{ service: string; n: number; credits: number }>(
      `SELECT service, count(*)::int AS n, sum(amount)::int AS credits FROM billing.charges WHERE account_id = $1 GROUP BY service ORDER BY service`,
      [id],
    );
    const chats = await app.get<ServiceDb>(CHAT_DB, { strict: false }).query<{ minutes: number; credits: number; reason: string; lines: number }>(
      `SELECT s.minutes_charged AS minutes, s.credits_charged::int AS credits, s.stop_reason AS reason,
              (SELECT count(*)::int FROM chat_room.messages m WHERE m.room_id = s.room_id) AS lines
       FROM chat_room.billing_sessions s WHERE s.man_id = $1`,
      [id],
    );
    // Which of his letters were read: each lady who answered read his letter first.
    const read = await app
      .get<ServiceDb>(MAIL_DB, { strict: false })
      .query<{ subject: string }>(`SELECT subject FROM mail.letters WHERE sender_id = $1 AND opened_at IS NOT NULL ORDER BY subject`, [id]);
    return {
      id,
      read: read.map((r) => r.subject),
      counters: await call<Record<string, number>>('profile/counter'),
      chats,
      inbox: inbox.dialog_array.map((d) => d.message.subject),
      sent: sent.count,
      purchased: albums.find((a) => a.album_type === 'purchased')!.count,
      favorites: (await call<unknown[]>('favorite/get-accepted')).length,
      balance: (await call<{ credits: number }>('credit/get-balance')).credits,
      gifts: (await call<{ status: string; old_price: number; old_delivery_price: number }[]>('present/get-my-gifts')).map((g) => ({
        status: g.status,
        held: g.old_price + g.old_delivery_price,
      })),
      payments,
      charges,
    };
  };

  it('gives David a history made through the services: a sandbox purchase, paid letters and replies, a bought photo, visitors, winks, a billed chat and a gift', async () => {
    const david = await davidsAccount();
    expect(david.counters).toMatchObject({ visitors_new: 6, visited: 3, winks_new: 3 });
    expect(david.inbox.sort()).toEqual(['Re: A question for you', 'Re: Hello from Canada']);
    expect(david.sent).toBe(3);
    expect(david.read).toEqual(['A question for you', 'Hello from Canada']);
    expect(david.purchased).toBe(1);
    expect(david.favorites).toBe(2);
    expect(david.payments).toEqual([expect.objectContaining({ status: 'approved' })]);
    const chatCredits = david.charges.find((c) => c.service === 'text_chat')?.credits;
    expect(david.chats).toEqual([{ minutes: 3, credits: chatCredits, reason: 'ended', lines: 6 }]);
    // His billed minutes and paid letters count towards the ladies' contacts (profiles hears chat's and mail's events).
    const talked = await eventually(
      () =>
        app
          .get<ServiceDb>(PROFILES_DB, { strict: false })
          .query<{ minutes: number; letters: number }>(
            `SELECT sum(chat_minutes)::int AS minutes, sum(letters)::int AS letters FROM profiles.contact_progress WHERE man_id = $1`,
            [david.id],
          ),
      (rows) => rows[0]?.minutes === 3 && rows[0]?.letters === 3,
    );
    expect(talked).toEqual([{ minutes: 3, letters: 3 }]);
    expect(david.charges.map((c) => [c.service, c.n])).toEqual([
      ['private_photo_buy', 1],
      ['text_chat', 3],
      ['write_letter', 3],
    ]);
    // His gift waits for the moderators: its price and delivery are held, not spent.
    expect(david.gifts).toEqual([{ status: 'packaging', held: 110 }]);
    const spent = david.charges.reduce((sum, c) => sum + c.credits, 0);
    expect(david.balance).toBe(DEMO_GRANT_CREDITS + david.payments[0]!.credits - spent - 110);
    expect((await verifyLedger(app.get<ServiceDb>(BILLING_DB, { strict: false }))).mismatches).toEqual([]);
  });

  /** The names the chat's online list shows a man (chat-api/v1/users, as the chat screen asks). */
  const chatOnlineNames = async (token: string) => {
    const base = (app.getHttpServer().address() as { port: number }).port;
    const login = await fetch(`http://127.0.0.1:${base}/chat-api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: token }),
    });
    const chat = ((await login.json()) as { result: { tokens: { access: { token: string } } } }).result.tokens.access.token;
    const users = await fetch(`http://127.0.0.1:${base}/chat-api/v1/users`, { headers: { authorization: `Bearer ${chat}` } });
    return ((await users.json()) as { result: { fullName: string }[] }).result.map((u) => u.fullName).sort();
  };

  it("keeps the demo's online ladies online in chat too, so the chat's online list and the search's online badge agree", async () => {
    const token = await signIn('john@demo.local');
    const online = await site.call<{ name: string }[]>('profile/search', { is_online: true, limit: 50 }, { token });
    const searched = online.body.result!.map((c) => c.name);
    const chat = await chatOnlineNames(token);
    const standing = DEMO_STANDING_ONLINE.filter((m) => m.userType === 'woman').map((m) => m.name);
    expect(standing.length).toBeGreaterThanOrEqual(5);
    expect(chat).toEqual([...standing].sort());
    expect(searched).toEqual(expect.arrayContaining(chat));
    // Identity's demo ladies, whom visitors and tests sign in as, are in chat only while connected.
    expect(chat).not.toContain('Anna');
  });

  it('is idempotent: seeding again registers nobody and overwrites nothing', async () => {
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.profiles`);
    const videos = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.videos`);
    const david = await davidsAccount();
    await db.query(`UPDATE profiles.profiles SET status = 'edited by the member' WHERE name = 'Olga'`);
    // A demo seeded before durations were recorded gets them.
    await db.query(`UPDATE profiles.videos SET duration_ms = NULL WHERE storage_key LIKE 'videos/%/demo-%'`);
    await seedDemo(app);
    expect(await db.query(`SELECT DISTINCT duration_ms FROM profiles.videos WHERE storage_key LIKE 'videos/%/demo-%'`)).toEqual([{ duration_ms: 2500 }]);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.profiles`))[0]!.n).toBe(rows[0]!.n);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.videos`))[0]!.n).toBe(videos[0]!.n);
    expect(await db.query(`SELECT DISTINCT status FROM profiles.profiles WHERE name = 'Olga'`)).toEqual([{ status: 'edited by the member' }]);
    expect(await davidsAccount()).toEqual(david);
    // The standing chat connections are counted once, however often the demo is seeded.
    const chat = app.get<ServiceDb>(CHAT_DB, { strict: false });
    expect(await chat.query(`SELECT DISTINCT connections FROM chat_room.presence WHERE connections > 0`)).toEqual([{ connections: 1 }]);
  }, 120_000);

  it("gives the generated men a public portrait as avatar; identity's demo men, whom visitors sign in as, start without one", async () => {
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const men = await db.query<{ email: string; avatar: boolean; photos: number; private: number }>(
      `SELECT c.email, p.avatar_url IS NOT NULL AS avatar, count(ph.id)::int AS photos, count(ph.id) FILTER (WHERE ph.album_type = 'private')::int AS private
         FROM profiles.profiles p JOIN profiles.contacts c ON c.member_id = p.member_id LEFT JOIN profiles.photos ph ON ph.member_id = p.member_id
        WHERE p.user_type = 'man' AND c.email LIKE '%@demo.local' GROUP BY c.email, p.avatar_url ORDER BY c.email`,
    );
    const generated = men.filter((m) => m.email.endsWith('.man@demo.local'));
    expect(generated.length).toBeGreaterThanOrEqual(15);
    expect(generated.every((m) => m.avatar && m.photos === 1 && m.private === 0)).toBe(true);
    expect(men.filter((m) => ['john@demo.local', 'mike@demo.local', 'david@demo.local'].includes(m.email))).toEqual(
      ['david@demo.local', 'john@demo.local', 'mike@demo.local'].map((email) => expect.objectContaining({ email, avatar: false, photos: 0 })),
    );
  });

  it('keeps the members an earlier demo seeded (other names, so other e-mails): seeding again adds nobody', async () => {
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const identity = app.get<ServiceDb>(IDENTITY_DB, { strict: false });
    const members = async () =>
      (
        await db.query<{ user_type: string; n: number }>(`SELECT user_type, count(*)::int AS n FROM profiles.profiles GROUP BY user_type ORDER BY user_type`)
      ).map((r) => `${r.user_type} ${r.n}`);
    const before = await members();
    // One generated lady and one generated man as an earlier demo named them: their e-mails are not among this demo's.
    const renamed: string[] = [];
    for (const [ending, earlier] of [
      ['.lady@demo.local', 'precious.lady@demo.local'],
      ['.man@demo.local', 'pierre7.man@demo.local'],
    ] as const) {
      const [member] = await db.query<{ member_id: string; email: string }>(
        `SELECT member_id::text, email FROM profiles.contacts WHERE email LIKE '%' || $1 ORDER BY member_id LIMIT 1`,
        [ending],
      );
      await identity.query(`UPDATE identity.members SET email = $2 WHERE id = $1`, [member!.member_id, earlier]);
      await db.query(`UPDATE profiles.contacts SET email = $2 WHERE member_id = $1`, [member!.member_id, earlier]);
      renamed.push(member!.email);
    }
    await seedDemo(app);
    expect(await members()).toEqual(before);
    expect(await identity.query(`SELECT email FROM identity.members WHERE email = ANY($1::text[])`, [renamed])).toEqual([]);
  }, 120_000);

  it('answers `countries` from profiles, once', async () => {
    const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } }).router;
    expect(router.stack.filter((l) => l.route?.path === '/api/countries')).toHaveLength(1);
    expect(router.stack.filter((l) => l.route?.path === '/api/guest/get-country')).toHaveLength(1);
    expect((await site.call<unknown[]>('countries')).body.result!.length).toBeGreaterThan(100);
  });
});

import { create } from '@bufbuild/protobuf';
import { status } from '@grpc/grpc-js';
import {
  createSiteApp,
  encodeEvent,
  generateServiceKeyPair,
  GrpcEndpoint,
  InProcessEventBus,
  type Runtime,
  type ServiceDb,
  ServiceTokenSigner,
  ServiceTokenVerifier,
  TokenSigner,
} from '@dating/platform';
import { createTestDatabase, eventually, SiteClient } from '@dating/platform/testing';
import { MemberRegisteredEvent, sessionAnswer, type SessionChecker } from '@dating/identity/contracts';
import { CheckSessionResponseSchema } from '@dating/proto/identity/v1/sessions_pb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrpcChatProfiles } from '@dating/chat-room/contracts';
import { GrpcMemberDirectory } from './contracts/member-directory.client.js';
import { PROFILES_DB } from './profiles.tokens.js';
import { MEMBER_DIRECTORY_GRPC_ENDPOINT, ProfilesSplitModule } from './split-mode.js';

/**
 * profiles alone in its process (split mode): tokens verified by identity's remote verifier over
 * the session port (here a stand-in answering as identity would), MemberRegistered from the bus,
 * and its member directory served over gRPC to mail (signed service tokens, per-caller permissions).
 */
describe('profiles in split mode', () => {
  let app: NestExpressApplication;
  let site: SiteClient;
  let database: { url: string; drop(): Promise<void> };
  const bus = new InProcessEventBus();
  const tokens = new TokenSigner('s'.repeat(40));
  const signedOut = new Set<string>();
  let closed = false;
  const mailKeys = generateServiceKeyPair();
  const chatKeys = generateServiceKeyPair();
  const notificationsKeys = generateServiceKeyPair();
  const directoryAs = (service: string, privateKey: string) =>
    new GrpcMemberDirectory(`127.0.0.1:${GrpcEndpoint.of(app, MEMBER_DIRECTORY_GRPC_ENDPOINT).port}`, { signer: new ServiceTokenSigner(service, privateKey) });
  const sessions: SessionChecker & { close(): void } = {
    checkSession: async ({ sessionId, subject }) =>
      signedOut.has(sessionId)
        ? create(CheckSessionResponseSchema, { active: false })
        : sessionAnswer({ kind: 'member', id: subject.slice(7), sessionId, userType: 'man' }),
    close: () => void (closed = true),
  };

  beforeAll(async () => {
    database = await createTestDatabase('profiles_split');
    const runtime: Runtime = {
      databaseUrl: database.url,
      embedded: false,
      bus,
      redis: null,
      tokens,
      dataDir: '/tmp',
      publicUrl: 'http://localhost',
      devProviders: false,
    };
    // chat-room is a known caller (its key is listed) with blocks and web cams only.
    const callers = new ServiceTokenVerifier(
      'profiles',
      new Map([
        ['mail', mailKeys.publicKey],
        ['chat-room', chatKeys.publicKey],
        ['notifications', notificationsKeys.publicKey],
      ]),
    );
    app = await createSiteApp(ProfilesSplitModule.register(runtime, [], { sessions, grpc: { port: 0, callers } }));
    await app.listen(0, '127.0.0.1');
    site = new SiteClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });

  afterAll(async () => {
    await app?.close();
    // The session client closes with the app.
    expect(closed).toBe(true);
    await bus.close();
    await database?.drop();
  });

  it("opens a profile from the bus, answers a man's token checked with identity, refuses it once signed out, and also answers countries", async () => {
    const registered = encodeEvent(
      MemberRegisteredEvent,
      { memberId: '700001', userType: 'man', name: 'Split', email: 'split@example.com', registeredAtMs: BigInt(Date.now()) },
      { streamId: '700001', actor: 'member:700001' },
    );
    await bus.publish([{ topic: registered.topic, key: registered.key, value: registered.envelope }]);
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    await eventually(
      () => db.query(`SELECT 1 FROM profiles.profiles WHERE member_id = 700001`),
      (r) => r.length > 0,
    );

    const token = await tokens.sign({ sub: 'member:700001', sid: 'session-1', kind: 'access' }, 3600);
    expect((await site.call('profile/load', {}, { token })).body).toMatchObject({ status: true, result: { user_id: 700001, name: 'Split' } });
    signedOut.add('session-2');
    const other = await tokens.sign({ sub: 'member:700001', sid: 'session-2', kind: 'access' }, 3600);
    expect((await site.call('profile/load', {}, { token: other })).body).toMatchObject({ status: false, code: 401 });
    expect((await site.call<unknown[]>('countries')).body.result!.length).toBeGreaterThan(100);
  });

  it('serves mail the member directory over gRPC (cards, attachable photos, blocks), chat-room blocks and web cams, notifications cards and photos; others are refused', async () => {
    const lady = encodeEvent(
      MemberRegisteredEvent,
      { memberId: '700002', userType: 'woman', name: 'Olena', email: 'olena.split@example.com', registeredAtMs: BigInt(Date.now()) },
      { streamId: '700002', actor: 'member:700002' },
    );
    await bus.publish([{ topic: lady.topic, key: lady.key, value: lady.envelope }]);
    const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
    await eventually(
      () => db.query(`SELECT 1 FROM profiles.profiles WHERE member_id = 700002`),
      (r) => r.length > 0,
    );
    await db.query(`UPDATE profiles.profiles SET agency_id = 'ag-split', avatar_url = '/media/photos/1/small' WHERE member_id = 700002`);
    const [photo] = await db.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES (700002, 'public', 'accepted', 'split/1', 800, 1000, 1000) RETURNING id::text`,
    );

    const mail = directoryAs('mail', mailKeys.privateKey);
    try {
      expect(await mail.cardsOf(['700001', '700002', '799999'])).toEqual(
        expect.arrayContaining([
          { memberId: '700001', userType: 'man', name: 'Split', avatar: null, agencyId: null },
          { memberId: '700002', userType: 'woman', name: 'Olena', avatar: '/media/photos/1/small', agencyId: 'ag-split' },
        ]),
      );
      expect(await mail.cardsOf(['799999'])).toEqual([]);
      const photos = await mail.attachablePhotos('700002', [photo!.id, '999999']);
      expect(photos).toEqual([{ photoId: photo!.id, small: expect.stringContaining(photo!.id), large: expect.stringContaining(photo!.id) }]);
      // Another member's photo is not hers to attach.
      expect(await mail.attachablePhotos('700001', [photo!.id])).toEqual([]);

      expect(await mail.isBlocked('700001', '700002')).toBe(false);
      await db.query(`INSERT INTO profiles.blocks (blocker_id, blocked_id) VALUES (700002, 700001)`);
      expect(await mail.isBlocked('700001', '700002')).toBe(true);
      expect(await mail.isBlocked('700002', '700001')).toBe(false);
    } finally {
      mail.close();
    }

    // chat-room asks blocks and web cams through its own client, and nothing else.
    const chatPorts = new GrpcChatProfiles(`127.0.0.1:${GrpcEndpoint.of(app, MEMBER_DIRECTORY_GRPC_ENDPOINT).port}`, {
      signer: new ServiceTokenSigner('chat-room', chatKeys.privateKey),
    });
    try {
      expect(await chatPorts.isBlocked('700001', '700002')).toBe(true);
      // A member's blocks either way, for presence: 700002 blocked 700001.
      expect(await chatPorts.blockedWith('700001')).toEqual(['700002']);
      expect(await chatPorts.blockedWith('700002')).toEqual(['700001']);
      expect(await chatPorts.hasWebcam('700002')).toBe(false);
      await db.query(`UPDATE profiles.profiles SET with_web_cam = true WHERE member_id IN (700001, 700002)`);
      expect(await chatPorts.hasWebcam('700002')).toBe(true);
      // A man is never a webcam-enabled lady, whatever his row says.
      expect(await chatPorts.hasWebcam('700001')).toBe(false);
    } finally {
      chatPorts.close();
    }
    // notifications asks the cards and a news photo's preview, and nothing else.
    const notifications = directoryAs('notifications', notificationsKeys.privateKey);
    try {
      expect(await notifications.cardsOf(['700002'])).toEqual([expect.objectContaining({ memberId: '700002', name: 'Olena' })]);
      expect(await notifications.attachablePhotos('700002', [photo!.id])).toEqual([expect.objectContaining({ photoId: photo!.id })]);
      await expect(notifications.isBlocked('700001', '700002')).rejects.toMatchObject({ grpcCode: status.PERMISSION_DENIED });
    } finally {
      notifications.close();
    }
    const chat = directoryAs('chat-room', chatKeys.privateKey);
    const stranger = directoryAs('mail', generateServiceKeyPair().privateKey);
    try {
      await expect(chat.cardsOf(['700002'])).rejects.toMatchObject({ grpcCode: status.PERMISSION_DENIED });
      await expect(stranger.isBlocked('700001', '700002')).rejects.toMatchObject({ grpcCode: status.UNAUTHENTICATED });
    } finally {
      chat.close();
      stranger.close();
    }
  });
});

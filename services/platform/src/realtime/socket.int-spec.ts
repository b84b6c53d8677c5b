import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteError } from '../api/site-error.js';
import type { Principal } from '../auth/principal.js';
import { TEST_REDIS_URL, uniqueName } from '../testing/test-env.js';
import { SiteSocketAdapter, socketAuthentication, toSocketError } from './socket.js';

const PRINCIPALS: Record<string, Principal> = {
  'token-ann': { kind: 'member', id: '1', userType: 'woman', sessionId: 's1' } as Principal,
  'token-bob': { kind: 'member', id: '2', userType: 'man', sessionId: 's2' } as Principal,
};
const verifier = {
  verify: async (token: string): Promise<Principal> => {
    const principal = PRINCIPALS[token];
    if (!principal) throw new SiteError(10401);
    return principal;
  },
};

@WebSocketGateway({ path: '/socket-test' })
class EchoGateway implements OnGatewayInit {
  @WebSocketServer() server!: Server;

  afterInit(server: Server): void {
    server.use(socketAuthentication(verifier));
    server.on('connection', (socket) => void socket.join('room'));
  }

  @SubscribeMessage('say')
  say(@ConnectedSocket() socket: Socket, @MessageBody() text: unknown): { ok: boolean } {
    if (typeof text !== 'string') {
      socket.emit('error', toSocketError(new SiteError(10002)));
      return { ok: false };
    }
    const from = (socket.data as { principal: Principal }).principal.id;
    this.server.to('room').emit('said', { from, text });
    return { ok: true };
  }
}

@Module({ providers: [EchoGateway] })
class EchoModule {}

async function startNode(redis: Redis | null, channel: string): Promise<{ app: INestApplication; url: string }> {
  const app = await NestFactory.create(EchoModule, { logger: false });
  app.useWebSocketAdapter(new SiteSocketAdapter(app, redis, channel));
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

function connect(url: string, token: string | null): ClientSocket {
  return io(url, { path: '/socket-test', transports: ['websocket'], auth: token ? { jwtToken: token } : {}, reconnection: false, forceNew: true });
}

function once<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (data: T) => resolve(data)));
}

describe('site sockets', () => {
  const redis = new Redis(TEST_REDIS_URL, { keyPrefix: `${uniqueName('sock')}:` });
  // Two processes of one deployment, and a third of another deployment on the same Redis.
  const deployment = uniqueName('sock');
  const nodes: { app: INestApplication; url: string }[] = [];
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    nodes.push(await startNode(redis, deployment), await startNode(redis, deployment), await startNode(redis, uniqueName('other')));
  });

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    for (const n of nodes) await n.app.close();
    redis.disconnect();
  });

  it('refuses a connection without a valid token with unauthorized (10401)', async () => {
    for (const token of [null, 'forged']) {
      const client = connect(nodes[0]!.url, token);
      clients.push(client);
      const err = await once<Error & { data?: { code: number } }>(client, 'connect_error');
      expect(err.message).toBe('unauthorized');
      expect(err.data).toMatchObject({ code: 10401 });
    }
  });

  it('carries an event from a socket on one process to a socket on another through Redis', async () => {
    const ann = connect(nodes[0]!.url, 'token-ann');
    const bob = connect(nodes[1]!.url, 'token-bob');
    clients.push(ann, bob);
    await Promise.all([once(ann, 'connect'), once(bob, 'connect')]);
    const heard = once<{ from: string; text: string }>(bob, 'said');
    const ack = await ann.emitWithAck('say', 'привет from process one');
    expect(ack).toEqual({ ok: true });
    expect(await heard).toEqual({ from: '1', text: 'привет from process one' });
  });

  it("does not carry it to another deployment's process on the same Redis (its own channel)", async () => {
    const ann = connect(nodes[0]!.url, 'token-ann');
    const bob = connect(nodes[1]!.url, 'token-bob');
    const stranger = connect(nodes[2]!.url, 'token-bob');
    clients.push(ann, bob, stranger);
    await Promise.all([once(ann, 'connect'), once(bob, 'connect'), once(stranger, 'connect')]);
    const overheard: unknown[] = [];
    stranger.on('said', (m: unknown) => overheard.push(m));
    const heard = once(bob, 'said');
    await ann.emitWithAck('say', 'for this deployment only');
    await heard;
    // Redis publishes to every subscriber at once: had the stranger's process subscribed, it would have it by now.
    await new Promise((r) => setTimeout(r, 300));
    expect(overheard).toEqual([]);
  });

  it('answers a bad message with the error event in the envelope codes', async () => {
    const ann = connect(nodes[0]!.url, 'token-ann');
    clients.push(ann);
    await once(ann, 'connect');
    const error = once<{ code: number; status: boolean }>(ann, 'error');
    await ann.emitWithAck('say', { not: 'text' });
    expect(await error).toMatchObject({ status: false, code: 10002 });
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { SITE_CODES } from '../api/site-codes.js';
import { SiteError } from '../api/site-error.js';
import { toSiteError } from '../api/site-exception.filter.js';
import type { AccessTokenVerifier, Principal } from '../auth/principal.js';
import { logger } from '../logging/logger.js';

/**
 * The token a socket connects with: `auth.jwtToken` as the member site sends it (spec section 7),
 * else `auth.token`, an `Authorization: Bearer` header, or the `jwtToken` query parameter.
 */
export function extractSocketToken(handshake: Socket['handshake']): string | null {
  const auth = (handshake.auth ?? {}) as Record<string, unknown>;
  for (const value of [auth.jwtToken, auth.token]) if (typeof value === 'string' && value) return value;
  const header = handshake.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const query = handshake.query?.jwtToken;
  return typeof query === 'string' && query ? query : null;
}

/** What a socket client receives for a failure: the site envelope's error fields. */
export interface SocketErrorPayload {
  status: false;
  code: number;
  message: string;
  details?: unknown;
}

/** Any error (SiteError, DomainError, unexpected) as the payload of the socket `error` event. */
export function toSocketError(err: unknown): SocketErrorPayload {
  const site = toSiteError(err);
  return { status: false, code: site.code, message: site.desc, ...(site.details !== undefined && site.details !== site.desc ? { details: site.details } : {}) };
}

/**
 * Socket.io middleware: verifies the handshake token and keeps the principal in `socket.data`.
 * A missing, expired or revoked token fails the connection with `unauthorized` (data: code
 * 10401), which the client answers by refreshing its token and reconnecting.
 */
export function socketAuthentication(verifier: Pick<AccessTokenVerifier, 'verify'>) {
  return async (socket: Socket, next: (err?: Error) => void): Promise<void> => {
    const token = extractSocketToken(socket.handshake);
    try {
      if (!token) throw new SiteError(10401);
      (socket.data as { principal?: Principal }).principal = await verifier.verify(token);
      next();
    } catch (err) {
      const payload = toSocketError(err);
      const refusal = Object.assign(new Error('unauthorized'), {
        data: payload.code === 10400 ? payload : { ...payload, code: 10401, message: SITE_CODES[10401] },
      });
      next(refusal);
    }
  };
}

/**
 * The Redis adapter's two connections, made so that a Redis outage never ends the process and the
 * fan-out resumes by itself once Redis is back. The adapter fires its publishes and subscriptions
 * without awaiting them: a command refused while Redis is away (ioredis gives up after
 * `maxRetriesPerRequest`) would be an unhandled rejection, which ends a Node process. So a failed
 * publish is logged (those events do not reach the other processes' sockets; the messages are
 * stored and their history answers them), and the subscriber waits for Redis however long it takes
 * (no retry limit: a subscription refused at start would be lost for good), then ioredis
 * re-subscribes after every reconnection.
 */
export function socketFanOutClients(redis: Redis): { pub: Redis; sub: Redis } {
  const log = logger('socket-fan-out');
  const pub = redis.duplicate();
  const sub = redis.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined });
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  Object.assign(pub, {
    publish: (...args: unknown[]) => {
      const sent = publish(...args);
      sent.catch((err: unknown) => log.warn({ err }, 'socket fan-out publish failed (Redis unavailable)'));
      return sent;
    },
  });
  for (const [client, role] of [
    [pub, 'publisher'],
    [sub, 'subscriber'],
  ] as const) {
    client.on('error', (err: unknown) => log.warn({ err, role }, 'socket fan-out Redis error'));
  }
  return { pub, sub };
}

/**
 * Socket.io for Nest gateways, chosen by configuration: in-memory fan-out in one process, or the
 * Redis adapter so events reach sockets held by other processes (socketFanOutClients). Websocket
 * transport only.
 */
export class SiteSocketAdapter extends IoAdapter {
  private readonly redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis | null,
    /** The fan-out's channel prefix: one per deployment (deploymentScope), so two deployments sharing a Redis never hear each other. */
    private readonly channel: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, transports: ['websocket'] } as ServerOptions) as Server;
    if (this.redis) {
      const { pub, sub } = socketFanOutClients(this.redis);
      this.redisClients.push(pub, sub);
      server.adapter(createAdapter(pub, sub, { key: this.channel }));
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    for (const client of this.redisClients.splice(0)) client.disconnect();
  }
}

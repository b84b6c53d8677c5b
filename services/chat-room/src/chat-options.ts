import { ConfigError, type EnvSchema, loadConfig } from '@dating/platform';
import type { FloodLimit } from './domain/message-flood.js';

/** chat-room's own variables, read when its module starts (in every mode), with a clear message when wrong. */
export const CHAT_ENV = {
  CHAT_BILLING_MINUTE_MS: {
    kind: 'int',
    min: 200,
    max: 3_600_000,
    expects: 'the length of a billed chat minute in ms, 200-3600000 (tests use about a second)',
    default: '60000',
  },
  CHAT_OFFLINE_GRACE_MS: {
    kind: 'int',
    min: 100,
    max: 600_000,
    expects: 'how long a member of a billed chat may be disconnected before billing stops (userOffline), 100-600000 ms',
    default: '30000',
  },
  CHAT_TICK_MS: { kind: 'int', min: 50, max: 60_000, expects: 'how often the billing ticker looks for due minutes, 50-60000 ms', default: '1000' },
  CHAT_TIMER_SWEEP_MS: {
    kind: 'int',
    min: 200,
    max: 600_000,
    expects: 'with Redis timers (REDIS_URL), how often the ticker also scans PostgreSQL for due minutes and restores lost timers, 200-600000 ms',
    default: '10000',
  },
  CHAT_NODE_TIMEOUT_MS: {
    kind: 'int',
    min: 500,
    max: 600_000,
    expects: 'how long a process may miss its heartbeat before its sockets count as gone (offline), 500-600000 ms',
    default: '30000',
  },
  CHAT_ACCESS_TOKEN_SECONDS: { kind: 'int', min: 30, max: 86_400, expects: 'the life of a chat access token in seconds, 30-86400', default: '900' },
  CHAT_REFRESH_TOKEN_SECONDS: {
    kind: 'int',
    min: 60,
    max: 31_536_000,
    expects: 'the life of a chat refresh token in seconds, 60-31536000',
    default: '2592000',
  },
  CHAT_MESSAGE_BURST: {
    kind: 'int',
    min: 1,
    max: 1_000_000,
    expects: 'how many chat messages a member may send at once before the pace limit applies, 1-1000000',
    default: '20',
  },
  CHAT_MESSAGES_PER_MINUTE: {
    kind: 'int',
    min: 1,
    max: 60_000_000,
    expects: "a member's sustained chat pace in messages a minute (flood protection), 1-60000000",
    default: '120',
  },
  CHAT_TYPING_BURST: {
    kind: 'int',
    min: 1,
    max: 1_000_000,
    expects: 'how many typing events a member may send at once before the pace limit applies, 1-1000000',
    default: '20',
  },
  CHAT_TYPING_PER_MINUTE: { kind: 'int', min: 1, max: 60_000_000, expects: "a member's sustained pace of typing events a minute, 1-60000000", default: '60' },
  CHAT_ICE_SERVERS: {
    kind: 'string',
    expects: 'the live cam\'s STUN/TURN servers as JSON: [{"urls": "stun:host:3478"}, {"urls": ["turn:host:3478"], "username": "u", "credential": "p"}]',
    default: '[]',
  },
} as const satisfies EnvSchema;

/** One STUN or TURN server of the live cam, as a browser's RTCPeerConnection takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface ChatOptions {
  billingMinuteMs: number;
  offlineGraceMs: number;
  tickMs: number;
  /** With Redis timers: how often the ticker also scans PostgreSQL and restores missing timers (the safety net). */
  timerSweepMs: number;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** How long a process may go without a heartbeat before its sockets count as gone. */
  nodeTimeoutMs: number;
  /** The live cam's STUN/TURN servers, handed to the browsers (none: same network or loopback only). */
  iceServers: IceServer[];
  /** A member's chat messages: a burst, then a pace (more is refused with 10034). */
  messageFlood: FloodLimit;
  /** A member's `typing` events: their own, more generous budget (a typing indicator is cheap, but not free to fan out); more is refused with 10034. */
  typingFlood: FloodLimit;
  /** Every packet of one socket (PACKET_FLOOD); past it the socket is closed. */
  packetFlood: FloodLimit;
}

/**
 * The packets of one socket, whatever they are (unknown events too): far above what a client
 * sends (messages, typing and a camera's setup have their own paces below it), so only a script
 * reaches it; its socket is closed then rather than answered, since parsing and refusing a flood
 * of packets one by one stalled the process for everyone (6 s late messages, other members'
 * sockets timing out; found by a probe). Reconnecting is paced by CONNECT_FLOOD.
 */
export const PACKET_FLOOD: FloodLimit = { burst: 200, perMinute: 3_000 };

export const CHAT_OPTIONS = Symbol('CHAT_OPTIONS');

/** The options of ChatRoomModule: what the caller set, else the environment, else the defaults. */
export function chatOptions(overrides: Partial<ChatOptions> = {}, env: NodeJS.ProcessEnv = process.env): ChatOptions {
  const config = loadConfig(CHAT_ENV, env);
  const iceServers = overrides.iceServers ?? iceServersOf(config.CHAT_ICE_SERVERS);
  if (!iceServers) throw new ConfigError([`CHAT_ICE_SERVERS is invalid: expected ${CHAT_ENV.CHAT_ICE_SERVERS.expects}`]);
  return {
    billingMinuteMs: overrides.billingMinuteMs ?? config.CHAT_BILLING_MINUTE_MS,
    offlineGraceMs: overrides.offlineGraceMs ?? config.CHAT_OFFLINE_GRACE_MS,
    tickMs: overrides.tickMs ?? config.CHAT_TICK_MS,
    timerSweepMs: overrides.timerSweepMs ?? config.CHAT_TIMER_SWEEP_MS,
    accessTokenSeconds: overrides.accessTokenSeconds ?? config.CHAT_ACCESS_TOKEN_SECONDS,
    refreshTokenSeconds: overrides.refreshTokenSeconds ?? config.CHAT_REFRESH_TOKEN_SECONDS,
    nodeTimeoutMs: overrides.nodeTimeoutMs ?? config.CHAT_NODE_TIMEOUT_MS,
    iceServers,
    messageFlood: overrides.messageFlood ?? { burst: config.CHAT_MESSAGE_BURST, perMinute: config.CHAT_MESSAGES_PER_MINUTE },
    typingFlood: overrides.typingFlood ?? { burst: config.CHAT_TYPING_BURST, perMinute: config.CHAT_TYPING_PER_MINUTE },
    packetFlood: overrides.packetFlood ?? PACKET_FLOOD,
  };
}

/** CHAT_ICE_SERVERS read: a JSON list of servers whose urls are stun:, turn: or turns: URLs; null when it is not. */
export function iceServersOf(json: string): IceServer[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const servers: IceServer[] = [];
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { urls, username, credential } = item as Record<string, unknown>;
    const list = Array.isArray(urls) ? urls : [urls];
    if (!list.length || !list.every((u) => typeof u === 'string' && /^(stun|turns?):\S+$/.test(u))) return null;
    if ((username !== undefined && typeof username !== 'string') || (credential !== undefined && typeof credential !== 'string')) return null;
    servers.push({ urls: urls as string | string[], ...(username !== undefined ? { username } : {}), ...(credential !== undefined ? { credential } : {}) });
  }
  return servers;
}

import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { ServiceDb, UserType } from '@dating/platform';
import { eventually, nextClientAddress, type SiteClient } from '@dating/platform/testing';

/** A member signed up through the real Site API, with her site token and, after chatLogin, her chat tokens. */
export interface ChatTestMember {
  id: string;
  userType: UserType;
  name: string;
  email: string;
  siteToken: string;
}

let members = 0;

/**
 * Signs a member up (member/registration, the dev captcha) and waits until the chat knows her card
 * (identity's MemberRegistered, through the app's bus).
 */
export async function signUpMember(site: SiteClient, chatDb: ServiceDb, userType: UserType, name?: string): Promise<ChatTestMember> {
  members++;
  const email = `chat.${members}.${randomBytes(4).toString('hex')}@example.com`;
  const fullName = name ?? `${userType === 'man' ? 'John' : 'Anna'} ${String.fromCharCode(65 + (members % 26))}`;
  const res = await site.call<{ access_token: string; user_id: string | number }>(
    'member/registration',
    { name: fullName, email, password: 'secret-1', user_type: userType, captcha: 'dev-ok' },
    { ip: nextClientAddress() },
  );
  if (!res.body.status) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const id = String(res.body.result!.user_id);
  await eventually(
    () => chatDb.query(`SELECT 1 FROM chat_room.members WHERE member_id = $1`, [id]),
    (rows) => rows.length === 1,
  );
  return { id, userType, name: fullName, email, siteToken: res.body.result!.access_token };
}

/** The chat API over real HTTP: status and the envelope. */
export class ChatApi {
  constructor(readonly url: string) {}

  async post<T = Record<string, unknown>>(
    path: string,
    body: unknown,
    token?: string,
  ): Promise<{ status: number; body: { status: boolean; result: T; code?: number; desc?: string } }> {
    const res = await fetch(`${this.url}/chat-api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as never };
  }

  async get<T = Record<string, unknown>>(
    path: string,
    token: string,
  ): Promise<{ status: number; body: { status: boolean; result: T; code?: number; desc?: string } }> {
    const res = await fetch(`${this.url}/chat-api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as never };
  }

  /** auth/login with the site token: the chat tokens. */
  async login(member: ChatTestMember): Promise<{ access: string; refresh: string }> {
    const res = await this.post<{ tokens: { access: { token: string }; refresh: { token: string } } }>('auth/login', { access_token: member.siteToken });
    if (res.status !== 200 || !res.body.status) throw new Error(`chat login failed: ${JSON.stringify(res.body)}`);
    return { access: res.body.result.tokens.access.token, refresh: res.body.result.tokens.refresh.token };
  }
}

/** A real socket.io client on the websocket transport, connected (or the connect error thrown). */
export async function connectChat(url: string, jwtToken: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { jwtToken }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  return socket;
}

/** The next `event` the socket hears (optionally one that matches), or a timeout error. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Every `event` the socket hears from now on. */
export function collect<T = Record<string, unknown>>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits with an acknowledgement and answers it. */
export function emitAck<T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown, timeoutMs = 5_000): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

let clientIds = 0;
/** A fresh client message id. */
export const clientMessageId = () => `c-${process.pid}-${++clientIds}-${randomBytes(3).toString('hex')}`;

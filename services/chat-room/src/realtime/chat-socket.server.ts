import type { Server as HttpServer } from 'node:http';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { Server, Socket } from 'socket.io';
import {
  blockedEitherWay,
  Coalescer,
  deploymentScope,
  findHostileInput,
  logger,
  type MemberPrincipal,
  RUNTIME,
  type Runtime,
  type ServiceDb,
  SiteError,
  SiteSocketAdapter,
  socketAuthentication,
  toSocketError,
} from '@dating/platform';
import { ChatTokens } from '../auth/chat-tokens.js';
import { ChatBilling } from '../billing/chat-billing.js';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { SendMessageCommand } from '../commands/send-message/send-message.command.js';
import { ViewInvitesCommand } from '../commands/view-invites/view-invites.js';
import { CHAT_BLOCKS, type ChatBlocks } from '../contracts/chat-blocks.port.js';
import { CHAT_WEBCAMS, type ChatWebcams } from '../contracts/chat-webcams.port.js';
import { candidateOf, sdpOf } from '../domain/cam-signals.js';
import { CHAT_MESSAGES, ChatError } from '../domain/chat-errors.js';
import { FloodGuard, type FloodLimit } from '../domain/message-flood.js';
import { optionalPort } from '../infrastructure/optional-port.js';
import { PresenceStore } from '../infrastructure/presence.store.js';
import { companionIn, ownRoom, pairOf, type Room, roomIdOf, roomOfPair, roomOrReceiver } from '../infrastructure/rooms.js';
import { ChatNotifier, familyRoom, memberRoom, sessionRoom } from './chat-notifier.js';

/** Sockets of each sex: who hears `userStatusChanged` of whom (men see ladies, ladies see men). */
const SEX_ROOM = { man: 'sex:man', woman: 'sex:woman' } as const;
const OTHER_SEX_ROOM = { man: SEX_ROOM.woman, woman: SEX_ROOM.man } as const;

/**
 * Events of one socket being handled at once beyond which its other events (not messages or
 * typing, which have their own paces and may come in bursts) are refused (10034) before any query,
 * so a client that fires without waiting for answers cannot queue work that stalls everyone else.
 */
const MAX_EVENTS_IN_FLIGHT = 8;

/**
 * The pace of a member's other events (viewInvites, endChat and the live cam's signals): each
 * reads or writes PostgreSQL, so they have a budget of their own, roomy for a person and for a
 * camera's setup (its ICE candidates come in dozens), and far below a script's flood.
 */
const CONTROL_EVENT_FLOOD: FloodLimit = { burst: 60, perMinute: 600 };

/**
 * The pace of a member's connections: each one writes presence and may tell every member of the
 * other sex she came online, so a script opening and closing sockets in a loop would flood them
 * all. Roomy for tabs and reconnects (the client backs off), far below a loop.
 */
const CONNECT_FLOOD: FloodLimit = { burst: 20, perMinute: 60 };

/** Sockets one member may hold open in one process (tabs and devices); more are refused (10034). */
export const MAX_SOCKETS_PER_MEMBER = 10;

/** A socket's session is checked with identity again when it acts after this long (a sign-out or ban ends it). */
const RECHECK_MS = 5_000;

type Ack = (answer: unknown) => void;

interface SocketData {
  principal: MemberPrincipal;
  checkedAt: number;
  /** Events of this socket being handled now (MAX_EVENTS_IN_FLIGHT). */
  inFlight: number;
  /** The session check under way, shared by the events that arrive meanwhile (one query, not one each). */
  rechecking?: Promise<void>;
  /** Rooms where this socket's lady turned her camera on: it goes off when the socket closes. */
  camRooms: Set<string>;
}

/** The live cam's relayed signals: who may send each (the lady offers her camera, the man answers), and the refusal of anyone else. */
const CAM_SIGNALS = {
  camOffer: { from: 'woman', field: 'sdp', refusal: () => new ChatError('CHAT.CAM_LADY_ONLY') },
  camAnswer: { from: 'man', field: 'sdp', refusal: () => new ChatError('CHAT.CAM_MAN_ONLY', CHAT_MESSAGES.camManAnswers) },
  camIceCandidate: { from: null, field: 'candidate', refusal: null },
} as const;
type CamSignal = keyof typeof CAM_SIGNALS;

/**
 * The chat's socket.io endpoint (spec section 7; websocket transport only) on the app's HTTP
 * server, path /socket.io. The kernel's SiteSocketAdapter makes it (the Redis adapter when the
 * runtime has Redis, so events reach sockets on other processes) and the kernel's
 * socketAuthentication checks the chat access token (`auth.jwtToken`) at connect: a bad or
 * expired one fails the connection with `unauthorized` (code 10401), which the client answers by
 * refreshing. It is started by the module itself, so the embedded default, split mode and tests
 * need no adapter wiring.
 */
@Injectable()
export class ChatSocketServer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly log = logger('chat-socket');
  private adapter: SiteSocketAdapter | null = null;
  private io: Server | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** A pass over the idle sockets is under way (with thousands of sockets it may outlast a heartbeat). */
  private rechecking = false;
  /** Shutting down: this process's presence is given up at once (leave), not socket by socket. */
  private closing = false;
  readonly presence: PresenceStore;
  /** Each member's message pace (flood protection), in this process. */
  private readonly flood: FloodGuard;
  /** Each member's typing pace: its own budget, so typing never eats the messages' (and the reverse). */
  private readonly typingFlood: FloodGuard;
  /** Each member's other events (CONTROL_EVENT_FLOOD), in this process. */
  private readonly controlFlood: FloodGuard;
  /** Each member's connections (CONNECT_FLOOD), in this process. */
  private readonly connectFlood = new FloodGuard(CONNECT_FLOOD);
  /** Every packet of each socket, by socket id (the options' packetFlood). */
  private readonly packetFlood: FloodGuard;

  constructor(
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(ChatTokens) private readonly tokens: ChatTokens,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
    @Inject(ChatBilling) private readonly billing: ChatBilling,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PresenceStore) presence: PresenceStore,
    @Inject(ModuleRef) modules: ModuleRef,
  ) {
    this.presence = presence;
    this.flood = new FloodGuard(options.messageFlood);
    this.typingFlood = new FloodGuard(options.typingFlood);
    this.controlFlood = new FloodGuard(CONTROL_EVENT_FLOOD);
    this.packetFlood = new FloodGuard(options.packetFlood);
    this.blocks = optionalPort<ChatBlocks>(modules, CHAT_BLOCKS);
    this.webcams = optionalPort<ChatWebcams>(modules, CHAT_WEBCAMS);
  }

  /** Profiles' block list where the app hosts it (as sendMessage reads it); none blocks nobody. */
  private readonly blocks: () => ChatBlocks | null;
  /** Profiles' webcam flags where the app hosts it; without it no lady may show her camera. */
  private readonly webcams: () => ChatWebcams | null;

  async onApplicationBootstrap(): Promise<void> {
    const httpServer = this.http.httpAdapter?.getHttpServer() as HttpServer | undefined;
    if (!httpServer) return;
    await this.presence.heartbeat();
    this.heartbeat = setInterval(() => {
      void this.beat();
      void this.recheckIdle();
      this.flood.sweep();
      this.typingFlood.sweep();
      this.controlFlood.sweep();
      this.connectFlood.sweep();
      this.packetFlood.sweep();
    }, this.options.nodeTimeoutMs / 3);
    this.heartbeat.unref();
    this.adapter = new SiteSocketAdapter(httpServer as never, this.runtime.redis, `chat-room:socket:${deploymentScope(this.runtime)}`);
    const io = this.adapter.createIOServer(0, { pingInterval: 10_000, pingTimeout: 10_000, maxHttpBufferSize: 16_384 } as never);
    io.use(socketAuthentication({ verify: (token) => this.tokens.verifyAccess(token) }));
    // Over the connection pace: refused with 10034 before presence is touched.
    io.use((socket, next) => {
      const { principal } = socket.data as { principal: MemberPrincipal };
      if (!this.connectFlood.take(principal.id)) return next(Object.assign(new Error('too fast'), { data: toSocketError(new ChatError('CHAT.TOO_FAST')) }));
      // Counted in this process (the member's room holds her sockets here).
      if ((io.of('/').adapter.rooms.get(memberRoom(principal.id))?.size ?? 0) >= MAX_SOCKETS_PER_MEMBER)
        return next(Object.assign(new Error('too many sockets'), { data: toSocketError(new ChatError('CHAT.TOO_MANY_SOCKETS')) }));
      next();
    });
    // Presence is written before the client hears `connect`: a lady who is connected is online for the man at once.
    io.use((socket, next) => void this.countInWhileOpen(socket).then(() => next(), next));
    io.on('connection', (socket) => void this.connected(socket));
    this.io = io;
    this.notifier.attach(io);
  }

  /**
   * Renews this process's heartbeat. When another process swept it as dead meanwhile (PostgreSQL
   * was out of its reach for longer than the node timeout, while its sockets stayed open), its
   * sockets are counted in again: the members on them are online once more, and their companions
   * hear it (else a lady still connected here would stay offline to every man until she reconnects).
   */
  private async beat(): Promise<void> {
    try {
      if (!(await this.presence.heartbeat()) || !this.io || this.closing) return;
      const open = [...this.io.of('/').sockets.values()].filter((socket) => socket.connected);
      this.log.warn({ sockets: open.length }, 'this process was swept as dead while it lived; counting its sockets in again');
      await Promise.all(open.map((socket) => this.countIn(socket)));
    } catch (err) {
      this.log.warn({ err }, 'heartbeat failed');
    }
  }

  /** Before the database closes: no new sockets; this process's presence is given up (offline events). */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.notifier.attach(null);
    this.closing = true;
    if (this.io) {
      this.io.removeAllListeners('connection');
      this.io.disconnectSockets(true);
      await this.adapter!.close(this.io);
      this.io = null;
      for (const memberId of await this.presence.leave().catch(() => [])) await this.wentOffline(memberId, null);
    }
  }

  onApplicationShutdown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  /** Members whose last socket closed elsewhere (a dead process swept by the ticker). */
  async wentOffline(memberId: string, userType: 'man' | 'woman' | null): Promise<void> {
    await this.billing.presenceChanged([memberId], false);
    const type =
      userType ??
      (await this.db.query<{ user_type: 'man' | 'woman' }>(`SELECT user_type FROM chat_room.members WHERE member_id = $1`, [memberId]))[0]?.user_type;
    if (type) await this.announcePresence(memberId, type, false);
  }

  /**
   * Tells the other sex that a member came online or went offline, except the members in a block
   * with her either way ('ignore me': neither sees the other online, as on the online list).
   */
  private async announcePresence(memberId: string, userType: 'man' | 'woman', online: boolean): Promise<void> {
    const blocked = (await this.blocks()?.blockedWith(memberId)) ?? [];
    this.io?.to(OTHER_SEX_ROOM[userType]).except(blocked.map(memberRoom)).emit('userStatusChanged', { online, userId: memberId });
  }

  private async connected(socket: Socket): Promise<void> {
    // verifyAccess answered the token's family with its member at connect.
    const { tokenFamily: family, ...principal } = (socket.data as { principal: Awaited<ReturnType<ChatTokens['verifyAccess']>> }).principal;
    const data: SocketData = { principal, checkedAt: Date.now(), inFlight: 0, camRooms: new Set() };
    Object.assign(socket.data as object, data);
    await socket.join([memberRoom(principal.id), sessionRoom(principal.sessionId), SEX_ROOM[principal.userType], ...(family ? [familyRoom(family)] : [])]);
    socket.on('disconnect', () => void this.disconnected(socket, principal));
    // Every packet, before any listener (or none, for an unknown event): a flood closes the socket.
    socket.use((_packet, next) => {
      if (this.packetFlood.take(socket.id)) return next();
      this.log.warn({ memberId: principal.id }, 'socket closed for flooding');
      socket.disconnect(true);
    });
    // Every client event goes through `handle` (the session recheck and the hostile-input check).
    // Messages and typing have paces of their own; the other events share CONTROL_EVENT_FLOOD.
    // `emit(event, ack)` without a payload hands the ack over first: an empty payload, answered (10001).
    const on = (event: string, work: (payload: unknown) => Promise<unknown>, paced = true) =>
      socket.on(event, (payload: unknown, ack?: Ack) =>
        typeof payload === 'function' && ack === undefined
          ? void this.handle(socket, payload as Ack, {}, work, paced)
          : void this.handle(socket, ack, payload, work, paced),
      );
    on('sendMessage', (payload) => this.sendMessage(socket, principal, payload), false);
    on('typing', (payload) => this.typing(principal, payload), false);
    on('viewInvites', (payload) => this.viewInvites(principal, payload));
    on('endChat', (payload) => this.endChat(principal, payload));
    on('camStart', (payload) => this.camStart(socket, principal, payload));
    on('camStop', (payload) => this.camStop(socket, principal, payload));
    on('camRequestOffer', (payload) => this.camRequestOffer(principal, payload));
    for (const signal of Object.keys(CAM_SIGNALS) as CamSignal[]) on(signal, (payload) => this.camSignal(principal, signal, payload));
    // Closed while it was being counted in: count it out again.
    if (!socket.connected) await this.disconnected(socket, principal);
  }

  /**
   * The middleware's last step: counts the socket in, then out again if its client closed meanwhile.
   * socket.io drops such a socket without `connection` or `disconnect` (it checks the transport
   * right after the middlewares, as this does, with no I/O between), so nothing else would count it
   * out: she stayed online with no socket, and a man in a billed chat with her went on paying (a
   * probe: five connects closed 5 to 45 ms after they began).
   */
  private async countInWhileOpen(socket: Socket): Promise<void> {
    await this.countIn(socket);
    if (socket.conn.readyState !== 'open') await this.disconnected(socket, (socket.data as { principal: MemberPrincipal }).principal);
  }

  /** Counts a socket in; her first socket anywhere makes her online. */
  private async countIn(socket: Socket): Promise<void> {
    const principal = (socket.data as { principal: MemberPrincipal }).principal;
    if (await this.arrivals.submit({ memberId: principal.id, socketId: socket.id })) await this.announcePresence(principal.id, principal.userType, true);
  }

  private async disconnected(socket: Socket, principal: MemberPrincipal): Promise<void> {
    if (this.closing) return;
    try {
      // The socket that shows her camera is gone: the camera is off (he stops paying the live cam).
      for (const roomId of (socket.data as SocketData).camRooms ?? []) await this.billing.camStop(roomId, principal.id);
      if (await this.departures.submit({ memberId: principal.id, socketId: socket.id })) await this.wentOffline(principal.id, principal.userType);
    } catch (err) {
      this.log.error({ err }, 'presence on disconnect failed');
    }
  }

  /**
   * Sockets connecting at the same time are counted in together (one transaction), and their
   * members' sessions hear they are back in one statement: true for the socket that made its
   * member come online.
   */
  private readonly arrivals = new Coalescer<{ memberId: string; socketId: string }, boolean>(async (sockets) => {
    const cameOnline = await this.presence.connectedMany(sockets);
    await this.billing.presenceChanged([...cameOnline], true);
    // Her first socket of the batch announces her.
    return sockets.map((s) => cameOnline.delete(s.memberId));
  });

  /** Sockets closing at the same time are counted out together: true for the one that was its member's last. */
  private readonly departures = new Coalescer<{ memberId: string; socketId: string }, boolean>(async (sockets) => {
    const wentOffline = await this.presence.disconnectedMany(sockets.map((s) => s.socketId));
    return sockets.map((s) => wentOffline.delete(s.memberId));
  });

  /**
   * Runs one socket event: its answer to the ack, or its refusal to the ack (else as the `error`
   * event). The payload is unchecked JSON: hostile input (NUL, lone surrogates, `__proto__` keys,
   * unsafe numbers, deep nesting) is refused here with 10002 as the Site API's guard refuses it,
   * before any handler or query sees it.
   */
  private async handle(socket: Socket, ack: Ack | undefined, payload: unknown, work: (payload: unknown) => Promise<unknown>, paced: boolean): Promise<void> {
    const data = socket.data as SocketData;
    const busy = data.inFlight >= MAX_EVENTS_IN_FLIGHT;
    data.inFlight++;
    try {
      if (paced && (busy || !this.controlFlood.take(data.principal.id))) throw new ChatError('CHAT.TOO_FAST');
      await this.recheck(socket);
      refuseHostile(payload);
      const result = await work(payload);
      if (typeof ack === 'function') ack({ status: true, ...(result as object) });
    } catch (err) {
      const refusal = toSocketError(err);
      if (typeof ack === 'function') ack(refusal);
      else socket.emit('error', refusal);
      if (refusal.code === 401 || refusal.code === 10401) socket.disconnect(true);
    } finally {
      data.inFlight--;
    }
  }

  /**
   * A socket's member still holds an open session (checked at most every few seconds). The socket
   * lives as long as the session its token named at connect, not as long as the token: a chat
   * left open past the token's quarter of an hour keeps working, and a sign-out, a password change
   * or a ban ends it whatever the token's age.
   */
  private recheck(socket: Socket): Promise<void> {
    const data = socket.data as SocketData;
    if (Date.now() - data.checkedAt < RECHECK_MS) return Promise.resolve();
    data.rechecking ??= this.tokens
      .sessionStillOpen(data.principal)
      .then(() => {
        data.checkedAt = Date.now();
      })
      .finally(() => {
        data.rechecking = undefined;
      });
    return data.rechecking;
  }

  /**
   * Sockets that stay silent are checked too: a sign-out, a password change and a ban are announced
   * and close their sockets at once, but a session also ends by expiring, and an announcement may
   * come late (split mode, Kafka away). Each is asked every heartbeat and closed once its session
   * is over, so a signed-out member's idle tab stops receiving messages.
   */
  private async recheckIdle(): Promise<void> {
    if (!this.io || this.rechecking) return;
    this.rechecking = true;
    try {
      await this.recheckEachIdle(this.io);
    } finally {
      this.rechecking = false;
    }
  }

  private async recheckEachIdle(io: Server): Promise<void> {
    for (const socket of io.of('/').sockets.values()) {
      const data = socket.data as SocketData;
      if (!data.principal || Date.now() - data.checkedAt < RECHECK_MS) continue;
      try {
        await this.tokens.sessionStillOpen(data.principal);
        data.checkedAt = Date.now();
      } catch (err) {
        if (err instanceof SiteError && (err.code === 401 || err.code === 10401)) socket.disconnect(true);
      }
    }
  }

  private async sendMessage(socket: Socket, principal: MemberPrincipal, payload: unknown) {
    // Refused before anything is read or stored: the client may send it again a moment later.
    if (!this.flood.take(principal.id)) throw new ChatError('CHAT.TOO_FAST');
    const input = objectOf(payload);
    const { message, duplicate } = await this.commands.execute(new SendMessageCommand(principal, input));
    if (!duplicate) {
      this.io?.to(memberRoom(message.receiver.userId)).emit('sendMessage', message);
      socket.to(memberRoom(principal.id)).emit('sendMessage', message);
    }
    return { message, duplicate };
  }

  /**
   * `typing` {roomId | receiverId, typeStatus}: the companion hears {typeStatus, userId, roomId}.
   * By roomId only in a room of his; by receiverId to a member of the other sex, before the first
   * message too (she sees him typing it: roomId null until the room opens). Never past a block
   * either way, and at a typing pace (its own flood budget, 10034 beyond it).
   */
  private async typing(principal: MemberPrincipal, payload: unknown) {
    // Refused before anything is read, like a message over its pace.
    if (!this.typingFlood.take(principal.id)) throw new ChatError('CHAT.TOO_FAST');
    const input = objectOf(payload);
    if (typeof input.typeStatus !== 'boolean') throw new ChatError('CHAT.INVALID', 'The typeStatus field must be true or false');
    const { roomId, receiverId } = roomOrReceiver(input);
    let companionId: string;
    let room: Room | null;
    if (roomId !== null) {
      room = await ownRoom(this.db, roomId, principal.id);
      companionId = companionIn(room, principal.id);
    } else {
      const pair = await pairOf(this.db, principal, receiverId!);
      companionId = principal.userType === 'man' ? pair.womanId : pair.manId;
      room = await roomOfPair(this.db, pair);
    }
    const blocks = this.blocks();
    if (blocks && (await blockedEitherWay(blocks, principal.id, companionId))) throw new ChatError('CHAT.BLOCKED');
    this.io?.to(memberRoom(companionId)).emit('typing', { typeStatus: input.typeStatus, userId: principal.id, roomId: room?.id ?? null });
    return {};
  }

  /** `viewInvites` {roomId | companionId}: she has viewed the invites of that room so far (GET invites answers them `isViewed`). */
  private viewInvites(principal: MemberPrincipal, payload: unknown): Promise<{ roomId: string | null }> {
    return this.commands.execute(new ViewInvitesCommand(principal, objectOf(payload)));
  }

  private async endChat(principal: MemberPrincipal, payload: unknown) {
    const roomId = roomIdOf(objectOf(payload));
    await ownRoom(this.db, roomId, principal.id);
    return { ended: await this.billing.end(roomId, principal.id) };
  }

  /**
   * `camStart` {roomId}: a webcam-enabled lady turns her camera on in the room's active chat (from
   * now on his minutes are video_chat minutes); the man hears `camStarted` and waits for her offer.
   */
  private async camStart(socket: Socket, principal: MemberPrincipal, payload: unknown) {
    const roomId = await camRoom(this.db, principal, objectOf(payload));
    if (principal.userType !== 'woman') throw new ChatError('CHAT.CAM_LADY_ONLY');
    if (!(await this.webcams()?.hasWebcam(principal.id))) throw new ChatError('CHAT.CAM_NO_WEBCAM');
    const session = await this.billing.camStart(roomId, principal.id);
    (socket.data as SocketData).camRooms.add(roomId);
    const pricePerMinute = session.video_price;
    this.io?.to(memberRoom(session.man_id)).emit('camStarted', { roomId, userId: principal.id, pricePerMinute });
    return { pricePerMinute };
  }

  /** `camStop` {roomId}: either member turns the live cam off (both hear `camStopped`). */
  private async camStop(socket: Socket, principal: MemberPrincipal, payload: unknown) {
    const roomId = await camRoom(this.db, principal, objectOf(payload));
    (socket.data as SocketData).camRooms.delete(roomId);
    return { stopped: await this.billing.camStop(roomId, principal.id) };
  }

  /**
   * `camRequestOffer` {roomId} (the man): his page was reloaded or his socket came back while her
   * camera is on, so the offer he had is gone; her sockets hear `camRequestOffer` {roomId, userId}
   * and her page sends a fresh `camOffer`. Same rules as the signals (the two members of an active
   * chat whose camera is on); he learns the live cam minute's price.
   */
  private async camRequestOffer(principal: MemberPrincipal, payload: unknown) {
    const roomId = await camRoom(this.db, principal, objectOf(payload));
    if (principal.userType !== 'man') throw new ChatError('CHAT.CAM_MAN_ONLY', CHAT_MESSAGES.camManRequests);
    const { session, companionId } = await this.billing.camPeer(roomId, principal.id);
    this.io?.to(memberRoom(companionId)).emit('camRequestOffer', { roomId, userId: principal.id });
    return { pricePerMinute: session.video_price };
  }

  /**
   * `camOffer` {roomId, sdp} (the lady), `camAnswer` {roomId, sdp} (the man), `camIceCandidate`
   * {roomId, candidate} (either): checked, then relayed to the companion only, while the room's
   * chat is active and her camera is on. The companion hears the same event with `userId`.
   */
  private async camSignal(principal: MemberPrincipal, signal: CamSignal, payload: unknown) {
    const input = objectOf(payload);
    const rule = CAM_SIGNALS[signal];
    const value = rule.field === 'sdp' ? sdpOf(input.sdp) : candidateOf(input.candidate);
    const roomId = await camRoom(this.db, principal, input);
    if (rule.from && principal.userType !== rule.from) throw rule.refusal();
    const { companionId } = await this.billing.camPeer(roomId, principal.id);
    this.io?.to(memberRoom(companionId)).emit(signal, { roomId, userId: principal.id, [rule.field]: value });
    return {};
  }
}

/** The room of a live cam event (a room of the caller's, else 10404). */
async function camRoom(db: ServiceDb, principal: MemberPrincipal, input: Record<string, unknown>): Promise<string> {
  return (await ownRoom(db, roomIdOf(input), principal.id)).id;
}

/** Refuses a payload the Site API would refuse (findHostileInput), with the field and the reason, as its guard answers. */
function refuseHostile(payload: unknown): void {
  const found = findHostileInput(payload);
  if (!found) return;
  const field = found.field || 'payload';
  const message = `The ${field} field ${found.reason}`;
  throw new SiteError(10002, message, { [field]: [message] });
}

/** A socket payload as a plain record; anything else is a validation error. */
function objectOf(payload: unknown): Record<string, unknown> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new SiteError(10002, 'The payload must be an object');
  return payload as Record<string, unknown>;
}

import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

/** The socket.io room of one member's sockets, on every process (the Redis adapter carries it). */
export const memberRoom = (memberId: string) => `member:${memberId}`;
/** The sockets opened with chat tokens made from one site session. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets opened with access tokens of one chat token family. */
export const familyRoom = (familyId: string) => `family:${familyId}`;

/**
 * How the rest of the service speaks to sockets: by member, whichever process holds them. The
 * socket server attaches itself at start; before that (or in a process without sockets) nothing
 * is sent, which is harmless: state is in PostgreSQL, and clients catch up by history.
 */
@Injectable()
export class ChatNotifier {
  private io: Server | null = null;

  attach(io: Server | null): void {
    this.io = io;
  }

  emitTo(memberIds: string[], event: string, payload: unknown): void {
    if (!this.io || !memberIds.length) return;
    this.io.to(memberIds.map(memberRoom)).emit(event, payload);
  }

  /** Every socket of the member, on every process, is closed (a ban, a revoked session). */
  disconnectMember(memberId: string): void {
    this.io?.in(memberRoom(memberId)).disconnectSockets(true);
  }

  /** Every socket opened under these site sessions, on every process, is closed (a sign-out, a password change). */
  disconnectSessions(sessionIds: string[]): void {
    if (sessionIds.length) this.io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  /** Every socket opened with a token of the family, on every process, is closed (the family was revoked). */
  disconnectFamily(familyId: string): void {
    this.io?.in(familyRoom(familyId)).disconnectSockets(true);
  }
}

import type { Sql, UserType } from '@dating/platform';
import { ChatError } from '../domain/chat-errors.js';
import { findMember, isMemberId } from './members.js';

export interface Room {
  id: string;
  man_id: string;
  woman_id: string;
}

/** The member on the other side of a room. */
export const companionIn = (room: Room, memberId: string) => (room.man_id === memberId ? room.woman_id : room.man_id);

/** Room ids are uuids (anything else is no room). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A room of the member's own, by id; anything else (unknown, another couple's) is not found. */
export async function ownRoom(sql: Sql, roomId: string, memberId: string): Promise<Room> {
  if (!isUuid(roomId)) throw new ChatError('CHAT.ROOM_NOT_FOUND');
  const [room] = await sql.query<Room>(`SELECT id, man_id, woman_id FROM chat_room.rooms WHERE id = $1 AND (man_id = $2 OR woman_id = $2)`, [roomId, memberId]);
  if (!room) throw new ChatError('CHAT.ROOM_NOT_FOUND');
  return room;
}

/** Who is the man and who the woman of a pair, refusing two of one sex or an unknown companion. */
export async function pairOf(sql: Sql, me: { id: string; userType: UserType }, companionId: string): Promise<{ manId: string; womanId: string }> {
  const companion = await findMember(sql, companionId);
  if (!companion || companion.userId === me.id) throw new ChatError('CHAT.COMPANION_NOT_FOUND');
  if (companion.userType === me.userType) throw new ChatError('CHAT.SAME_SEX');
  return me.userType === 'man' ? { manId: me.id, womanId: companion.userId } : { manId: companion.userId, womanId: me.id };
}

/** The pair's room, if they have one. */
export async function roomOfPair(sql: Sql, pair: { manId: string; womanId: string }): Promise<Room | null> {
  const [room] = await sql.query<Room>(`SELECT id, man_id, woman_id FROM chat_room.rooms WHERE man_id = $1 AND woman_id = $2`, [pair.manId, pair.womanId]);
  return room ?? null;
}

/** The pair's room, opened on their first message. */
export async function openRoom(sql: Sql, pair: { manId: string; womanId: string }): Promise<Room & { created: boolean }> {
  const [created] = await sql.query<Room>(
    `INSERT INTO chat_room.rooms (man_id, woman_id) VALUES ($1, $2) ON CONFLICT (man_id, woman_id) DO NOTHING RETURNING id, man_id, woman_id`,
    [pair.manId, pair.womanId],
  );
  if (created) return { ...created, created: true };
  return { ...(await roomOfPair(sql, pair))!, created: false };
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An event's `roomId`: missing is the spec's 'Neither roomId nor companionId provided' (10001), another type 10002. */
export function roomIdOf(input: { roomId?: unknown }): string {
  if (!given(input.roomId)) throw new ChatError('CHAT.NO_ROOM_OR_COMPANION');
  if (typeof input.roomId !== 'string') throw new ChatError('CHAT.INVALID', 'The roomId field must be a string');
  return input.roomId;
}

/**
 * The room or the companion an event names: a `roomId` string, else a `receiverId` member id
 * (digits, or a whole number); a field of the wrong type is 10002, neither field 10001.
 */
export function roomOrReceiver(input: { roomId?: unknown; receiverId?: unknown }): { roomId: string | null; receiverId: string | null } {
  if (given(input.roomId)) return { roomId: roomIdOf(input), receiverId: null };
  if (given(input.receiverId)) {
    const id = typeof input.receiverId === 'number' && Number.isSafeInteger(input.receiverId) ? String(input.receiverId) : input.receiverId;
    if (!isMemberId(id)) throw new ChatError('CHAT.INVALID', 'The receiverId field must be a member id');
    return { roomId: null, receiverId: id };
  }
  throw new ChatError('CHAT.NO_ROOM_OR_COMPANION');
}

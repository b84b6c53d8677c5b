import { Controller, Get, Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { INVITES } from '@dating/rules';
import { ChatMemberOnly } from '../../auth/chat-auth.guard.js';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { type ChatMessage, MESSAGE_COLUMNS, type MessageRow, toChatMessage } from '../../infrastructure/messages.js';

/** Invites older than this are not caught up any more (a conversation she never answered in a day is no longer news). */
export const INVITES_CATCH_UP_HOURS = 24;

/** A caught-up invite: the message, and whether she has viewed it (at or below her mark of the room, `viewInvites`). */
export type CaughtUpInvite = ChatMessage & { isViewed: boolean };

/** GET /chat-api/v1/invites: the invites addressed to the caller that she has not answered (what a reconnect missed). */
export class InvitesQuery extends Query<CaughtUpInvite[]> {
  constructor(readonly member: MemberPrincipal) {
    super();
  }
}

/**
 * The caller's unanswered invites (spec sections 4 and 9): messages of type 'invite' sent to her in
 * rooms where she has never written, of the last INVITES_CATCH_UP_HOURS hours; under the invite
 * store's caps (the 3 newest of each sender, the 30 senders who wrote last), newest first. Only
 * the caller's own rooms are read (her id picks the rooms and the receiver). Each says `isViewed`: its
 * sequence is at or below her viewed mark of the room (spec section 3, Invite.isViewed), so a reload
 * or another device does not show again as new what she already looked at.
 */
@QueryHandler(InvitesQuery)
export class InvitesHandler implements IQueryHandler<InvitesQuery> {
  constructor(@Inject(CHAT_DB) private readonly db: ServiceDb) {}

  async execute({ member }: InvitesQuery): Promise<CaughtUpInvite[]> {
    const [mine, theirs, iWrote, viewed] =
      member.userType === 'man'
        ? ['man_id', 'woman_id', 'man_wrote', 'man_invites_viewed_seq']
        : ['woman_id', 'man_id', 'woman_wrote', 'woman_invites_viewed_seq'];
    const rows = await this.db.query<MessageRow & { is_viewed: boolean }>(
      `WITH recent AS (
         SELECT id, ${viewed} AS viewed_seq FROM chat_room.rooms
         WHERE ${mine} = $1 AND NOT ${iWrote} AND last_message_at > now() - ($2 * interval '1 hour')
           -- A banned sender's invites leave the list while the ban lasts.
           AND NOT EXISTS (SELECT 1 FROM chat_room.members b WHERE b.member_id = ${theirs} AND b.banned_at IS NOT NULL)
         ORDER BY last_message_at DESC LIMIT $3)
       SELECT m.*, m.seq <= r.viewed_seq AS is_viewed FROM recent r CROSS JOIN LATERAL (
         SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages
         WHERE room_id = r.id AND receiver_id = $1 AND type = 'invite' AND created_at > now() - ($2 * interval '1 hour')
         ORDER BY seq DESC LIMIT $4) m
       ORDER BY m.created_at DESC, m.seq DESC`,
      [member.id, INVITES_CATCH_UP_HOURS, INVITES.maxSenders, INVITES.maxPerSender],
    );
    return rows.map((row) => ({ ...toChatMessage(row), isViewed: row.is_viewed }));
  }
}

@Controller('chat-api/v1')
export class InvitesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('invites')
  @ChatMemberOnly()
  invites(@CurrentMember() member: MemberPrincipal) {
    return this.queries.execute(new InvitesQuery(member));
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedRows, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { ChatError } from '../../domain/chat-errors.js';
import { isMemberId } from '../../infrastructure/members.js';
import { isUuid } from '../../infrastructure/rooms.js';

/** The `viewInvites` socket event: the caller has viewed the invites of one room (by `roomId`, or by its sender `companionId`). */
export class ViewInvitesCommand extends Command<{ roomId: string | null }> {
  constructor(
    readonly member: MemberPrincipal,
    readonly input: Record<string, unknown>,
  ) {
    super();
  }
}

/**
 * Moves the caller's own "viewed" mark of a room up to the room's last message (spec sections 3 and
 * 4, Invite.isViewed): GET invites then answers every invite sent to her so far as viewed, and any
 * newer one as not. One statement, on her side of her own room only (her id picks the room and the
 * column): another couple's `roomId` is 10404 and changes nothing; a `companionId` she has no
 * room with changes nothing (`roomId: null`). Neither field: 10001.
 */
@CommandHandler(ViewInvitesCommand)
export class ViewInvitesHandler implements ICommandHandler<ViewInvitesCommand> {
  constructor(@Inject(CHAT_DB) private readonly db: ServiceDb) {}

  async execute({ member, input }: ViewInvitesCommand): Promise<{ roomId: string | null }> {
    const [mine, other, viewed] =
      member.userType === 'man' ? ['man_id', 'woman_id', 'man_invites_viewed_seq'] : ['woman_id', 'man_id', 'woman_invites_viewed_seq'];
    const set = `UPDATE chat_room.rooms SET ${viewed} = last_seq WHERE ${mine} = $1`;
    if (input.roomId !== undefined) {
      if (typeof input.roomId !== 'string' || !isUuid(input.roomId)) throw new ChatError('CHAT.ROOM_NOT_FOUND');
      const [room] = await this.db.query<{ id: string }>(changedRows(`${set} AND id = $2 RETURNING id`), [member.id, input.roomId]);
      if (!room) throw new ChatError('CHAT.ROOM_NOT_FOUND');
      return { roomId: room.id };
    }
    if (input.companionId !== undefined) {
      if (!isMemberId(input.companionId)) throw new ChatError('CHAT.INVALID', 'The companionId field must be a member id');
      const [room] = await this.db.query<{ id: string }>(changedRows(`${set} AND ${other} = $2 RETURNING id`), [member.id, input.companionId]);
      return { roomId: room?.id ?? null };
    }
    throw new ChatError('CHAT.NO_ROOM_OR_COMPANION');
  }
}

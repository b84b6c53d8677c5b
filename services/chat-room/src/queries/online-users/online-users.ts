import { Controller, Get, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CurrentMember, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { ChatMemberOnly } from '../../auth/chat-auth.guard.js';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { CHAT_BLOCKS, type ChatBlocks } from '../../contracts/chat-blocks.port.js';
import { optionalPort } from '../../infrastructure/optional-port.js';

/** A member on the chat list (spec section 3, chat user); `roomId` is null until they have written. */
export interface OnlineUser {
  userId: string;
  fullName: string;
  avatarSmall: string | null;
  roomId: string | null;
}

/** At most this many on one list (the most recently connected first). */
export const ONLINE_LIST_MAX = 200;

/**
 * GET /chat-api/v1/users: members of the other sex with a chat socket open, newest first, but for
 * those in a block with the asking member either way ('ignore me': neither sees the other online).
 */
export class OnlineUsersQuery extends Query<OnlineUser[]> {
  constructor(readonly member: MemberPrincipal) {
    super();
  }
}

@QueryHandler(OnlineUsersQuery)
export class OnlineUsersHandler implements IQueryHandler<OnlineUsersQuery> {
  private readonly blocks: () => ChatBlocks | null;

  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(ModuleRef) modules: ModuleRef,
  ) {
    this.blocks = optionalPort<ChatBlocks>(modules, CHAT_BLOCKS);
  }

  async execute({ member }: OnlineUsersQuery): Promise<OnlineUser[]> {
    const blocked = (await this.blocks()?.blockedWith(member.id)) ?? [];
    const other = member.userType === 'man' ? 'woman' : 'man';
    const mine = member.userType === 'man' ? 'man_id' : 'woman_id';
    const theirs = member.userType === 'man' ? 'woman_id' : 'man_id';
    const rows = await this.db.query<{ member_id: string; full_name: string; avatar_small: string | null; room_id: string | null }>(
      `SELECT m.member_id, m.full_name, m.avatar_small, r.id AS room_id
       FROM chat_room.presence p
       JOIN chat_room.members m ON m.member_id = p.member_id AND m.user_type = $2 AND m.banned_at IS NULL
       LEFT JOIN chat_room.rooms r ON r.${mine} = $1 AND r.${theirs} = p.member_id
       WHERE p.connections > 0 AND p.member_id <> ALL($3::text[])
       ORDER BY p.changed_at DESC LIMIT ${ONLINE_LIST_MAX}`,
      [member.id, other, blocked],
    );
    return rows.map((r) => ({ userId: r.member_id, fullName: r.full_name, avatarSmall: r.avatar_small, roomId: r.room_id }));
  }
}

@Controller('chat-api/v1')
export class OnlineUsersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('users')
  @ChatMemberOnly()
  users(@CurrentMember() member: MemberPrincipal) {
    return this.queries.execute(new OnlineUsersQuery(member));
  }
}

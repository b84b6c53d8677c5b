import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { SOCIAL_MESSAGES } from '@dating/rules';
import { MemberBlockedEvent, MemberUnblockedEvent } from '../../contracts/social-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { TargetDto } from '../../http/social-params.js';
import { changePairList, counterpart, type Member, PAIR_LISTS } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/**
 * block/add and block/remove `target_user_id` ('ignore me', spec section 3). The spec lists no call
 * for it; these two are ours. A blocked member cannot wink, add to favorites or bookmark the
 * blocker, and neither sees the other in the social lists; mail and chat ask the BLOCK_LIST port.
 */
export class BlockMemberCommand extends Command<{ user_id: number; blocked: boolean }> {
  constructor(
    readonly member: Member,
    readonly targetId: number,
    readonly block: boolean,
  ) {
    super();
  }
}

@CommandHandler(BlockMemberCommand)
export class BlockMemberHandler implements ICommandHandler<BlockMemberCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, targetId, block }: BlockMemberCommand) {
    const target = await counterpart(this.db, member, targetId);
    return this.db.transaction(async (tx) => {
      if (!(await changePairList(tx, PAIR_LISTS.blocks, member.id, target.id, block))) {
        throw block
          ? new ProfilesError('PROFILES.ALREADY_DONE', SOCIAL_MESSAGES.blockAlready)
          : new ProfilesError('PROFILES.NOT_IN_LIST', SOCIAL_MESSAGES.blockMissing);
      }
      await tx.publish([
        block
          ? encodeEvent(MemberBlockedEvent, { blockerId: member.id, blockedId: target.id }, { streamId: target.id, actor: `member:${member.id}` })
          : encodeEvent(MemberUnblockedEvent, { blockerId: member.id, blockedId: target.id }, { streamId: target.id, actor: `member:${member.id}` }),
      ]);
      return { user_id: Number(target.id), blocked: block };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class BlockMemberController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/block/add `target_user_id` → `{ user_id, blocked: true }`. */
  @Post('block/add')
  @MemberOnly()
  block(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto) {
    return this.commands.execute(new BlockMemberCommand({ id: member.id, userType: member.userType }, dto.target_user_id, true));
  }

  /** POST /api/block/remove `target_user_id` → `{ user_id, blocked: false }`. */
  @Post('block/remove')
  @MemberOnly()
  unblock(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto) {
    return this.commands.execute(new BlockMemberCommand({ id: member.id, userType: member.userType }, dto.target_user_id, false));
  }
}

import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, encodeEvent, MemberOnly, type MemberPrincipal, type OutgoingEvent, type ServiceDb, type Sql } from '@dating/platform';
import { type FavoriteStatus, SOCIAL_MESSAGES } from '@dating/rules';
import {
  FavoriteAddedEvent,
  FavoriteInviteAcceptedEvent,
  FavoriteInviteRejectedEvent,
  FavoriteInviteSentEvent,
  FavoriteRemovedEvent,
} from '../../contracts/social-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { decideFavoriteAdd, decideFavoriteRemove } from '../../domain/social.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { FavoriteTargetDto } from '../../http/social-params.js';
import { counterpart, favoriteStates, type Member, SqlBlockList } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

export interface FavoriteChange {
  user_id: number;
  /** The caller's status toward the member now (spec section 3). */
  status: FavoriteStatus;
  /** What happened: added, invited (a lady), accepted (a man took her invite), removed, rejected. */
  action: 'added' | 'invited' | 'accepted' | 'removed' | 'rejected';
}

/**
 * favorite/add `favorite_user_id` (spec section 4): a man's add is 'in favorite' at once; a lady's is
 * an invite ('invite') the man accepts by adding her, or rejects by removing her. A request is never
 * repeated (10034); a member who blocked the caller cannot be added (10003).
 */
export class AddFavoriteCommand extends Command<FavoriteChange> {
  constructor(
    readonly member: Member,
    readonly targetId: number,
  ) {
    super();
  }
}

/** favorite/remove `favorite_user_id`: removes the own entry ('can add'), or a man rejects a lady's invite. */
export class RemoveFavoriteCommand extends Command<FavoriteChange> {
  constructor(
    readonly member: Member,
    readonly targetId: number,
  ) {
    super();
  }
}

const meta = (streamId: string, actorId: string) => ({ streamId, actor: `member:${actorId}` });

/**
 * Whether the target was told of the owner's add or invite less than a day ago (an add after a
 * remove): if not, this telling is recorded and the event tells; if so, its event is `repeated`
 * and nobody is told again. One statement, so two concurrent adds cannot both tell.
 */
async function toldRecently(tx: Sql, ownerId: string, targetId: string): Promise<boolean> {
  const told = await tx.query(
    `INSERT INTO profiles.favorite_notices (owner_id, target_id, told_at) VALUES ($1, $2, now())
     ON CONFLICT (owner_id, target_id) DO UPDATE SET told_at = now() WHERE profiles.favorite_notices.told_at < now() - interval '1 day'
     RETURNING 1`,
    [ownerId, targetId],
  );
  return told.length === 0;
}

@CommandHandler(AddFavoriteCommand)
export class AddFavoriteHandler implements ICommandHandler<AddFavoriteCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, targetId }: AddFavoriteCommand): Promise<FavoriteChange> {
    const target = await counterpart(this.db, member, targetId);
    if (await new SqlBlockList(this.db).eitherBlocked(member.id, target.id)) throw new ProfilesError('PROFILES.IGNORED');
    return this.db.transaction(async (tx) => {
      // One pair at a time: his accept and her withdrawal must not cross.
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('profiles.favorites'), hashtext(least($1::bigint, $2::bigint)::text || ':' || greatest($1::bigint, $2::bigint)::text))`,
        [member.id, target.id],
      );
      const { mine, theirs } = await favoriteStates(tx, member.id, target.id);
      const decision = decideFavoriteAdd(member.userType, mine, theirs);
      const events: OutgoingEvent[] = [];
      let change: FavoriteChange;
      switch (decision.kind) {
        case 'refused':
          throw new ProfilesError(
            'PROFILES.ALREADY_DONE',
            decision.reason === 'already' ? SOCIAL_MESSAGES.favoriteAlready : SOCIAL_MESSAGES.favoriteRequestRepeated,
          );
        case 'add':
          await tx.query(`INSERT INTO profiles.favorites (owner_id, target_id, state) VALUES ($1, $2, 'accepted')`, [member.id, target.id]);
          events.push(
            encodeEvent(
              FavoriteAddedEvent,
              { memberId: member.id, favoriteId: target.id, mutual: theirs === 'accepted', repeated: await toldRecently(tx, member.id, target.id) },
              meta(target.id, member.id),
            ),
          );
          change = { user_id: Number(target.id), status: 'in favorite', action: 'added' };
          break;
        case 'invite':
          await tx.query(`INSERT INTO profiles.favorites (owner_id, target_id, state) VALUES ($1, $2, 'invite')`, [member.id, target.id]);
          events.push(
            encodeEvent(
              FavoriteInviteSentEvent,
              { inviterId: member.id, invitedId: target.id, repeated: await toldRecently(tx, member.id, target.id) },
              meta(target.id, member.id),
            ),
          );
          change = { user_id: Number(target.id), status: 'invite', action: 'invited' };
          break;
        case 'accept':
          await tx.query(`UPDATE profiles.favorites SET state = 'accepted', updated_at = now() WHERE owner_id = $1 AND target_id = $2`, [target.id, member.id]);
          await tx.query(`INSERT INTO profiles.favorites (owner_id, target_id, state) VALUES ($1, $2, 'accepted')`, [member.id, target.id]);
          events.push(
            encodeEvent(FavoriteInviteAcceptedEvent, { inviterId: target.id, invitedId: member.id }, meta(target.id, member.id)),
            encodeEvent(FavoriteAddedEvent, { memberId: target.id, favoriteId: member.id, mutual: true }, meta(member.id, member.id)),
            encodeEvent(FavoriteAddedEvent, { memberId: member.id, favoriteId: target.id, mutual: true }, meta(target.id, member.id)),
          );
          change = { user_id: Number(target.id), status: 'in favorite', action: 'accepted' };
          break;
      }
      await tx.publish(events);
      return change;
    });
  }
}

@CommandHandler(RemoveFavoriteCommand)
export class RemoveFavoriteHandler implements ICommandHandler<RemoveFavoriteCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, targetId }: RemoveFavoriteCommand): Promise<FavoriteChange> {
    const target = await counterpart(this.db, member, targetId);
    return this.db.transaction(async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('profiles.favorites'), hashtext(least($1::bigint, $2::bigint)::text || ':' || greatest($1::bigint, $2::bigint)::text))`,
        [member.id, target.id],
      );
      const { mine, theirs } = await favoriteStates(tx, member.id, target.id);
      const decision = decideFavoriteRemove(member.userType, mine, theirs);
      if (decision.kind === 'refused') throw new ProfilesError('PROFILES.NOT_IN_LIST', SOCIAL_MESSAGES.favoriteMissing);
      if (decision.kind === 'reject') {
        await tx.query(`UPDATE profiles.favorites SET state = 'rejected', updated_at = now() WHERE owner_id = $1 AND target_id = $2`, [target.id, member.id]);
        await tx.publish([encodeEvent(FavoriteInviteRejectedEvent, { inviterId: target.id, invitedId: member.id }, meta(target.id, member.id))]);
        return { user_id: Number(target.id), status: 'can add', action: 'rejected' };
      }
      await tx.query(`DELETE FROM profiles.favorites WHERE owner_id = $1 AND target_id = $2`, [member.id, target.id]);
      await tx.publish([encodeEvent(FavoriteRemovedEvent, { memberId: member.id, favoriteId: target.id }, meta(target.id, member.id))]);
      return { user_id: Number(target.id), status: 'can add', action: 'removed' };
    });
  }
}

@Controller('api')
@RecordsActivity()
export class FavoritesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/favorite/add `favorite_user_id` → `{ user_id, status, action }`. */
  @Post('favorite/add')
  @MemberOnly()
  add(@CurrentMember() member: MemberPrincipal, @Body() dto: FavoriteTargetDto): Promise<FavoriteChange> {
    return this.commands.execute(new AddFavoriteCommand({ id: member.id, userType: member.userType }, dto.favorite_user_id));
  }

  /** POST /api/favorite/remove `favorite_user_id` → `{ user_id, status: 'can add', action }`. */
  @Post('favorite/remove')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() dto: FavoriteTargetDto): Promise<FavoriteChange> {
    return this.commands.execute(new RemoveFavoriteCommand({ id: member.id, userType: member.userType }, dto.favorite_user_id));
  }
}

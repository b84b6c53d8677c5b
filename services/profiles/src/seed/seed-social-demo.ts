import type { INestApplicationContext } from '@nestjs/common';
import { type Command, CommandBus } from '@nestjs/cqrs';
import type { ServiceDb, UserType } from '@dating/platform';
import { BuyPhotoCommand } from '../commands/buy-photo/buy-photo.command.js';
import { AddFavoriteCommand } from '../commands/favorites/favorites.js';
import { MakeKissCommand } from '../commands/make-kiss/make-kiss.js';
import { MakeVisitCommand } from '../commands/make-visit/make-visit.js';
import { SendGiftCommand } from '../commands/send-gift/send-gift.command.js';
import type { Member } from '../infrastructure/social.js';
import { PROFILES_DB } from '../profiles.tokens.js';

/** One demo member's social life, as the visitor who signs in as them finds it. Ids are member ids. */
export interface DemoSocialLife {
  memberId: string;
  /** Who looked at the member's profile (the visitors list and its counter). */
  visitedBy: string[];
  /** Whose profiles the member looked at ("I visited"). */
  visited: string[];
  /** Who winked at the member, unanswered (new winks). */
  winkedBy: string[];
  /** Whom the member winked at. */
  winkedAt: string[];
  /** Whom the member added to favorites (a man's add is accepted at once). */
  favorites: string[];
  /** The first of these who has an accepted private photo sold the member one (a charge through the ledger). */
  boughtAPrivatePhotoFrom: string[];
  /** Gifts the member (a man) sent, waiting for the moderators: to whom, the catalogue gift's name, his comment. */
  sentGifts?: { to: string; gift: string; comment: string }[];
}

/**
 * Seeds a demo member's social life through the service's own commands (so the events, counters
 * and charges are the real ones). Each step runs once: a pair that has a visit, a wink or a
 * favorite already is left alone, and a photo bought before is not charged again, so a restart,
 * or what the visitor changed since, stays as it is.
 */
export async function seedSocialDemo(app: INestApplicationContext, life: DemoSocialLife): Promise<void> {
  const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });
  const commands = app.get(CommandBus);
  const member = async (id: string): Promise<Member> => {
    const [row] = await db.query<{ user_type: UserType }>(`SELECT user_type FROM profiles.profiles WHERE member_id = $1`, [id]);
    if (!row) throw new Error(`demo member ${id} has no profile`);
    return { id, userType: row.user_type };
  };
  const me = await member(life.memberId);

  // Each pair once: the statement that finds it done, who acts, towards whom, and the command.
  const VISITED = `SELECT 1 FROM profiles.visits WHERE visitor_id = $1 AND visited_id = $2`;
  const WINKED = `SELECT 1 FROM profiles.winks WHERE sender_id = $1 AND receiver_id = $2`;
  const FAVORED = `SELECT 1 FROM profiles.favorites WHERE owner_id = $1 AND target_id = $2`;
  type Step = [done: string, from: string, to: string, command: (from: Member, to: number) => Command<unknown>];
  const steps: Step[] = [
    ...life.visitedBy.map((id): Step => [VISITED, id, me.id, (f, t) => new MakeVisitCommand(f, t)]),
    ...life.visited.map((id): Step => [VISITED, me.id, id, (f, t) => new MakeVisitCommand(f, t)]),
    ...life.winkedBy.map((id): Step => [WINKED, id, me.id, (f, t) => new MakeKissCommand(f, t)]),
    ...life.winkedAt.map((id): Step => [WINKED, me.id, id, (f, t) => new MakeKissCommand(f, t)]),
    ...life.favorites.map((id): Step => [FAVORED, me.id, id, (f, t) => new AddFavoriteCommand(f, t)]),
  ];
  for (const [done, from, to, command] of steps)
    if (!(await db.query(done, [from, to])).length) await commands.execute(command(from === me.id ? me : await member(from), Number(to)));

  const [photo] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM profiles.photos WHERE member_id = ANY($1::bigint[]) AND album_type = 'private' AND state = 'accepted'
      ORDER BY array_position($1::bigint[], member_id), id LIMIT 1`,
    [life.boughtAPrivatePhotoFrom],
  );
  // Bought once: the purchase's idempotency key makes a second one charge nothing.
  if (photo) await commands.execute(new BuyPhotoCommand(me.id, me.userType, photo.id));

  // Sent once: the client id of each demo gift makes a second send answer the first.
  for (const sent of life.sentGifts ?? []) {
    const [gift] = await db.query<{ id: number }>(`SELECT id::int AS id FROM profiles.gifts WHERE name = $1 AND active`, [sent.gift]);
    if (gift) await commands.execute(new SendGiftCommand(me.id, Number(sent.to), gift.id, sent.comment, `demo:${sent.to}:${gift.id}`));
  }
}

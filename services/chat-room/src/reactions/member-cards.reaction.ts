import { defineEvent, on, type Reaction, sqlOf } from '@dating/platform';
import { MemberRegisteredEvent } from '@dating/identity/contracts';
import { PriceChanged } from '@dating/billing-ledger/contracts';
import { ProfileAvatarChangedSchema, ProfileNameChangedSchema } from '@dating/proto/profiles/v1/events_pb';
import { setMemberAvatar, upsertMember } from '../infrastructure/members.js';

/**
 * profiles' ProfileNameChanged, by its proto contract (wire name, topic, schema). profiles imports
 * chat-room's contracts (presence), so chat-room cannot import profiles' package back; the proto
 * is the contract both follow.
 */
export const ProfileNameChangedContract = defineEvent({
  type: 'profiles.v1.ProfileNameChanged',
  version: 1,
  topic: 'profiles.profiles.v1',
  schema: ProfileNameChangedSchema,
});

/** profiles' ProfileAvatarChanged, by its proto contract (as above). */
export const ProfileAvatarChangedContract = defineEvent({
  type: 'profiles.v1.ProfileAvatarChanged',
  version: 1,
  topic: 'profiles.profiles.v1',
  schema: ProfileAvatarChangedSchema,
});

/** The chat's member cards: a member's type and name from sign-up, then her renames and avatar (the online list's `avatarSmall`). */
export function memberCardReactions(): Reaction[] {
  return [
    on(MemberRegisteredEvent, async (event, _envelope, manager) => {
      if (event.userType !== 'man' && event.userType !== 'woman') return;
      await upsertMember(sqlOf(manager), { memberId: event.memberId, userType: event.userType, name: event.name });
    }),
    on(ProfileNameChangedContract, async (event, _envelope, manager) => {
      await upsertMember(sqlOf(manager), { memberId: event.memberId, name: event.name });
    }),
    on(ProfileAvatarChangedContract, async (event, _envelope, manager) => {
      await setMemberAvatar(sqlOf(manager), event.memberId, event.avatarSmall ?? null);
    }),
  ];
}

/** billing's prices of a chat minute and of a live cam minute, for the sessions (and cameras) that start from now on. */
export function chatPriceReaction(): Reaction {
  return on(PriceChanged, async (event, _envelope, manager) => {
    if (event.action !== 'text_chat' && event.action !== 'video_chat') return;
    await manager.query(`INSERT INTO chat_room.prices (action, price) VALUES ($1, $2) ON CONFLICT (action) DO UPDATE SET price = excluded.price`, [
      event.action,
      Number(event.newPrice),
    ]);
  });
}

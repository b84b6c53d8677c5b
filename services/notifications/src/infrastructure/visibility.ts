/**
 * The filters every list and count shares, as SQL over the caller (`member`, a parameter such as
 * `$1`) and the other member of a row (`other`, a column). Blocks, bans and favorites are
 * notifications' own copies (reactions/social-graph.reaction.ts, reactions/bans.reaction.ts),
 * applied when read: an unblock or a lifted ban brings the notifications and news back, a removed
 * favorite leaves the favorites lists at once.
 */

/**
 * What `other` did shows to `member`: neither blocked the other ('ignore me' either way), and
 * `other` is not banned. Otherwise the notifications and news are left out.
 */
export const shownTo = (member: string, other: string): string =>
  `NOT EXISTS (SELECT 1 FROM notifications.blocks b WHERE b.blocker_id = ${member} AND b.blocked_id = ${other})
   AND NOT EXISTS (SELECT 1 FROM notifications.blocks b WHERE b.blocker_id = ${other} AND b.blocked_id = ${member})
   AND NOT EXISTS (SELECT 1 FROM notifications.banned_members x WHERE x.member_id = ${other})`;

/** `other` is in the caller's favorites. */
export const inFavorites = (member: string, other: string): string =>
  `EXISTS (SELECT 1 FROM notifications.favorites f WHERE f.member_id = ${member} AND f.favorite_id = ${other})`;

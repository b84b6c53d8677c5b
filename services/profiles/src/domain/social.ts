import type { UserType } from '@dating/platform';
import type { FavoriteStatus } from '@dating/rules';

/**
 * The social graph's rules (spec sections 3, 4, 6), pure. Men interact with women and women with
 * men; the use cases check that before these decide.
 */

/** A favorites row, owner -> target: in favorites, a lady's pending invite, or an invite the man refused. */
export type FavoriteState = 'accepted' | 'invite' | 'rejected';

/**
 * The status of spec section 3 as the viewer sees a target: 'ignore me' when either blocked the
 * other, 'in favorite' when in the viewer's favorites, 'invite' when the viewer's request was sent
 * (pending, or refused: it cannot be repeated), else 'can add'.
 */
export function favoriteStatus(blocked: boolean, mine: FavoriteState | null): FavoriteStatus {
  if (blocked) return 'ignore me';
  if (mine === 'accepted') return 'in favorite';
  if (mine === 'invite' || mine === 'rejected') return 'invite';
  return 'can add';
}

export type FavoriteAddDecision =
  /** A man adds a lady, or a lady adds a man who has her in his favorites: 'in favorite' at once. */
  | { kind: 'add' }
  /** A lady adds a man: an invite he accepts or rejects. */
  | { kind: 'invite' }
  /** A man adds a lady who invited him: he accepts her invite, and both are in each other's favorites. */
  | { kind: 'accept' }
  | { kind: 'refused'; reason: 'already' | 'requested' };

export function decideFavoriteAdd(adder: UserType, mine: FavoriteState | null, theirs: FavoriteState | null): FavoriteAddDecision {
  if (mine === 'accepted') return { kind: 'refused', reason: 'already' };
  if (mine === 'invite' || mine === 'rejected') return { kind: 'refused', reason: 'requested' };
  if (adder === 'man') return theirs === 'invite' ? { kind: 'accept' } : { kind: 'add' };
  // A man who has her in his favorites already said yes: her add needs no answer.
  return theirs === 'accepted' ? { kind: 'add' } : { kind: 'invite' };
}

export type FavoriteRemoveDecision =
  /** The own entry goes ('can add' again; a lady may also withdraw her pending invite). */
  | { kind: 'remove' }
  /** A man removes a lady who invited him and whom he has not added: he rejects her invite. */
  | { kind: 'reject' }
  | { kind: 'refused' };

export function decideFavoriteRemove(remover: UserType, mine: FavoriteState | null, theirs: FavoriteState | null): FavoriteRemoveDecision {
  if (mine === 'accepted' || mine === 'invite') return { kind: 'remove' };
  if (remover === 'man' && theirs === 'invite') return { kind: 'reject' };
  return { kind: 'refused' };
}

/** A wink row, sender -> receiver: the latest wink and whether the receiver winked back since. */
export interface WinkState {
  answered: boolean;
}

export type WinkDecision = { kind: 'send'; winkBack: boolean } | { kind: 'refused' };

/** A wink cannot be repeated while unanswered; a wink at a member who winked first answers theirs. */
export function decideWink(mine: WinkState | null, theirs: WinkState | null): WinkDecision {
  if (mine && !mine.answered) return { kind: 'refused' };
  return { kind: 'send', winkBack: theirs !== null && !theirs.answered };
}

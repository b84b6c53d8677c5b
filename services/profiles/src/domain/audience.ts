import type { UserType } from '@dating/platform';

/**
 * Who sees whom (spec section 6): men see ladies and ladies see men. A visitor (no token) sees
 * ladies only: the public area shows ladies' profiles, never men's.
 */
export function audienceOf(viewer: UserType | null): UserType {
  return viewer === 'woman' ? 'man' : 'woman';
}

/** May a viewer of this type open a profile of that type? (Their own profile is always theirs.) */
export function mayView(viewer: UserType | null, target: UserType): boolean {
  return audienceOf(viewer) === target;
}

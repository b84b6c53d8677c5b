import { isMemberEmailKind, type MemberEmailKind } from '@dating/rules';
import { siteApi } from '@/shared/api';

export type UnsubscribeScope = MemberEmailKind | 'all';

/** `email/unsubscribe` (public): the signed token of a member e-mail's link → what it stopped. */
export function unsubscribeByLink(token: string): Promise<{ scope: UnsubscribeScope }> {
  return siteApi.post<{ scope: UnsubscribeScope }>('email/unsubscribe', { token });
}

/** What a link's token says it stops (`<member>.<scope>.<signature>`; the server checks the signature), or null. */
export function scopeOfToken(token: string): UnsubscribeScope | null {
  const scope = token.split('.')[1] ?? '';
  return scope === 'all' || isMemberEmailKind(scope) ? scope : null;
}

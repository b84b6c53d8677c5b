import { siteApi } from '@/shared/api';

/** What a link stops: one kind of e-mail (`inbox`, `wink`, `guest`, `favorite`, `system`) or `all`. */
export type UnsubscribeScope = string;

/** `email/unsubscribe` (public): the signed token of a member e-mail's link → what it stopped. */
export function unsubscribeByLink(token: string): Promise<{ scope: UnsubscribeScope }> {
  return siteApi.post<{ scope: UnsubscribeScope }>('email/unsubscribe', { token });
}

/** What a link's token says it stops (`<member>.<scope>.<signature>`; the server checks the signature). */
export function scopeOfToken(token: string): UnsubscribeScope {
  return token.split('.')[1] ?? '';
}

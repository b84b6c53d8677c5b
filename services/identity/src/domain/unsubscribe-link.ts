import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecordId } from '@dating/platform';
import { isMemberEmailKind, type MemberEmailKind } from '@dating/rules';

/** What a link in a member e-mail stops: one kind of e-mail (its setting), or every one. */
export type UnsubscribeScope = MemberEmailKind | 'all';

/** The unsubscribe links of a member e-mail. */
export interface UnsubscribeLinks {
  /** RFC 8058's List-Unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
  oneClick: string;
  /** The member site's page that stops this kind of e-mail, after a click. */
  thisKind: string;
  /** The same page, stopping every e-mail. */
  all: string;
}

export const UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid. Turn e-mails off in your settings, or use the form below.';

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A link's token: `<member id>.<scope>.<HMAC>` under a key only identity holds, so it works without
 * signing in (a mail client's one-click unsubscribe cannot sign in) and cannot be made for another
 * member. It does not expire: an old e-mail's link still stops the e-mails.
 */
export function unsubscribeToken(key: Buffer, memberId: string, scope: UnsubscribeScope): string {
  const payload = `${memberId}.${scope}`;
  return `${payload}.${sign(key, payload)}`;
}

/** The member and scope of a token, or null unless it is well formed and signed with `key`. */
export function readUnsubscribeToken(key: Buffer, token: unknown): { memberId: string; scope: UnsubscribeScope } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [memberId, scope, signature, ...rest] = token.split('.');
  if (rest.length || !memberId || !scope || !signature || !isRecordId(memberId) || (scope !== 'all' && !isMemberEmailKind(scope))) return null;
  const expected = Buffer.from(sign(key, `${memberId}.${scope}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { memberId, scope } : null;
}

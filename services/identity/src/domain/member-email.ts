import { escapeHtml, type MailMessage } from '@dating/platform';
import type { MemberEmailKind } from '@dating/rules';

/** What identity knows when another service asks it to e-mail a member (MemberEmailRequested). */
export interface MemberEmailFacts {
  kind: MemberEmailKind;
  to: string;
  recipientName: string;
  /** How many things it tells of. */
  count: number;
  /** The named senders' current names, newest first (a closed account reads as "A member"). */
  senderNames: string[];
  /** How many other senders besides those. */
  otherSenders: number;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
}

/** The screen each kind opens, and what a member turns off to stop it (spec sections 2 and 3). */
const KINDS: Record<
  MemberEmailKind,
  { path: string; setting: string; one: (who: string) => string; many: (who: string, n: number) => string; subjectOfMany: (n: number) => string }
> = {
  inbox: {
    path: '/letters/inbox',
    setting: 'new letters',
    one: (who) => `${who} wrote you a letter`,
    many: (who, n) => `${who} wrote you ${n} letters`,
    subjectOfMany: (n) => `You have ${n} new letters`,
  },
  wink: {
    path: '/myKisses',
    setting: 'new winks',
    one: (who) => `${who} winked at you`,
    many: (who, n) => `${who} winked at you ${n} times`,
    subjectOfMany: (n) => `You have ${n} new winks`,
  },
  guest: {
    path: '/visitors',
    setting: 'new visitors',
    one: (who) => `${who} looked at your profile`,
    many: (who) => `${who} looked at your profile`,
    subjectOfMany: (n) => `${n} new visits to your profile`,
  },
  favorite: {
    path: '/favorites',
    setting: 'favorites',
    one: (who) => `${who} added you to favorites`,
    many: (who, n) => `${who}: ${n} new favorites and invitations`,
    subjectOfMany: (n) => `${n} new favorites and invitations`,
  },
  system: {
    path: '/notifications',
    setting: 'system notifications',
    one: () => 'You have a new notification',
    many: (_who, n) => `You have ${n} new notifications`,
    subjectOfMany: (n) => `You have ${n} new notifications`,
  },
};

/** "Anna", "Anna and Olga", "Anna, Olga and 3 others". */
export function namesPhrase(names: string[], others: number): string {
  const parts = others > 0 ? [...names, others === 1 ? '1 other' : `${others} others`] : names;
  if (parts.length === 0) return 'Members';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The e-mail of a digest: who did what, one link to the screen that shows it, and how to stop such
 * e-mails (the kind's setting, or the unsubscribe form for all of them). Plain text and HTML alike;
 * names are members' own words, so the HTML escapes them.
 */
export function memberEmail(facts: MemberEmailFacts): MailMessage {
  const kind = KINDS[facts.kind];
  const who = namesPhrase(facts.senderNames, facts.otherSenders);
  const line = facts.count === 1 ? kind.one(who) : kind.many(who, facts.count);
  const subject = facts.count === 1 ? kind.one(who) : kind.subjectOfMany(facts.count);
  const link = `${facts.siteUrl}${kind.path}`;
  const settings = `${facts.siteUrl}/settings/notifications`;
  const unsubscribe = `${facts.siteUrl}/unsubscribe`;
  const footer = `You get this e-mail because e-mails about ${kind.setting} are on in your settings.`;
  const text = [
    `Hello ${facts.recipientName},`,
    '',
    `${line}.`,
    '',
    `See it on the site: ${link}`,
    '',
    '--',
    footer,
    `Change them: ${settings}`,
    `Stop all our e-mails: ${unsubscribe}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(facts.recipientName)},</p>
<p>${escapeHtml(line)}.</p>
<p><a href="${escapeHtml(link)}">See it on the site</a></p>
<hr>
<p style="color:#666;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Change them</a> · <a href="${escapeHtml(unsubscribe)}">Stop all our e-mails</a></p>`;
  return { to: facts.to, subject, text, html };
}

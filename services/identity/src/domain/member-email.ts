import { escapeHtml, type MailMessage, type UserType } from '@dating/platform';
import type { Language, MemberEmailKind } from '@dating/rules';
import type { UnsubscribeLinks } from './unsubscribe-link.js';

/** What identity knows when another service asks it to e-mail a member (MemberEmailRequested). */
export interface MemberEmailFacts {
  kind: MemberEmailKind;
  /** The member's interface language (the member site tells it). */
  language: Language;
  to: string;
  recipientName: string;
  /** The senders are of the other sex (men write to ladies and ladies to men): Russian verbs follow it. */
  sendersAre: UserType;
  /** How many things it tells of. */
  count: number;
  /** The named senders' current names, newest first (an unknown one is null). */
  senderNames: (string | null)[];
  /** How many other senders besides those. */
  otherSenders: number;
  /** The site's address, without a trailing slash. */
  siteUrl: string;
  /** Signed links that stop this kind of e-mail, or all of them, without signing in. */
  unsubscribe: UnsubscribeLinks;
}

/** The screen each kind opens (spec section 2). */
const SCREENS: Record<MemberEmailKind, string> = {
  inbox: '/letters/inbox',
  wink: '/myKisses',
  guest: '/visitors',
  favorite: '/favorites',
  system: '/notifications',
};

/** Who did it: one sender (with her sex) or several. */
interface Who {
  text: string;
  several: boolean;
  sex: UserType;
}

interface Catalogue {
  hello(name: string): string;
  member: Record<UserType, string>;
  members: string;
  names(names: string[], others: number): string;
  /** The line: one thing, or `n` things, done by `who`. */
  line: Record<MemberEmailKind, (who: Who, n: number) => string>;
  /** The subject of several things (one thing's subject is its line). */
  subjectOfMany: Record<MemberEmailKind, (n: number) => string>;
  seeIt: string;
  /** Why the e-mail came: its kind's setting is on (`about` names what the setting is about). */
  why(about: string): string;
  about: Record<MemberEmailKind, string>;
  change: string;
  stopThisKind: string;
  stopAll: string;
}

const joinNames = (parts: string[], and: string) => (parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`);

const EN: Catalogue = {
  hello: (name) => `Hello ${name},`,
  member: { man: 'A member', woman: 'A member' },
  members: 'Members',
  names: (names, others) => joinNames(others > 0 ? [...names, others === 1 ? '1 other' : `${others} others`] : names, 'and'),
  line: {
    inbox: (who, n) => (n === 1 ? `${who.text} wrote you a letter` : `${who.text} wrote you ${n} letters`),
    wink: (who, n) => (n === 1 ? `${who.text} winked at you` : `${who.text} winked at you ${n} times`),
    guest: (who) => `${who.text} looked at your profile`,
    favorite: (who, n) => (n === 1 ? `${who.text} added you to favorites` : `${who.text}: ${n} new favorites and invitations`),
    system: (_who, n) => (n === 1 ? 'You have a new notification' : `You have ${n} new notifications`),
  },
  subjectOfMany: {
    inbox: (n) => `You have ${n} new letters`,
    wink: (n) => `You have ${n} new winks`,
    guest: (n) => `${n} new visits to your profile`,
    favorite: (n) => `${n} new favorites and invitations`,
    system: (n) => `You have ${n} new notifications`,
  },
  seeIt: 'See it on the site',
  why: (about) => `You get this e-mail because e-mails about ${about} are on in your settings.`,
  about: { inbox: 'new letters', wink: 'new winks', guest: 'new visitors', favorite: 'favorites', system: 'system notifications' },
  change: 'Change your settings',
  stopThisKind: 'Stop e-mails like this',
  stopAll: 'Stop all our e-mails',
};

const RU_PLURAL = new Intl.PluralRules('ru');
/** The Russian form of a counted word: one (1, 21), few (2–4, 22–24), many (5–20, 25...). */
const ru = (n: number, forms: { one: string; few: string; many: string }) => {
  const rule = RU_PLURAL.select(n);
  return rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.many;
};
/** A past-tense verb agreeing with who did it: "написал", "написала", "написали". */
const did = (who: Who, stem: string) => `${stem}${who.several ? 'и' : who.sex === 'woman' ? 'а' : ''}`;

const RU: Catalogue = {
  hello: (name) => `Здравствуйте, ${name}!`,
  member: { man: 'Участник', woman: 'Участница' },
  members: 'Участники',
  names: (names, others) => joinNames(others > 0 ? [...names, `ещё ${others}`] : names, 'и'),
  line: {
    inbox: (who, n) =>
      n === 1
        ? `${who.text} ${did(who, 'написал')} вам письмо`
        : `${who.text} ${did(who, 'написал')} вам ${n} ${ru(n, { one: 'письмо', few: 'письма', many: 'писем' })}`,
    wink: (who, n) =>
      n === 1 ? `${who.text} ${did(who, 'подмигнул')} вам` : `${who.text} ${did(who, 'подмигнул')} вам ${n} ${ru(n, { one: 'раз', few: 'раза', many: 'раз' })}`,
    guest: (who) => `${who.text} ${did(who, 'посмотрел')} ваш профиль`,
    favorite: (who, n) =>
      n === 1
        ? `${who.text} ${did(who, 'добавил')} вас в избранное`
        : `${who.text}: ${n} ${ru(n, { one: 'новое добавление', few: 'новых добавления', many: 'новых добавлений' })} в избранное и приглашения`,
    system: (_who, n) =>
      n === 1 ? 'У вас новое уведомление' : `У вас ${n} ${ru(n, { one: 'новое уведомление', few: 'новых уведомления', many: 'новых уведомлений' })}`,
  },
  subjectOfMany: {
    inbox: (n) => `У вас ${n} ${ru(n, { one: 'новое письмо', few: 'новых письма', many: 'новых писем' })}`,
    wink: (n) => `У вас ${n} ${ru(n, { one: 'новое подмигивание', few: 'новых подмигивания', many: 'новых подмигиваний' })}`,
    guest: (n) => `${n} ${ru(n, { one: 'новый просмотр', few: 'новых просмотра', many: 'новых просмотров' })} вашего профиля`,
    favorite: (n) => `${n} ${ru(n, { one: 'новое добавление', few: 'новых добавления', many: 'новых добавлений' })} в избранное и приглашения`,
    system: (n) => `У вас ${n} ${ru(n, { one: 'новое уведомление', few: 'новых уведомления', many: 'новых уведомлений' })}`,
  },
  seeIt: 'Посмотреть на сайте',
  why: (about) => `Вы получили это письмо, потому что в ваших настройках включены письма ${about}.`,
  about: {
    inbox: 'о новых письмах',
    wink: 'о новых подмигиваниях',
    guest: 'о новых посетителях',
    favorite: 'об избранном',
    system: 'о системных уведомлениях',
  },
  change: 'Изменить настройки',
  stopThisKind: 'Не присылать такие письма',
  stopAll: 'Отписаться от всех писем',
};

const CATALOGUES: Record<Language, Catalogue> = { en: EN, ru: RU };

/** "Anna", "Anna and Olga", "Anna, Olga and 3 others" (in Russian "Анна, Ольга и ещё 3"). */
export function namesPhrase(names: string[], others: number, language: Language = 'en'): string {
  const c = CATALOGUES[language];
  return names.length || others ? c.names(names, others) : c.members;
}

/**
 * The e-mail of a digest, in the member's language: who did what, one link to the screen that shows
 * it, why it came and how to stop such e-mails (the settings, or signed links that stop this kind or
 * all of them without signing in, also as RFC 8058 headers). Plain text and HTML alike; names are
 * members' own words, so the HTML escapes them.
 */
export function memberEmail(facts: MemberEmailFacts): MailMessage {
  const c = CATALOGUES[facts.language];
  const names = facts.senderNames.map((name) => name ?? c.member[facts.sendersAre]);
  const who: Who = {
    text: namesPhrase(names, facts.otherSenders, facts.language),
    several: names.length + (facts.otherSenders > 0 ? 1 : 0) !== 1,
    sex: facts.sendersAre,
  };
  const line = c.line[facts.kind](who, facts.count);
  const subject = facts.count === 1 ? line : c.subjectOfMany[facts.kind](facts.count);
  const link = `${facts.siteUrl}${SCREENS[facts.kind]}`;
  const settings = `${facts.siteUrl}/settings/notifications`;
  const { thisKind, all, oneClick } = facts.unsubscribe;
  const why = c.why(c.about[facts.kind]);
  const text = [
    c.hello(facts.recipientName),
    '',
    `${line}.`,
    '',
    `${c.seeIt}: ${link}`,
    '',
    '--',
    why,
    `${c.change}: ${settings}`,
    `${c.stopThisKind}: ${thisKind}`,
    `${c.stopAll}: ${all}`,
  ].join('\n');
  const footerLinks = [
    [settings, c.change],
    [thisKind, c.stopThisKind],
    [all, c.stopAll],
  ]
    .map(([href, label]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
    .join(' · ');
  const html = `<p>${escapeHtml(c.hello(facts.recipientName))}</p>
<p>${escapeHtml(line)}.</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(c.seeIt)}</a></p>
<hr>
<p style="color:#666;font-size:12px">${escapeHtml(why)} ${footerLinks}</p>`;
  // RFC 8058: mail clients offer their own "unsubscribe", which POSTs to this address (no sign-in).
  const headers = { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { to: facts.to, subject, text, html, headers };
}

import { createHash } from 'node:crypto';

/**
 * The anti-scam signals moderators see (issue 12): contact details that take the conversation off
 * the site, and many near-identical letters from one sender. Pure, so the chat service can run the
 * same check on its messages. Nothing is hidden from the member: these only list letters for review.
 */

export type ScamSignal = 'email' | 'phone' | 'messenger';

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[a-z]{2,}/iu;
/** Seven or more digits, allowing the separators people write phone numbers with. */
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,3}\d){6,}/;
const MESSENGER =
  /\b(?:whats\s*app|watsapp|telegram|tele\s*gram|viber|skype|signal\s+app|wechat|we\s+chat|line\s+id|kik|snapchat|insta(?:gram)?|icq|t\.me\/|wa\.me\/)\b|(?:^|\s)@[A-Za-z][A-Za-z0-9_]{4,}/iu;

/** The contact signals in a letter's subject and text (each once). */
export function scamSignals(text: string): ScamSignal[] {
  const signals: ScamSignal[] = [];
  if (EMAIL.test(text)) signals.push('email');
  if (PHONE.test(text)) signals.push('phone');
  if (MESSENGER.test(text)) signals.push('messenger');
  return signals;
}

/**
 * A fingerprint under which near-identical letters meet: the words written in lower case, in order,
 * letters only. Capitalised words (names, and sentence starts, which a template repeats anyway) and
 * numbers are dropped, so "Dear John, ..." and "Dear Mark, ..." from one template meet.
 */
export function letterFingerprint(subject: string, text: string): string {
  const words = `${subject} ${text}`
    .normalize('NFKC')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter((w) => w.length >= 2 && w === w.toLowerCase());
  return createHash('sha256').update(words.join(' ')).digest('hex').slice(0, 32);
}

/** An excerpt for the moderators' list: the start of the text, on one line. */
export const excerptOf = (text: string, max = 160) => text.replace(/\s+/g, ' ').trim().slice(0, max);

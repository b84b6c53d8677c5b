/**
 * The anti-scam signals moderators see (issue 12): contact details that take the conversation off
 * the site. Pure and dependency-free, so mail (letters) and chat-room (chat messages) run the same
 * check (chat-room cannot import mail: mail → profiles → chat-room). Nothing is hidden from the
 * member: these only list letters and messages for review.
 */

export const SCAM_SIGNALS = ['email', 'phone', 'messenger'] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[a-z]{2,}/iu;
/** Seven or more digits, allowing the separators people write phone numbers with. */
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,3}\d){6,}/;
const MESSENGER =
  /\b(?:whats\s*app|watsapp|telegram|tele\s*gram|viber|skype|signal\s+app|wechat|we\s+chat|line\s+id|kik|snapchat|insta(?:gram)?|icq|t\.me\/|wa\.me\/)\b|(?:^|\s)@[A-Za-z][A-Za-z0-9_]{4,}/iu;

/** The contact signals in a text (each once, in the order of SCAM_SIGNALS). */
export function scamSignals(text: string): ScamSignal[] {
  const signals: ScamSignal[] = [];
  if (EMAIL.test(text)) signals.push('email');
  if (PHONE.test(text)) signals.push('phone');
  if (MESSENGER.test(text)) signals.push('messenger');
  return signals;
}

/** An excerpt for the moderators' lists: the start of the text, on one line. */
export const excerptOf = (text: string, max = 160) => text.replace(/\s+/g, ' ').trim().slice(0, max);

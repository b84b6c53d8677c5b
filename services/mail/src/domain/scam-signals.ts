import { createHash } from 'node:crypto';

/**
 * The anti-scam signals moderators see (issue 12). The contact check (`scamSignals`, `excerptOf`)
 * lives in `@dating/rules`, shared with chat-room's `chat-flags`; the near-identical letters'
 * fingerprint is mail's own.
 */
export { excerptOf, type ScamSignal, scamSignals } from '@dating/rules';

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

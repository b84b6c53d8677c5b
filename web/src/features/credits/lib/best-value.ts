import type { CreditPack } from '../api/credit-packs';

/**
 * The pack with the lowest price per credit of those he can buy again and again (not a one-time
 * introductory offer, which may well be cheaper per credit), the bigger pack on a tie; none when
 * fewer than two such packs are on sale. The "Best value" badge is the back office's flag; the card
 * explains it with these figures only where they agree, so the words never contradict the cards.
 */
export function bestValuePackId(packs: readonly CreditPack[]): string | null {
  const repeatable = packs.filter((p) => !p['one-time'] && p.available && p.credits > 0);
  if (repeatable.length < 2) return null;
  const perCredit = (p: CreditPack) => p.price / p.credits;
  const best = repeatable.reduce((a, b) => {
    const diff = perCredit(b) - perCredit(a);
    // Cents per credit: differences below a hundredth of a cent are rounding, and the bigger pack wins.
    if (Math.abs(diff) < 1e-4) return b.credits > a.credits ? b : a;
    return diff < 0 ? b : a;
  });
  return best.id;
}

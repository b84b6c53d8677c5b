import fc from 'fast-check';
import type { LedgerCommand } from '../ledger-commands.js';
import type { LedgerErrorCode } from '../ledger-errors.js';
import { SERVICES, type ServiceName } from '../ledger-events.js';

// Test support shared by the pure property test (domain/ledger.property.spec.ts) and the model-based
// test against PostgreSQL (application/ledger.property.int-spec.ts). No test-framework imports here:
// this file is compiled with the package.

// A deliberately dumb model: plain numbers and maps, mutated in place, written from the rules in the
// brief rather than from decide.ts. The ledger must accept/refuse exactly what the model does.
export type Model = {
  opened: boolean;
  posted: number;
  held: number;
  chargedBack: boolean;
  holds: Map<string, { remaining: number; open: boolean; expiresAtMs: number }>;
  charges: Map<string, { amount: number; reversed: boolean }>;
  purchases: Map<string, { credits: number; reversed: boolean }>;
  grants: Set<string>;
};

export const newModel = (): Model => ({
  opened: false,
  posted: 0,
  held: 0,
  chargedBack: false,
  holds: new Map(),
  charges: new Map(),
  purchases: new Map(),
  grants: new Set(),
});

const positiveInt = (n: number) => Number.isSafeInteger(n) && n > 0;
const blank = (s: string) => s.trim() === '';
const knownService = (s: string) => (SERVICES as readonly string[]).includes(s);

/** Returns the expected refusal, or null and applies the command to the model. */
export function step(m: Model, c: LedgerCommand): LedgerErrorCode | null {
  if (c.type === 'OpenAccount') {
    if (m.opened) return 'ACCOUNT_ALREADY_OPEN';
    m.opened = true;
    return null;
  }
  if (!m.opened) return 'ACCOUNT_NOT_OPEN';
  const available = m.posted - m.held;

  switch (c.type) {
    case 'PurchaseCredits':
      if (!positiveInt(c.credits) || !positiveInt(c.priceUsdCents)) return 'INVALID_AMOUNT';
      if (m.purchases.has(c.paymentId)) return 'PURCHASE_ALREADY_RECORDED';
      m.purchases.set(c.paymentId, { credits: c.credits, reversed: false });
      m.posted += c.credits;
      return null;
    case 'GrantCredits':
      if (!positiveInt(c.credits)) return 'INVALID_AMOUNT';
      if (blank(c.reason)) return 'REASON_REQUIRED';
      if (m.grants.has(c.grantId)) return 'GRANT_ALREADY_RECORDED';
      m.grants.add(c.grantId);
      m.posted += c.credits;
      return null;
    case 'ChargeCredits': {
      if (!knownService(c.service)) return 'UNKNOWN_SERVICE';
      if (!positiveInt(c.unitPrice) || !positiveInt(c.quantity)) return 'INVALID_AMOUNT';
      if (m.charges.has(c.chargeId)) return 'CHARGE_ALREADY_EXISTS';
      const amount = c.unitPrice * c.quantity;
      if (amount > available) return 'INSUFFICIENT_FUNDS';
      m.charges.set(c.chargeId, { amount, reversed: false });
      m.posted -= amount;
      return null;
    }
    case 'HoldCredits':
      if (!knownService(c.service)) return 'UNKNOWN_SERVICE';
      if (!positiveInt(c.amount)) return 'INVALID_AMOUNT';
      if (m.holds.has(c.holdId)) return 'HOLD_ALREADY_EXISTS';
      if (c.amount > available) return 'INSUFFICIENT_FUNDS';
      m.holds.set(c.holdId, { remaining: c.amount, open: true, expiresAtMs: c.expiresAtMs });
      m.held += c.amount;
      return null;
    case 'CaptureHold': {
      if (!positiveInt(c.amount)) return 'INVALID_AMOUNT';
      const h = m.holds.get(c.holdId);
      if (!h) return 'HOLD_NOT_FOUND';
      if (!h.open) return 'HOLD_NOT_OPEN';
      if (m.charges.has(c.chargeId)) return 'CHARGE_ALREADY_EXISTS';
      if (c.amount > h.remaining) return 'CAPTURE_EXCEEDS_HOLD';
      h.remaining -= c.amount;
      h.open = h.remaining > 0;
      m.held -= c.amount;
      m.posted -= c.amount;
      m.charges.set(c.chargeId, { amount: c.amount, reversed: false });
      return null;
    }
    case 'ReleaseHold':
    case 'ExpireHold': {
      const h = m.holds.get(c.holdId);
      if (!h) return 'HOLD_NOT_FOUND';
      if (!h.open) return 'HOLD_NOT_OPEN';
      if (c.type === 'ExpireHold' && c.nowMs < h.expiresAtMs) return 'HOLD_NOT_EXPIRED';
      m.held -= h.remaining;
      h.remaining = 0;
      h.open = false;
      return null;
    }
    case 'ReverseCharge': {
      if (blank(c.reason)) return 'REASON_REQUIRED';
      const ch = m.charges.get(c.chargeId);
      if (!ch) return 'CHARGE_NOT_FOUND';
      if (ch.reversed) return 'CHARGE_ALREADY_REVERSED';
      ch.reversed = true;
      m.posted += ch.amount;
      return null;
    }
    case 'ReversePurchase': {
      if (blank(c.reason)) return 'REASON_REQUIRED';
      const p = m.purchases.get(c.paymentId);
      if (!p) return 'PURCHASE_NOT_FOUND';
      if (p.reversed) return 'PURCHASE_ALREADY_REVERSED';
      p.reversed = true;
      m.posted -= p.credits;
      m.chargedBack = true;
      return null;
    }
  }
}

// --- arbitraries: tiny id pools so duplicates, unknown ids and closed holds happen often ---------
// Ids are the same in every generated sequence ('h1', 'c1', 'p1', ...): a caller whose ids must be
// globally unique (a shared database) namespaces them per run.
const holdId = fc.constantFrom('h1', 'h2', 'h3');
const chargeId = fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5');
const paymentId = fc.constantFrom('p1', 'p2', 'p3');
const grantId = fc.constantFrom('g1', 'g2');
const reason = fc.oneof({ weight: 4, arbitrary: fc.constant('because') }, { weight: 1, arbitrary: fc.constantFrom('', '   ') });
const service = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...SERVICES) }, { weight: 1, arbitrary: fc.constant('bogus' as ServiceName) });
const invalid = fc.constantFrom(0, -1, 1.5, Number.NaN);
const amount = (max: number) => fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max }) }, { weight: 1, arbitrary: invalid });
const time = fc.integer({ min: 0, max: 100 });

/** The account id every generated OpenAccount names. */
export const MODEL_ACCOUNT_ID = 'acc';

// Weights favour money coming in and holds being used, so captures/releases/reversals actually succeed.
const w = (weight: number, arbitrary: fc.Arbitrary<LedgerCommand>) => ({ weight, arbitrary });
export const commandArbitrary: fc.Arbitrary<LedgerCommand> = fc.oneof(
  w(1, fc.constant<LedgerCommand>({ type: 'OpenAccount', accountId: MODEL_ACCOUNT_ID })),
  w(
    3,
    fc.record({ paymentId, credits: amount(100), priceUsdCents: amount(5_000) }).map((r): LedgerCommand => ({
      type: 'PurchaseCredits',
      provider: 'stripe',
      providerTransactionId: `tx-${r.paymentId}`,
      creditPackId: null,
      ...r,
    })),
  ),
  w(
    1,
    fc.record({ grantId, credits: amount(30), reason }).map((r): LedgerCommand => ({ type: 'GrantCredits', staffId: 'staff', ...r })),
  ),
  w(
    2,
    fc.record({ chargeId, service, unitPrice: amount(20), quantity: amount(3) }).map((r): LedgerCommand => ({ type: 'ChargeCredits', reference: 'ref', ...r })),
  ),
  w(
    3,
    fc.record({ holdId, service, amount: amount(30), expiresAtMs: time }).map((r): LedgerCommand => ({ type: 'HoldCredits', reference: 'ref', ...r })),
  ),
  w(
    3,
    fc.record({ holdId, chargeId, amount: amount(20) }).map((r): LedgerCommand => ({ type: 'CaptureHold', ...r })),
  ),
  w(
    1,
    holdId.map((id): LedgerCommand => ({ type: 'ReleaseHold', holdId: id })),
  ),
  w(
    1,
    fc.record({ holdId, nowMs: time }).map((r): LedgerCommand => ({ type: 'ExpireHold', ...r })),
  ),
  w(
    2,
    fc.record({ chargeId, reason, staffId: fc.constantFrom('staff', null) }).map((r): LedgerCommand => ({ type: 'ReverseCharge', ...r })),
  ),
  w(
    1,
    fc.record({ paymentId, reason }).map((r): LedgerCommand => ({ type: 'ReversePurchase', ...r })),
  ),
);

/** A command sequence; 9 runs in 10 start opened, otherwise almost everything would be ACCOUNT_NOT_OPEN. */
export const scenarioArbitrary: fc.Arbitrary<LedgerCommand[]> = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.array(commandArbitrary, { minLength: 5, maxLength: 80, size: 'medium' }))
  .map(([dice, cmds]): LedgerCommand[] => (dice > 0 ? [{ type: 'OpenAccount', accountId: MODEL_ACCOUNT_ID }, ...cmds] : cmds));

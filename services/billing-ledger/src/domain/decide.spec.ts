import { afterAll, describe, expect, it } from 'vitest';
import { crossedLowBalance, LOW_BALANCE_THRESHOLD } from './balance.js';
import { decide } from './decide.js';
import type { LedgerCommand } from './ledger-commands.js';
import { LEDGER_ERROR_CODES, type LedgerErrorCode } from './ledger-errors.js';
import type { LedgerEvent, ServiceName } from './ledger-events.js';
import { applyAll, evolve, initialLedgerState, type LedgerState } from './ledger-state.js';

// Every error code must be provoked by at least one example below (checked in afterAll).
const codesSeen = new Set<LedgerErrorCode>();
afterAll(() => {
  expect(LEDGER_ERROR_CODES.filter((code) => !codesSeen.has(code))).toEqual([]);
});

// given(history).when(command).then(expectedEvents) / .thenFails(code): the whole decider in one line.
function given(...history: LedgerEvent[]) {
  const state = applyAll(history);
  return {
    when(command: LedgerCommand) {
      const result = decide(state, command);
      return {
        then(...expected: LedgerEvent[]): LedgerState {
          expect(result).toEqual({ ok: true, events: expected });
          return applyAll(expected, state);
        },
        thenFails(code: LedgerErrorCode): void {
          codesSeen.add(code);
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.error.code).toBe(code);
            expect(result.error.message).not.toBe('');
          }
        },
      };
    },
  };
}

// --- fixtures -------------------------------------------------------------------------------
const opened: LedgerEvent = { type: 'AccountOpened', accountId: 'acc-1' };
const purchased = (credits = 100, paymentId = 'pay-1'): LedgerEvent => ({
  type: 'CreditsPurchased',
  paymentId,
  provider: 'stripe',
  providerTransactionId: `tx-${paymentId}`,
  creditPackId: 'pack-100',
  credits,
  priceUsdCents: 999,
});
const charged = (amount: number, chargeId = 'ch-1'): LedgerEvent => ({
  type: 'CreditsCharged',
  chargeId,
  service: 'write_letter',
  unitPrice: amount,
  quantity: 1,
  amount,
  reference: 'letter-1',
});
const held = (amount: number, holdId = 'h-1', expiresAtMs = 1_000): LedgerEvent => ({
  type: 'CreditsHeld',
  holdId,
  service: 'text_chat',
  amount,
  reference: 'chat-1',
  expiresAtMs,
});
const captured = (amount: number, chargeId = 'cap-1', holdId = 'h-1'): LedgerEvent => ({
  type: 'HoldCaptured',
  holdId,
  chargeId,
  amount,
  service: 'text_chat',
  reference: 'chat-1',
});

const purchaseCmd = (over: Partial<Extract<LedgerCommand, { type: 'PurchaseCredits' }>> = {}): LedgerCommand => ({
  type: 'PurchaseCredits',
  paymentId: 'pay-1',
  provider: 'stripe',
  providerTransactionId: 'tx-pay-1',
  creditPackId: 'pack-100',
  credits: 100,
  priceUsdCents: 999,
  ...over,
});
const grantCmd = (over: Partial<Extract<LedgerCommand, { type: 'GrantCredits' }>> = {}): LedgerCommand => ({
  type: 'GrantCredits',
  grantId: 'g-1',
  credits: 20,
  reason: 'goodwill',
  staffId: 'staff-1',
  ...over,
});
const chargeCmd = (over: Partial<Extract<LedgerCommand, { type: 'ChargeCredits' }>> = {}): LedgerCommand => ({
  type: 'ChargeCredits',
  chargeId: 'ch-1',
  service: 'write_letter',
  unitPrice: 10,
  quantity: 1,
  reference: 'letter-1',
  ...over,
});
const holdCmd = (over: Partial<Extract<LedgerCommand, { type: 'HoldCredits' }>> = {}): LedgerCommand => ({
  type: 'HoldCredits',
  holdId: 'h-1',
  service: 'text_chat',
  amount: 30,
  reference: 'chat-1',
  expiresAtMs: 1_000,
  ...over,
});

// --- tests ----------------------------------------------------------------------------------
describe('OpenAccount', () => {
  it('opens a new account', () => {
    const state = given().when({ type: 'OpenAccount', accountId: 'acc-1' }).then(opened);
    expect(state).toMatchObject({ opened: true, accountId: 'acc-1', posted: 0, held: 0, available: 0 });
  });
  it('refuses to open twice', () => {
    given(opened).when({ type: 'OpenAccount', accountId: 'acc-1' }).thenFails('ACCOUNT_ALREADY_OPEN');
  });
});

describe('every other command requires an opened account', () => {
  const commands: LedgerCommand[] = [
    purchaseCmd(),
    grantCmd(),
    chargeCmd(),
    holdCmd(),
    { type: 'CaptureHold', holdId: 'h-1', chargeId: 'c', amount: 1 },
    { type: 'ReleaseHold', holdId: 'h-1' },
    { type: 'ExpireHold', holdId: 'h-1', nowMs: 5 },
    { type: 'ReverseCharge', chargeId: 'ch-1', reason: 'x', staffId: null },
    { type: 'ReversePurchase', paymentId: 'pay-1', reason: 'x' },
  ];
  it.each(commands.map((c) => [c.type, c] as const))('%s', (_type, command) => {
    given().when(command).thenFails('ACCOUNT_NOT_OPEN');
  });
});

describe('PurchaseCredits', () => {
  it('records the purchase and credits the account', () => {
    const state = given(opened).when(purchaseCmd()).then(purchased());
    expect(state).toMatchObject({ posted: 100, available: 100 });
  });
  it('accepts a purchase without a credit pack', () => {
    given(opened)
      .when(purchaseCmd({ creditPackId: null }))
      .then({ ...(purchased() as Extract<LedgerEvent, { type: 'CreditsPurchased' }>), creditPackId: null });
  });
  it('refuses a duplicate paymentId (idempotent webhooks)', () => {
    given(opened, purchased()).when(purchaseCmd()).thenFails('PURCHASE_ALREADY_RECORDED');
  });
  it.each([0, -5, 1.5, Number.NaN])('refuses credits = %s', (credits) => {
    given(opened).when(purchaseCmd({ credits })).thenFails('INVALID_AMOUNT');
  });
  it.each([0, -1, 9.99])('refuses priceUsdCents = %s (free packs are grants)', (priceUsdCents) => {
    given(opened).when(purchaseCmd({ priceUsdCents })).thenFails('INVALID_AMOUNT');
  });
});

describe('GrantCredits', () => {
  it('grants credits with a trimmed reason', () => {
    const state = given(opened)
      .when(grantCmd({ reason: '  goodwill  ' }))
      .then({ type: 'CreditsGranted', grantId: 'g-1', credits: 20, reason: 'goodwill', staffId: 'staff-1' });
    expect(state.available).toBe(20);
  });
  it.each(['', '   '])('refuses a blank reason %j', (reason) => {
    given(opened).when(grantCmd({ reason })).thenFails('REASON_REQUIRED');
  });
  it('refuses non-positive credits', () => {
    given(opened)
      .when(grantCmd({ credits: 0 }))
      .thenFails('INVALID_AMOUNT');
  });
  it('refuses a duplicate grantId', () => {
    given(opened, { type: 'CreditsGranted', grantId: 'g-1', credits: 5, reason: 'r', staffId: 's' }).when(grantCmd()).thenFails('GRANT_ALREADY_RECORDED');
  });
});

describe('ChargeCredits', () => {
  it('charges unitPrice * quantity', () => {
    const state = given(opened, purchased(100))
      .when(chargeCmd({ unitPrice: 15, quantity: 3 }))
      .then({
        type: 'CreditsCharged',
        chargeId: 'ch-1',
        service: 'write_letter',
        unitPrice: 15,
        quantity: 3,
        amount: 45,
        reference: 'letter-1',
      });
    expect(state).toMatchObject({ posted: 55, available: 55 });
  });
  it('may spend the balance down to exactly zero', () => {
    given(opened, purchased(10))
      .when(chargeCmd({ unitPrice: 10 }))
      .then(charged(10));
  });
  it('refuses when it does not fit in available (holds count)', () => {
    given(opened, purchased(100), held(95))
      .when(chargeCmd({ unitPrice: 10 }))
      .thenFails('INSUFFICIENT_FUNDS');
  });
  it('refuses a duplicate chargeId', () => {
    given(opened, purchased(100), charged(10)).when(chargeCmd()).thenFails('CHARGE_ALREADY_EXISTS');
  });
  it('refuses an unknown service', () => {
    given(opened, purchased(100))
      .when(chargeCmd({ service: 'teleport' as ServiceName }))
      .thenFails('UNKNOWN_SERVICE');
  });
  it.each([
    { unitPrice: 0, quantity: 1 },
    { unitPrice: 10, quantity: 0 },
    { unitPrice: -1, quantity: 1 },
    { unitPrice: 10, quantity: 1.5 },
    { unitPrice: Number.MAX_SAFE_INTEGER, quantity: 2 },
  ])('refuses %o', (over) => {
    given(opened, purchased(100)).when(chargeCmd(over)).thenFails('INVALID_AMOUNT');
  });
});

describe('HoldCredits', () => {
  it('holds credits: available drops, posted does not', () => {
    const state = given(opened, purchased(100)).when(holdCmd()).then(held(30));
    expect(state).toMatchObject({ posted: 100, held: 30, available: 70 });
    expect(state.holds['h-1']).toMatchObject({ status: 'open', amount: 30, captured: 0, expiresAtMs: 1_000 });
  });
  it('refuses when it does not fit in available', () => {
    given(opened, purchased(20))
      .when(holdCmd({ amount: 21 }))
      .thenFails('INSUFFICIENT_FUNDS');
  });
  it('refuses a duplicate holdId, even after release', () => {
    given(opened, purchased(100), held(30), { type: 'HoldReleased', holdId: 'h-1', amount: 30 }).when(holdCmd()).thenFails('HOLD_ALREADY_EXISTS');
  });
  it('refuses an unknown service', () => {
    given(opened, purchased(100))
      .when(holdCmd({ service: 'teleport' as ServiceName }))
      .thenFails('UNKNOWN_SERVICE');
  });
  it('refuses a non-positive amount', () => {
    given(opened, purchased(100))
      .when(holdCmd({ amount: 0 }))
      .thenFails('INVALID_AMOUNT');
  });
});

describe('CaptureHold', () => {
  const capture = (amount: number, chargeId = 'cap-1'): LedgerCommand => ({
    type: 'CaptureHold',
    holdId: 'h-1',
    chargeId,
    amount,
  });

  it('fully captures a hold: posted and held both drop, available does not move', () => {
    const state = given(opened, purchased(100), held(30)).when(capture(30)).then(captured(30));
    expect(state).toMatchObject({ posted: 70, held: 0, available: 70 });
    expect(state.holds['h-1']).toMatchObject({ status: 'captured', captured: 30 });
    expect(state.charges['cap-1']).toEqual({ amount: 30, reversed: false });
  });
  it('partial capture keeps the hold open with the remainder still held, then release frees it', () => {
    const afterCapture = given(opened, purchased(100), held(30)).when(capture(12)).then(captured(12));
    expect(afterCapture).toMatchObject({ posted: 88, held: 18, available: 70 });
    expect(afterCapture.holds['h-1']).toMatchObject({ status: 'open', captured: 12 });

    const afterRelease = given(opened, purchased(100), held(30), captured(12))
      .when({ type: 'ReleaseHold', holdId: 'h-1' })
      .then({ type: 'HoldReleased', holdId: 'h-1', amount: 18 });
    expect(afterRelease).toMatchObject({ posted: 88, held: 0, available: 88 });
    expect(afterRelease.holds['h-1']?.status).toBe('released');
  });
  it('two partial captures that exactly drain the hold mark it captured', () => {
    const state = given(opened, purchased(100), held(30), captured(10)).when(capture(20, 'cap-2')).then(captured(20, 'cap-2'));
    expect(state.holds['h-1']?.status).toBe('captured');
    expect(state.held).toBe(0);
  });
  it('refuses to capture more than remains', () => {
    given(opened, purchased(100), held(30), captured(10)).when(capture(21, 'cap-2')).thenFails('CAPTURE_EXCEEDS_HOLD');
  });
  it('still captures a hold past expiresAtMs that has not been expired (status is what counts)', () => {
    // Expired at t=1 but no ExpireHold yet; CaptureHold carries no clock, so nothing to refuse on.
    given(opened, purchased(100), held(30, 'h-1', 1))
      .when(capture(5))
      .then(captured(5));
  });
  it('refuses an unknown hold', () => {
    given(opened, purchased(100)).when(capture(5)).thenFails('HOLD_NOT_FOUND');
  });
  it.each<[string, LedgerEvent]>([
    ['released', { type: 'HoldReleased', holdId: 'h-1', amount: 30 }],
    ['expired', { type: 'HoldExpired', holdId: 'h-1', amount: 30 }],
    ['captured', captured(30)],
  ])('refuses a %s hold', (_status, closing) => {
    given(opened, purchased(100), held(30), closing).when(capture(1, 'cap-9')).thenFails('HOLD_NOT_OPEN');
  });
  it('refuses a chargeId already used by a plain charge', () => {
    given(opened, purchased(100), charged(5, 'cap-1'), held(30)).when(capture(5)).thenFails('CHARGE_ALREADY_EXISTS');
  });
  it.each([0, -3, 2.5])('refuses amount %s', (amount) => {
    given(opened, purchased(100), held(30)).when(capture(amount)).thenFails('INVALID_AMOUNT');
  });
});

describe('ReleaseHold', () => {
  it('releases the whole of an untouched hold', () => {
    const state = given(opened, purchased(100), held(30))
      .when({ type: 'ReleaseHold', holdId: 'h-1' })
      .then({ type: 'HoldReleased', holdId: 'h-1', amount: 30 });
    expect(state).toMatchObject({ posted: 100, held: 0, available: 100 });
  });
  it('refuses an unknown hold', () => {
    given(opened).when({ type: 'ReleaseHold', holdId: 'nope' }).thenFails('HOLD_NOT_FOUND');
  });
  it('refuses to release twice', () => {
    given(opened, purchased(100), held(30), { type: 'HoldReleased', holdId: 'h-1', amount: 30 })
      .when({ type: 'ReleaseHold', holdId: 'h-1' })
      .thenFails('HOLD_NOT_OPEN');
  });
});

describe('ExpireHold', () => {
  it('expires an open hold at or after expiresAtMs, freeing what remains', () => {
    const state = given(opened, purchased(100), held(30, 'h-1', 1_000), captured(10))
      .when({ type: 'ExpireHold', holdId: 'h-1', nowMs: 1_000 })
      .then({ type: 'HoldExpired', holdId: 'h-1', amount: 20 });
    expect(state).toMatchObject({ posted: 90, held: 0, available: 90 });
    expect(state.holds['h-1']?.status).toBe('expired');
  });
  it('refuses before expiresAtMs', () => {
    given(opened, purchased(100), held(30, 'h-1', 1_000))
      .when({ type: 'ExpireHold', holdId: 'h-1', nowMs: 999 })
      .thenFails('HOLD_NOT_EXPIRED');
  });
  it('refuses an unknown hold', () => {
    given(opened).when({ type: 'ExpireHold', holdId: 'nope', nowMs: 5 }).thenFails('HOLD_NOT_FOUND');
  });
  it('refuses a hold that is no longer open', () => {
    given(opened, purchased(100), held(30), captured(30)).when({ type: 'ExpireHold', holdId: 'h-1', nowMs: 5_000 }).thenFails('HOLD_NOT_OPEN');
  });
});

describe('ReverseCharge', () => {
  const reverse = (chargeId = 'ch-1', reason = 'letter not delivered'): LedgerCommand => ({
    type: 'ReverseCharge',
    chargeId,
    reason,
    staffId: 'staff-1',
  });

  it('gives a plain charge back', () => {
    const state = given(opened, purchased(100), charged(40)).when(reverse()).then({
      type: 'ChargeReversed',
      chargeId: 'ch-1',
      amount: 40,
      reason: 'letter not delivered',
      staffId: 'staff-1',
    });
    expect(state).toMatchObject({ posted: 100, available: 100 });
    expect(state.charges['ch-1']?.reversed).toBe(true);
  });
  it('gives a capture back (system reversal, no staff)', () => {
    given(opened, purchased(100), held(30), captured(12))
      .when({ type: 'ReverseCharge', chargeId: 'cap-1', reason: 'chat dropped', staffId: null })
      .then({ type: 'ChargeReversed', chargeId: 'cap-1', amount: 12, reason: 'chat dropped', staffId: null });
  });
  it('reverses a charge at most once', () => {
    given(opened, purchased(100), charged(40), {
      type: 'ChargeReversed',
      chargeId: 'ch-1',
      amount: 40,
      reason: 'r',
      staffId: null,
    })
      .when(reverse())
      .thenFails('CHARGE_ALREADY_REVERSED');
  });
  it('refuses an unknown charge', () => {
    given(opened, purchased(100)).when(reverse('nope')).thenFails('CHARGE_NOT_FOUND');
  });
  it('requires a reason', () => {
    given(opened, purchased(100), charged(40)).when(reverse('ch-1', ' ')).thenFails('REASON_REQUIRED');
  });
});

describe('ReversePurchase', () => {
  const chargeback: LedgerCommand = { type: 'ReversePurchase', paymentId: 'pay-1', reason: 'chargeback' };

  it('takes the credits back and flags the account', () => {
    const state = given(opened, purchased(100)).when(chargeback).then({ type: 'PurchaseReversed', paymentId: 'pay-1', credits: 100, reason: 'chargeback' });
    expect(state).toMatchObject({ posted: 0, available: 0, flagged: true });
    expect(state.purchases['pay-1']?.reversed).toBe(true);
  });
  it('may drive the balance negative after the credits were spent, and then nothing fits', () => {
    const state = given(opened, purchased(100), charged(70), held(20))
      .when(chargeback)
      .then({ type: 'PurchaseReversed', paymentId: 'pay-1', credits: 100, reason: 'chargeback' });
    expect(state).toMatchObject({ posted: -70, held: 20, available: -90, flagged: true });

    const after = applyAll([opened, purchased(100), charged(70), held(20)]);
    const negative = evolve(after, {
      type: 'PurchaseReversed',
      paymentId: 'pay-1',
      credits: 100,
      reason: 'chargeback',
    });
    expect(decide(negative, chargeCmd({ chargeId: 'ch-2', unitPrice: 1 }))).toMatchObject({
      ok: false,
      error: { code: 'INSUFFICIENT_FUNDS' },
    });
  });
  it('refuses to reverse twice', () => {
    given(opened, purchased(100), { type: 'PurchaseReversed', paymentId: 'pay-1', credits: 100, reason: 'r' })
      .when(chargeback)
      .thenFails('PURCHASE_ALREADY_REVERSED');
  });
  it('refuses an unknown payment', () => {
    given(opened).when(chargeback).thenFails('PURCHASE_NOT_FOUND');
  });
  it('requires a reason', () => {
    given(opened, purchased(100)).when({ type: 'ReversePurchase', paymentId: 'pay-1', reason: '' }).thenFails('REASON_REQUIRED');
  });
});

describe('evolve', () => {
  it('does not mutate its input', () => {
    const before = applyAll([opened, purchased(100), held(30)]);
    const snapshot = structuredClone(before);
    evolve(before, captured(10));
    evolve(before, { type: 'HoldReleased', holdId: 'h-1', amount: 30 });
    expect(before).toEqual(snapshot);
  });
  it('starts closed and empty', () => {
    expect(initialLedgerState()).toMatchObject({
      opened: false,
      accountId: null,
      posted: 0,
      held: 0,
      available: 0,
      flagged: false,
    });
  });
});

describe('crossedLowBalance', () => {
  const t = LOW_BALANCE_THRESHOLD;
  it.each([
    [t, t - 1, true],
    [t + 50, 0, true],
    [t - 1, t - 5, false], // already low: do not nag again
    [t + 5, t, false], // landing exactly on the threshold is not "low"
    [t - 5, t + 5, false],
  ])('%i -> %i is %s', (before, after, expected) => {
    expect(crossedLowBalance(before, after)).toBe(expected);
  });
});

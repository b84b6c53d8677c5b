import { DomainError, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { PriceList } from '../../infrastructure/price-list.js';
import { appliedOutcome, failureOf, fakeLedger, fakeSql, refusedOutcome } from '../../testing/fakes.js';
import { ChargeCreditsCommand } from './charge-credits.command.js';
import { ChargeCreditsHandler } from './charge-credits.handler.js';

const prices = () => new PriceList(fakeSql([{ action: 'write_letter', price: '10' }]));
const charged = (amount: number) => ({
  type: 'CreditsCharged' as const,
  chargeId: 'c1',
  service: 'write_letter' as const,
  unitPrice: 10,
  quantity: 1,
  amount,
  reference: 'l1',
});

describe('ChargeCreditsHandler', () => {
  it('charges a priced service at the price list, under the caller’s key, as that service', async () => {
    const ledger = fakeLedger(appliedOutcome([charged(20)], 80));
    const result = await new ChargeCreditsHandler(ledger, prices()).execute(new ChargeCreditsCommand('m1', 'write_letter', 2, 999, 'l1', 'letter:1'));
    expect(result).toEqual({ chargeId: 'c1', amount: 20, balance: { posted: 80, held: 0, available: 80 } });
    expect(ledger.asked[0]).toMatchObject({
      accountId: 'm1',
      actor: 'system:write_letter',
      idempotencyKey: 'letter:1',
      command: { type: 'ChargeCredits', service: 'write_letter', unitPrice: 10, quantity: 2, reference: 'l1' },
    });
  });

  it('charges a gift at the price it quotes', async () => {
    const ledger = fakeLedger(appliedOutcome([charged(35)], 65));
    await new ChargeCreditsHandler(ledger, prices()).execute(new ChargeCreditsCommand('m1', 'gift', 1, 35, 'rose', 'gift:1'));
    expect(ledger.asked[0]!.command).toMatchObject({ unitPrice: 35, service: 'gift' });
  });

  it('refuses a service without a price (10404), then a charge without an idempotency key (10001)', async () => {
    const unpriced = await failureOf(new ChargeCreditsHandler(fakeLedger(), prices()).execute(new ChargeCreditsCommand('m1', 'video_chat', 1, 0, '', '')));
    expect(unpriced).toMatchObject({ code: 'LEDGER.NO_PRICE', message: 'No price for video_chat' });
    const keyless = await failureOf(new ChargeCreditsHandler(fakeLedger(), prices()).execute(new ChargeCreditsCommand('m1', 'write_letter', 1, 0, '', '')));
    expect(toSiteError(keyless)).toMatchObject({ code: 10001, desc: 'Missing required parameter idempotency_key' });
  });

  it('throws a refusal as its DomainError', async () => {
    const ledger = fakeLedger(refusedOutcome('INSUFFICIENT_FUNDS', 'available 5, needed 10'));
    const err = await failureOf(new ChargeCreditsHandler(ledger, prices()).execute(new ChargeCreditsCommand('m1', 'write_letter', 1, 0, '', 'k')));
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'LEDGER.INSUFFICIENT_FUNDS', details: { reason: 'INSUFFICIENT_FUNDS' } });
  });
});

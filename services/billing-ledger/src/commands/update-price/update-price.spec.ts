import { decodeEnvelope, decodePayload, toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { PriceChanged } from '../../contracts/billing-events.js';
import { PriceList } from '../../infrastructure/price-list.js';
import { failureOf, fakeDb, fakeSql, staffActor } from '../../testing/fakes.js';
import { UpdatePriceCommand } from './update-price.command.js';
import { UpdatePriceHandler } from './update-price.handler.js';

const record = (price: number) => ({ id: 'write_letter', action: 'write_letter', price: String(price), updated_at: null, updated_by: null });

/** A price list that has read write_letter = 10, and reads 12 next. */
async function warmPrices() {
  const prices = new PriceList(fakeSql([{ action: 'write_letter', price: '10' }], [{ action: 'write_letter', price: '12' }]));
  expect(await prices.priceOf('write_letter')).toBe(10);
  return prices;
}

describe('UpdatePriceHandler', () => {
  it('sets the price with the PriceChanged event and the audit record, and empties the price cache', async () => {
    const prices = await warmPrices();
    const db = fakeDb([{ price: '10' }], [record(10)], [], [record(12)]);
    expect(await new UpdatePriceHandler(db, prices).execute(new UpdatePriceCommand('write_letter', 12, staffActor('admin')))).toMatchObject({
      id: 'write_letter',
      price: 12,
    });
    expect(db.calls[2]!.params).toEqual(['write_letter', 12, 'staff-admin']);
    expect(db.publishedTypes()).toEqual(['billing.v1.PriceChanged', 'platform.v1.StaffActionRecorded']);
    const changed = decodeEnvelope(db.published[0]!.envelope);
    expect(decodePayload(PriceChanged, changed)).toMatchObject({ action: 'write_letter', oldPrice: 10n, newPrice: 12n, staffId: 'staff-admin' });
    expect(changed.streamId).toBe('write_letter');
    expect(await prices.priceOf('write_letter')).toBe(12);
  });

  it('changes nothing for the same price, and refuses an unknown action (10404)', async () => {
    const prices = await warmPrices();
    const same = fakeDb([{ price: '10' }], [record(10)]);
    expect(await new UpdatePriceHandler(same, prices).execute(new UpdatePriceCommand('write_letter', 10, staffActor('admin')))).toMatchObject({ price: 10 });
    expect(same.published).toEqual([]);
    expect(await prices.priceOf('write_letter')).toBe(10);
    const unknown = await failureOf(new UpdatePriceHandler(fakeDb([]), prices).execute(new UpdatePriceCommand('video_call', 3, staffActor('admin'))));
    expect(toSiteError(unknown)).toMatchObject({ code: 10404, desc: 'No price for video_call' });
  });
});

describe('PriceList', () => {
  it('does not keep what a read that began before an invalidation read', async () => {
    let release: () => void = () => undefined;
    const answers = [[{ action: 'text_chat', price: '1' }], [{ action: 'text_chat', price: '2' }]];
    const sql = {
      query: async <T>() => {
        const rows = answers.shift() as T[];
        if (rows && answers.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return rows;
      },
    };
    const prices = new PriceList(sql);
    const stale = prices.priceOf('text_chat');
    await new Promise((resolve) => setImmediate(resolve));
    prices.invalidate();
    release();
    expect(await stale).toBe(1);
    expect(await prices.priceOf('text_chat')).toBe(2);
  });
});

import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { failureOf, fakeDb, staffActor } from '../../testing/fakes.js';
import { RetireCreditPackCommand } from './retire-credit-pack.command.js';
import { RetireCreditPackHandler } from './retire-credit-pack.handler.js';

const pack = { id: 'basic', name: '50 credits', credits: '50', price_usd_cents: '1499', position: 2, active: true, retired_at: null };
const retired = { ...pack, active: false, retired_at: '2026-11-23T10:00:00.000Z' };
const retire = (db: ReturnType<typeof fakeDb>) => new RetireCreditPackHandler(db).execute(new RetireCreditPackCommand('basic', staffActor('admin')));

describe('RetireCreditPackHandler', () => {
  it('retires the pack with the audit record, and answers a retired pack as it is without a second record', async () => {
    const db = fakeDb([{ active: true }], [pack], [], [retired]);
    expect(await retire(db)).toMatchObject({ id: 'basic', active: false, retired_at: '2026-11-23T10:00:00.000Z' });
    expect(db.calls[2]!.text).toContain('SET active = false, retired_at = now()');
    expect(db.publishedTypes()).toEqual(['platform.v1.StaffActionRecorded']);

    const again = fakeDb([{ active: false }], [retired]);
    expect(await retire(again)).toMatchObject({ active: false });
    expect(again.published).toEqual([]);
  });

  it('refuses an unknown pack (10404)', async () => {
    expect(toSiteError(await failureOf(retire(fakeDb([]))))).toMatchObject({ code: 10404 });
  });
});

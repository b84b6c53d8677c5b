import type { ServiceDb } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider, PostbackRequest } from '../../infrastructure/payments/payment-provider.js';
import type { PaymentProviders } from '../../infrastructure/payments/payment-providers.js';
import { fakeLedger, fakeSql } from '../../testing/fakes.js';
import type { ReceivedPostback } from './postback-input.js';
import { ProcessPostbackCommand } from './process-postback.command.js';
import { ProcessPostbackHandler } from './process-postback.handler.js';

// What is refused before any payment is read; what approvals, declines and reversals do is
// pinned against PostgreSQL in payments.int-spec.ts.

const request: PostbackRequest = { method: 'POST', headers: {}, query: {}, body: { type: 'payment.approved' }, rawBody: undefined, ip: '203.0.113.9' };
const received = (malformed: string | null = null, tooLarge = false): ReceivedPostback => ({
  request,
  raw: Buffer.from('POST /payments/postback/sandbox'),
  rawSize: 31,
  malformed,
  tooLarge,
  abandoned: false,
});

/** A sandbox that refuses every signature, and records whether it was asked. */
function providers() {
  const seen: PostbackRequest[] = [];
  const sandbox = { name: 'sandbox', parsePostback: (r: PostbackRequest) => (seen.push(r), { kind: 'refused', status: 403, reason: 'bad signature' }) };
  const all = { get: (name: string) => (name === 'sandbox' ? (sandbox as unknown as PaymentProvider) : null) } as unknown as PaymentProviders;
  return { seen, all };
}

async function process(provider: string, input: ReceivedPostback) {
  const db = fakeSql([{ id: '41' }]);
  const p = providers();
  const result = await new ProcessPostbackHandler(db as unknown as ServiceDb, fakeLedger(), p.all).execute(new ProcessPostbackCommand(provider, input));
  return { result, calls: db.calls, seen: p.seen };
}

describe('ProcessPostbackHandler', () => {
  it('records every postback before judging it, then records what became of it', async () => {
    const { result, calls } = await process('sandbox', received());
    expect(result).toEqual({ status: 403, outcome: 'refused: bad signature', verified: false, kind: null, paymentId: null, providerTransactionId: null });
    expect(calls.map((c) => c.text.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual(['INSERT INTO billing.postbacks', 'UPDATE billing.postbacks SET']);
    expect(calls[0]!.params).toEqual(['sandbox', expect.any(String), expect.any(Buffer), 31, '203.0.113.9']);
    expect(calls[1]!.params).toEqual(['41', false, 'refused: bad signature', null, null, null, 403]);
  });

  it('refuses an unknown provider (404) and malformed input (400) before any provider reads it', async () => {
    const unknown = await process('nopay', received());
    expect(unknown.result).toMatchObject({ status: 404, outcome: 'refused: unknown provider "nopay"' });
    const malformed = await process('sandbox', received('body is not valid JSON'));
    expect(malformed.result).toMatchObject({ status: 400, outcome: 'refused: malformed input, body is not valid JSON' });
    const large = await process('sandbox', received('body larger than 262144 bytes', true));
    expect(large.result).toMatchObject({ status: 413, outcome: 'refused: malformed input, body larger than 262144 bytes' });
    expect([...unknown.seen, ...malformed.seen, ...large.seen]).toEqual([]);
  });
});

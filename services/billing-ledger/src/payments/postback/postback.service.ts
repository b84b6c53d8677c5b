import { randomUUID } from 'node:crypto';
import { logger } from '@dating/platform';
import type { EntityManager } from 'typeorm';
import type { LedgerOutcome, LedgerService } from '../../application/ledger.service.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import {
  type ApprovedPostback,
  type DeclinedPostback,
  firstText,
  type PostbackRequest,
  type ReversalPostback,
  UUID,
  type VerifiedPostback,
} from '../payment-provider.js';
import type { PaymentProviders } from '../payment-providers.js';

/** What a postback came to: the HTTP answer for the provider and the line recorded for finance. */
export interface PostbackResult {
  /** 200 processed (also duplicates and no-ops), 4xx refused, 500 failed (the provider retries). */
  status: number;
  outcome: string;
  verified: boolean;
  kind: VerifiedPostback['kind'] | null;
  paymentId: string | null;
  providerTransactionId: string | null;
}

interface PaymentRow {
  id: string;
  account_id: string;
  credit_pack_id: string;
  pack_name: string;
  credits: string;
  price_usd_cents: string;
  provider: string;
  provider_transaction_id: string | null;
  status: 'pending' | 'approved' | 'declined' | 'reversed';
}

/** Thrown inside the transaction to roll it back and answer `result` (recorded afterwards). */
class Rollback extends Error {
  constructor(readonly result: PostbackResult) {
    super(result.outcome);
  }
}

export interface PostbackDatabase {
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
  query: Sql['query'];
}

const MAX_ATTEMPTS = 5;
export const PAYMENTS_ACTOR = 'system:payments';

/**
 * Turns verified provider postbacks into payment state and ledger entries. Every postback is
 * recorded in billing.postbacks, verified or not, with its outcome.
 *
 * - approved: in ONE transaction, the payment becomes `approved` (the provider transaction id is
 *   unique per provider), a one-time pack is recorded, and PurchaseCredits runs with idempotency key
 *   `payment:<provider>:<transaction id>`. A replay finds the payment already carrying that
 *   transaction and grants nothing more. An approval after a decline is honoured (the member paid on
 *   a later attempt). A second, different approved transaction for a payment that is already
 *   approved means the member was charged twice through one checkout: it is booked as a new payment
 *   row and granted, because the money was taken (finance sees it and may refund).
 * - declined: a pending (or declined) payment becomes `declined` with the reason; a decline never
 *   downgrades an approved or reversed payment (late or out-of-order declines are no-ops).
 * - chargeback/refund: names the ORIGINAL sale's transaction. If no approved payment carries it yet
 *   (the reversal overtook the approval), it is refused with 404 so the provider retries later.
 *   Otherwise ReversePurchase runs (key `reversal:<provider>:<original transaction id>`), which may
 *   take the balance below zero and flags the account; the payment becomes `reversed`. A second
 *   chargeback or a refund after a chargeback finds it reversed and changes nothing.
 * - refused (bad signature or token, disallowed address, unreadable), unknown payment, provider or
 *   amount mismatch: nothing changes, a 4xx answers, the record says why.
 */
export class PostbackService {
  private readonly log = logger('payments');

  constructor(
    private readonly db: PostbackDatabase,
    private readonly ledger: LedgerService,
    private readonly providers: PaymentProviders,
    /** Called after a commit so the outbox relay publishes the ledger's events at once. */
    private readonly onCommitted: () => void = () => undefined,
  ) {}

  async handle(providerName: string, req: PostbackRequest): Promise<PostbackResult> {
    const base = { verified: false, kind: null, paymentId: null, providerTransactionId: null };
    const provider = this.providers.get(providerName);
    let result: PostbackResult;
    if (!provider) {
      result = { ...base, status: 404, outcome: `refused: unknown provider ${JSON.stringify(providerName.slice(0, 40))}` };
    } else {
      const parsed = provider.parsePostback(req);
      if (parsed.kind === 'refused') {
        result = { ...base, status: parsed.status, outcome: `refused: ${parsed.reason}` };
      } else {
        try {
          result = await this.processVerified(provider.name, parsed, req);
          this.onCommitted();
          const fields = { provider: provider.name, kind: result.kind, paymentId: result.paymentId, status: result.status, outcome: result.outcome };
          if (result.status === 200) this.log.info(fields, 'postback processed');
          else this.log.warn(fields, 'postback refused');
          return result;
        } catch (err) {
          if (err instanceof Rollback) {
            result = err.result;
          } else {
            this.log.error({ err, provider: provider.name }, 'postback failed');
            result = { ...describe(parsed), verified: true, status: 500, outcome: 'error: could not process, the provider should retry' };
          }
        }
      }
    }
    this.log.warn({ provider: providerName, status: result.status, outcome: result.outcome }, 'postback refused');
    await this.record(this.db, providerName.slice(0, 40), result, req);
    return result;
  }

  /** One transaction per postback (retried on unique or serialization races), recorded inside it. */
  private async processVerified(provider: string, postback: VerifiedPostback, req: PostbackRequest): Promise<PostbackResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (m) => {
          const result = await this.apply(m, provider, postback);
          await this.record(m, provider, result, req);
          return result;
        });
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !isRace(err)) throw err;
      }
    }
  }

  private async apply(m: EntityManager, provider: string, postback: VerifiedPostback): Promise<PostbackResult> {
    switch (postback.kind) {
      case 'approved':
        return this.approve(m, provider, postback);
      case 'declined':
        return this.decline(m, provider, postback);
      case 'chargeback':
      case 'refund':
        return this.reverse(m, provider, postback);
      case 'ignored':
        return { ...describe(postback), verified: true, status: 200, outcome: `ignored: ${postback.reason}` };
    }
  }

  private async approve(m: EntityManager, provider: string, p: ApprovedPostback): Promise<PostbackResult> {
    const answer = (status: number, outcome: string, paymentId: string | null = p.paymentId): PostbackResult => ({
      ...describe(p),
      paymentId: paymentId && UUID.test(paymentId) ? paymentId : null,
      verified: true,
      status,
      outcome,
    });
    const payment = await this.lockPayment(m, p.paymentId);
    if (!payment) return answer(404, `refused: unknown payment ${JSON.stringify(p.paymentId.slice(0, 64))}`);
    if (payment.provider !== provider) return answer(409, `refused: payment was made with ${payment.provider}, not ${provider}`);
    const price = Number(payment.price_usd_cents);
    if (p.currency !== 'USD' || p.amountCents !== price) {
      return answer(400, `refused: amount mismatch, ${p.amountCents} ${p.currency} cents paid for a ${price} USD cents pack`);
    }
    const holder = (await m.query(`SELECT id FROM billing.payments WHERE provider = $1 AND provider_transaction_id = $2`, [
      provider,
      p.providerTransactionId,
    ])) as { id: string }[];
    if (holder[0]) {
      return holder[0].id === payment.id
        ? answer(200, `duplicate: transaction ${p.providerTransactionId} already approved, nothing granted`)
        : answer(409, `refused: transaction ${p.providerTransactionId} already belongs to payment ${holder[0].id}`, holder[0].id);
    }

    let target = payment;
    let note = '';
    if (payment.status === 'approved' || payment.status === 'reversed') {
      // A second sale through the same checkout: the money was taken again, so it buys again.
      const id = randomUUID();
      await m.query(
        `INSERT INTO billing.payments (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, status)
         SELECT $1, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, 'pending' FROM billing.payments WHERE id = $2`,
        [id, payment.id],
      );
      target = { ...payment, id, status: 'pending' };
      note = `; second transaction on checkout ${payment.id}, booked as payment ${id}`;
    } else if (payment.status === 'declined') {
      note = '; approved after an earlier decline';
    }

    await m.query(
      `UPDATE billing.payments SET status = 'approved', provider_transaction_id = $2, decline_reason = NULL, approved_at = now(), updated_at = now() WHERE id = $1`,
      [target.id, p.providerTransactionId],
    );
    const pack = (await m.query(`SELECT one_time FROM billing.credit_packs WHERE id = $1`, [target.credit_pack_id])) as { one_time: boolean }[];
    if (pack[0]?.one_time) {
      const first = (await m.query(
        `INSERT INTO billing.one_time_packs_bought (account_id, credit_pack_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING payment_id`,
        [target.account_id, target.credit_pack_id, target.id],
      )) as unknown[];
      if (!first.length) note += '; one-time pack was already bought, a refund is advised';
    }

    const credits = Number(target.credits);
    const outcome = await this.ledger.execute(
      {
        accountId: target.account_id,
        actor: PAYMENTS_ACTOR,
        idempotencyKey: `payment:${provider}:${p.providerTransactionId}`,
        command: {
          type: 'PurchaseCredits',
          paymentId: target.id,
          provider,
          providerTransactionId: p.providerTransactionId,
          creditPackId: target.credit_pack_id,
          credits,
          priceUsdCents: price,
        },
      },
      m,
    );
    this.refuseUnlessApplied(outcome, answer(409, '', target.id));
    return answer(200, `approved: +${credits} credits${note}`, target.id);
  }

  private async decline(m: EntityManager, provider: string, p: DeclinedPostback): Promise<PostbackResult> {
    const answer = (status: number, outcome: string): PostbackResult => ({
      ...describe(p),
      paymentId: UUID.test(p.paymentId) ? p.paymentId : null,
      verified: true,
      status,
      outcome,
    });
    const payment = await this.lockPayment(m, p.paymentId);
    if (!payment) return answer(404, `refused: unknown payment ${JSON.stringify(p.paymentId.slice(0, 64))}`);
    if (payment.provider !== provider) return answer(409, `refused: payment was made with ${payment.provider}, not ${provider}`);
    if (payment.status === 'approved' || payment.status === 'reversed') {
      return answer(200, `ignored: payment is already ${payment.status}, a decline does not change it`);
    }
    const reason = p.reason.slice(0, 500);
    await m.query(`UPDATE billing.payments SET status = 'declined', decline_reason = $2, updated_at = now() WHERE id = $1`, [payment.id, reason]);
    return answer(200, `declined: ${reason}`);
  }

  private async reverse(m: EntityManager, provider: string, p: ReversalPostback): Promise<PostbackResult> {
    const answer = (status: number, outcome: string, paymentId: string | null): PostbackResult => ({
      ...describe(p),
      paymentId,
      verified: true,
      status,
      outcome,
    });
    const rows = (await m.query(`SELECT * FROM billing.payments WHERE provider = $1 AND provider_transaction_id = $2 FOR UPDATE`, [
      provider,
      p.originalTransactionId,
    ])) as PaymentRow[];
    const payment = rows[0];
    if (!payment) {
      return answer(404, `refused: no approved payment carries transaction ${p.originalTransactionId} (yet); the provider should retry`, null);
    }
    if (payment.status === 'reversed') return answer(200, `duplicate: payment already reversed, nothing changed`, payment.id);

    const outcome = await this.ledger.execute(
      {
        accountId: payment.account_id,
        actor: PAYMENTS_ACTOR,
        idempotencyKey: `reversal:${provider}:${p.originalTransactionId}`,
        command: { type: 'ReversePurchase', paymentId: payment.id, reason: `${p.kind} of ${provider} transaction ${p.originalTransactionId}` },
      },
      m,
    );
    this.refuseUnlessApplied(outcome, answer(409, '', payment.id));
    await m.query(
      `UPDATE billing.payments SET status = 'reversed', reversed_at = now(), reversal_kind = $2, reversal_transaction_id = $3, updated_at = now() WHERE id = $1`,
      [payment.id, p.kind, p.providerTransactionId],
    );
    const balance = outcome.ok ? outcome.balance.available : 0;
    return answer(200, `${p.kind}: -${Number(payment.credits)} credits, available balance now ${balance}, account flagged`, payment.id);
  }

  private refuseUnlessApplied(outcome: LedgerOutcome, refusal: PostbackResult): asserts outcome is Extract<LedgerOutcome, { ok: true }> {
    if (!outcome.ok) throw new Rollback({ ...refusal, outcome: `refused by the ledger: ${outcome.code} (${outcome.message})` });
  }

  private async lockPayment(m: EntityManager, paymentId: string): Promise<PaymentRow | null> {
    if (!UUID.test(paymentId)) return null;
    const rows = (await m.query(`SELECT * FROM billing.payments WHERE id = $1 FOR UPDATE`, [paymentId])) as PaymentRow[];
    return rows[0] ?? null;
  }

  private async record(sql: Sql, provider: string, result: PostbackResult, req: PostbackRequest): Promise<void> {
    await sql.query(
      `INSERT INTO billing.postbacks (provider, verified, outcome, payload, kind, payment_id, provider_transaction_id, http_status, remote_ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        provider,
        result.verified,
        result.outcome.slice(0, 1000),
        JSON.stringify(payloadOf(req)),
        result.kind,
        result.paymentId,
        result.providerTransactionId?.slice(0, 200) ?? null,
        result.status,
        req.ip ?? null,
      ],
    );
  }
}

function describe(p: VerifiedPostback): Pick<PostbackResult, 'kind' | 'paymentId' | 'providerTransactionId'> {
  switch (p.kind) {
    case 'approved':
    case 'declined':
      return { kind: p.kind, paymentId: UUID.test(p.paymentId) ? p.paymentId : null, providerTransactionId: p.providerTransactionId };
    case 'chargeback':
    case 'refund':
      return { kind: p.kind, paymentId: null, providerTransactionId: p.originalTransactionId };
    case 'ignored':
      return { kind: p.kind, paymentId: null, providerTransactionId: null };
  }
}

const SECRET_PARAMS = /^(token|access_token|password)$/i;

/** What was received, for the record; shared secrets in the query are masked. */
function payloadOf(req: PostbackRequest): Record<string, unknown> {
  const query = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, SECRET_PARAMS.test(k) ? '[redacted]' : v]));
  const body =
    req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) && Object.keys(req.body).length
      ? Object.fromEntries(Object.entries(req.body as Record<string, unknown>).map(([k, v]) => [k, SECRET_PARAMS.test(k) ? '[redacted]' : v]))
      : req.rawBody?.length
        ? req.rawBody.toString('utf8').slice(0, 10_000)
        : null;
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'user-agent', 'x-sandbox-signature', 'x-forwarded-for']) {
    const value = firstText(req.headers[name]);
    if (value) headers[name] = value.slice(0, 300);
  }
  return { method: req.method, query, body, headers };
}

function isRace(err: unknown): boolean {
  const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
  return code === '23505' || code === '40001' || code === '40P01';
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { logger, type ServiceDb, type Sql, type Transaction } from '@dating/platform';
import { type LedgerOutcome, LedgerService } from '../../application/ledger.service.js';
import { BILLING_DB } from '../../billing-tokens.js';
import {
  type ApprovedPostback,
  type DeclinedPostback,
  type PaymentStatus,
  type ReversalPostback,
  UUID,
  type VerifiedPostback,
} from '../../infrastructure/payments/payment-provider.js';
import { PaymentProviders } from '../../infrastructure/payments/payment-providers.js';
import { storableText } from '../../infrastructure/pg-text.js';
import { type ReceivedPostback, recordablePayload } from './postback-input.js';
import { type PostbackResult, ProcessPostbackCommand } from './process-postback.command.js';
import { BILLING } from '../../infrastructure/billing-schema.js';

interface PaymentRow {
  id: string;
  account_id: string;
  credit_pack_id: string;
  pack_name: string;
  credits: string;
  price_usd_cents: string;
  provider: string;
  provider_transaction_id: string | null;
  status: PaymentStatus;
}

/** Why money taken by a provider was not granted; the row waits in billing.payment_exceptions. */
export type PaymentExceptionReason = 'checkout_already_paid' | 'one_time_pack_already_bought';

/** Thrown inside the transaction to roll it back and answer `result` (recorded afterwards). */
class Rollback extends Error {
  constructor(readonly result: PostbackResult) {
    super(result.outcome);
  }
}

const MAX_ATTEMPTS = 5;
export const PAYMENTS_ACTOR = 'system:payments';
/** A checkout that took money already: any further sale on it is a double charge. */
const PAID: ReadonlySet<PaymentStatus> = new Set(['approved', 'needs_refund', 'reversed']);

/**
 * Turns verified provider postbacks into payment state and ledger entries.
 *
 * Every postback is recorded in billing.postbacks the moment it arrives, BEFORE it is judged:
 * raw bytes (request line, headers, body; first 16 KiB, secrets masked) in a bytea column and a
 * storable jsonb summary, so even a body PostgreSQL could not store as text is kept. Then it is
 * judged: unknown provider 404; a NUL, an unpaired surrogate or nesting too deep anywhere in it,
 * or a body that is not readable, 400 (see postback-input.ts); the provider's own check
 * (signature, token, address); and only then processed. The record gets the outcome and answer.
 *
 * - approved: one transaction, the payment row locked (FOR UPDATE), so a checkout is paid at most
 *   once however many approvals race:
 *   - the same transaction again (a replay) grants nothing more;
 *   - a pending, processing, declined (the member paid on a later attempt) or expired checkout
 *     becomes `approved` and PurchaseCredits runs (key `payment:<provider>:<transaction id>`; the
 *     ledger also refuses a second purchase for the same payment id). Expired: the provider took
 *     the money for exactly this checkout and price, so it is granted, not queued; expiry only
 *     stops our pages offering the link;
 *   - a one-time pack this member already bought is never granted again: the payment becomes
 *     `needs_refund` and the sale goes to billing.payment_exceptions for finance;
 *   - a checkout that is already paid (approved, needs_refund or reversed) and gets a second,
 *     different sale means the member was charged twice: the sale is recorded in
 *     billing.payment_exceptions (`checkout_already_paid`) for finance to refund, never granted.
 * - declined: a pending, processing (or declined) payment becomes `declined` with the reason; a
 *   decline never changes a paid or expired payment (late or out-of-order declines are no-ops).
 * - chargeback/refund: names the ORIGINAL sale's transaction. A sale waiting in
 *   payment_exceptions is closed there (nothing was granted, nothing to take back). Otherwise, if
 *   no approved payment carries it yet (the reversal overtook the approval), 404 so the provider
 *   retries; else ReversePurchase (key `reversal:<provider>:<original transaction id>`), which may
 *   take the balance below zero and flags the account; the payment becomes `reversed`. Repeats
 *   change nothing.
 * - refused (bad signature or token, disallowed address, unreadable), unknown payment, provider or
 *   amount mismatch: nothing changes, a 4xx answers, the record says why.
 */
@CommandHandler(ProcessPostbackCommand)
export class ProcessPostbackHandler implements ICommandHandler<ProcessPostbackCommand> {
  private readonly log = logger('payments');

  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(PaymentProviders) private readonly providers: PaymentProviders,
  ) {}

  async execute({ provider: providerName, input }: ProcessPostbackCommand): Promise<PostbackResult> {
    const recordId = await this.receive(providerName, input);
    const base = { verified: false, kind: null, paymentId: null, providerTransactionId: null };
    const provider = this.providers.get(providerName);
    let result: PostbackResult;
    if (input.malformed) {
      // Malformed first (a NUL in the provider's name is malformed, not an unknown provider): an oversized body is 413, as on
      // every other route; other malformed input 400.
      result = { ...base, status: input.tooLarge ? 413 : 400, outcome: `refused: malformed input, ${input.malformed}` };
    } else if (!provider) {
      result = { ...base, status: 404, outcome: `refused: unknown provider ${JSON.stringify(storableText(providerName.slice(0, 40)))}` };
    } else {
      const parsed = provider.parsePostback(input.request);
      if (parsed.kind === 'refused') {
        result = { ...base, status: parsed.status, outcome: `refused: ${parsed.reason}` };
      } else {
        try {
          result = await this.processVerified(recordId, provider.name, parsed);
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
    this.log.warn({ provider: storableText(providerName.slice(0, 40)), status: result.status, outcome: result.outcome }, 'postback refused');
    await this.conclude(this.db, recordId, result);
    return result;
  }

  /** Records the postback as received, before anything reads it; answers the record's id. */
  private async receive(providerName: string, input: ReceivedPostback): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO ${BILLING.postbacks} (provider, verified, outcome, payload, raw_request, raw_size, remote_ip)
       VALUES ($1, false, 'received', $2, $3, $4, $5) RETURNING id`,
      [
        storableText(providerName.slice(0, 40)),
        JSON.stringify(recordablePayload(input)),
        input.raw,
        input.rawSize,
        input.request.ip ? storableText(input.request.ip.slice(0, 100)) : null,
      ],
    );
    return rows[0]!.id;
  }

  /** Writes what became of a recorded postback (inside the processing transaction when verified). */
  private async conclude(sql: Sql, recordId: string, result: PostbackResult): Promise<void> {
    await sql.query(
      `UPDATE ${BILLING.postbacks} SET verified = $2, outcome = $3, kind = $4, payment_id = $5, provider_transaction_id = $6, http_status = $7 WHERE id = $1`,
      [
        recordId,
        result.verified,
        storableText(result.outcome.slice(0, 1000)),
        result.kind,
        result.paymentId,
        result.providerTransactionId ? storableText(result.providerTransactionId.slice(0, 200)) : null,
        result.status,
      ],
    );
  }

  /**
   * One transaction per postback (retried on unique or serialization races), concluded inside it;
   * the ledger's events join its outbox, and the kernel kicks the relay after the commit.
   */
  private async processVerified(recordId: string, provider: string, postback: VerifiedPostback): Promise<PostbackResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const result = await this.apply(tx, provider, postback);
          await this.conclude(tx, recordId, result);
          return result;
        });
      } catch (err) {
        if (attempt >= MAX_ATTEMPTS || !isRace(err)) throw err;
      }
    }
  }

  private async apply(m: Transaction, provider: string, postback: VerifiedPostback): Promise<PostbackResult> {
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

  private async approve(m: Transaction, provider: string, p: ApprovedPostback): Promise<PostbackResult> {
    const answer = (status: number, outcome: string, paymentId: string | null = p.paymentId): PostbackResult => ({
      ...describe(p),
      paymentId: paymentId && UUID.test(paymentId) ? paymentId : null,
      verified: true,
      status,
      outcome,
    });
    // The row lock serializes every approval, decline and expiry of this checkout.
    const payment = await this.lockPayment(m, p.paymentId);
    if (!payment) return answer(404, `refused: unknown payment ${JSON.stringify(p.paymentId.slice(0, 64))}`);
    if (payment.provider !== provider) return answer(409, `refused: payment was made with ${payment.provider}, not ${provider}`);
    const price = Number(payment.price_usd_cents);
    if (p.currency !== 'USD' || p.amountCents !== price) {
      return answer(400, `refused: amount mismatch, ${p.amountCents} ${p.currency} cents paid for a ${price} USD cents pack`);
    }

    // Idempotent on the transaction id: a replay finds the sale where the first delivery put it.
    const holder = await m.query<{ payment_id: string; reason: string | null }>(
      `SELECT id AS payment_id, NULL AS reason FROM ${BILLING.payments} WHERE provider = $1 AND provider_transaction_id = $2
       UNION ALL SELECT payment_id, reason FROM ${BILLING.payment_exceptions} WHERE provider = $1 AND provider_transaction_id = $2
       ORDER BY reason NULLS LAST`,
      [provider, p.providerTransactionId],
    );
    if (holder[0]) {
      if (holder[0].payment_id !== payment.id) {
        return answer(409, `refused: transaction ${p.providerTransactionId} already belongs to payment ${holder[0].payment_id}`, holder[0].payment_id);
      }
      return answer(
        200,
        holder[0].reason
          ? `duplicate: transaction ${p.providerTransactionId} already recorded for finance (${holder[0].reason}), nothing granted`
          : `duplicate: transaction ${p.providerTransactionId} already approved, nothing granted`,
      );
    }

    // Idempotent on the checkout: it is paid at most once; more money on it goes to finance.
    if (PAID.has(payment.status)) {
      await this.queueForFinance(m, payment, p, 'checkout_already_paid');
      return answer(
        200,
        `needs refund: checkout already ${payment.status} with transaction ${payment.provider_transaction_id}; ` +
          `second transaction ${p.providerTransactionId} recorded for finance, nothing granted`,
      );
    }

    // The one-time rule holds here, not only at checkout: such a pack is granted once per member.
    const pack = await m.query<{ one_time: boolean }>(`SELECT one_time FROM ${BILLING.credit_packs} WHERE id = $1`, [payment.credit_pack_id]);
    if (pack[0]?.one_time) {
      const first = await m.query(
        `INSERT INTO ${BILLING.one_time_packs_bought} (account_id, credit_pack_id, payment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING payment_id`,
        [payment.account_id, payment.credit_pack_id, payment.id],
      );
      if (!first.length) {
        await m.query(
          `UPDATE ${BILLING.payments} SET status = 'needs_refund', provider_transaction_id = $2, decline_reason = NULL, updated_at = now() WHERE id = $1`,
          [payment.id, p.providerTransactionId],
        );
        await this.queueForFinance(m, payment, p, 'one_time_pack_already_bought');
        return answer(200, `needs refund: one-time pack ${payment.credit_pack_id} was already bought; transaction recorded for finance, nothing granted`);
      }
    }

    const note =
      payment.status === 'declined' ? '; approved after an earlier decline' : payment.status === 'expired' ? '; approved after the checkout expired' : '';
    await m.query(
      `UPDATE ${BILLING.payments} SET status = 'approved', provider_transaction_id = $2, decline_reason = NULL, approved_at = now(), updated_at = now() WHERE id = $1`,
      [payment.id, p.providerTransactionId],
    );
    const credits = Number(payment.credits);
    const outcome = await this.ledger.execute(
      {
        accountId: payment.account_id,
        actor: PAYMENTS_ACTOR,
        idempotencyKey: `payment:${provider}:${p.providerTransactionId}`,
        command: {
          type: 'PurchaseCredits',
          paymentId: payment.id,
          provider,
          providerTransactionId: p.providerTransactionId,
          creditPackId: payment.credit_pack_id,
          credits,
          priceUsdCents: price,
        },
      },
      m,
    );
    this.refuseUnlessApplied(outcome, answer(409, '', payment.id));
    return answer(200, `approved: +${credits} credits${note}`, payment.id);
  }

  /** Money the provider took that we will not grant: finance refunds it (commands/refund-payment-exception). */
  private async queueForFinance(m: Transaction, payment: PaymentRow, p: ApprovedPostback, reason: PaymentExceptionReason): Promise<void> {
    await m.query(
      `INSERT INTO ${BILLING.payment_exceptions} (payment_id, account_id, provider, provider_transaction_id, amount_usd_cents, currency, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [payment.id, payment.account_id, payment.provider, p.providerTransactionId, p.amountCents, p.currency, reason],
    );
    this.log.warn({ paymentId: payment.id, accountId: payment.account_id, transactionId: p.providerTransactionId, reason }, 'payment needs a refund');
  }

  private async decline(m: Transaction, provider: string, p: DeclinedPostback): Promise<PostbackResult> {
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
    if (payment.status !== 'pending' && payment.status !== 'processing' && payment.status !== 'declined') {
      return answer(200, `ignored: payment is already ${payment.status}, a decline does not change it`);
    }
    const reason = p.reason.slice(0, 500);
    await m.query(`UPDATE ${BILLING.payments} SET status = 'declined', decline_reason = $2, updated_at = now() WHERE id = $1`, [payment.id, reason]);
    return answer(200, `declined: ${reason}`);
  }

  private async reverse(m: Transaction, provider: string, p: ReversalPostback): Promise<PostbackResult> {
    const answer = (status: number, outcome: string, paymentId: string | null): PostbackResult => ({
      ...describe(p),
      paymentId,
      verified: true,
      status,
      outcome,
    });
    const closedStatus = p.kind === 'chargeback' ? 'charged_back' : 'refunded';
    const exceptions = await m.query<{ id: string; payment_id: string; status: string }>(
      `SELECT id, payment_id, status FROM ${BILLING.payment_exceptions} WHERE provider = $1 AND provider_transaction_id = $2 FOR UPDATE`,
      [provider, p.originalTransactionId],
    );
    const exception = exceptions[0];
    if (exception) {
      // Money that was never granted: the provider gave it back, so finance's case is closed.
      if (exception.status !== 'open') return answer(200, `duplicate: transaction already ${exception.status}, nothing changed`, exception.payment_id);
      await m.query(
        `UPDATE ${BILLING.payment_exceptions} SET status = $2, reversal_transaction_id = $3, resolved_at = now(), updated_at = now() WHERE id = $1`,
        [exception.id, closedStatus, p.providerTransactionId],
      );
      await m.query(
        `UPDATE ${BILLING.payments} SET status = 'reversed', reversed_at = now(), reversal_kind = $3, reversal_transaction_id = $4, updated_at = now()
         WHERE id = $1 AND status = 'needs_refund' AND provider_transaction_id = $2`,
        [exception.payment_id, p.originalTransactionId, p.kind, p.providerTransactionId],
      );
      return answer(
        200,
        `${p.kind}: transaction ${p.originalTransactionId} had granted nothing; finance exception ${exception.id} closed`,
        exception.payment_id,
      );
    }

    const rows = await m.query<PaymentRow>(`SELECT * FROM ${BILLING.payments} WHERE provider = $1 AND provider_transaction_id = $2 FOR UPDATE`, [
      provider,
      p.originalTransactionId,
    ]);
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
      `UPDATE ${BILLING.payments} SET status = 'reversed', reversed_at = now(), reversal_kind = $2, reversal_transaction_id = $3, updated_at = now() WHERE id = $1`,
      [payment.id, p.kind, p.providerTransactionId],
    );
    const balance = outcome.ok ? outcome.balance.available : 0;
    return answer(200, `${p.kind}: -${Number(payment.credits)} credits, available balance now ${balance}, account flagged`, payment.id);
  }

  private refuseUnlessApplied(outcome: LedgerOutcome, refusal: PostbackResult): asserts outcome is Extract<LedgerOutcome, { ok: true }> {
    if (!outcome.ok) throw new Rollback({ ...refusal, outcome: `refused by the ledger: ${outcome.code} (${outcome.message})` });
  }

  private async lockPayment(m: Transaction, paymentId: string): Promise<PaymentRow | null> {
    if (!UUID.test(paymentId)) return null;
    const rows = await m.query<PaymentRow>(`SELECT * FROM ${BILLING.payments} WHERE id = $1 FOR UPDATE`, [paymentId]);
    return rows[0] ?? null;
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

function isRace(err: unknown): boolean {
  const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
  return code === '23505' || code === '40001' || code === '40P01';
}

import { randomUUID } from 'node:crypto';
import type { Sql } from '@dating/platform';
import { billingError } from '../billing-site-codes.js';
import type { CheckoutPayment } from './payments/payment-provider.js';
import type { PaymentProviders } from './payments/payment-providers.js';
import { BILLING } from './billing-schema.js';

export interface CreditPackRow {
  id: string;
  name: string;
  credits: number;
  price_usd_cents: number;
  segpay_price_point_id: string;
  best: boolean;
  one_time: boolean;
}

/** How long an unpaid checkout keeps its payment id (and so its link) before a new one is made. */
export const CHECKOUT_REUSE_HOURS = 24;

/**
 * Credit packs and checkouts: a `pending` payment row (our payment id, a snapshot of the pack) and
 * the provider's hosted page URL for it. One open checkout per member, pack and provider is reused
 * for CHECKOUT_REUSE_HOURS, so `credit/load-credit-packs` can show each pack's `payment_link` and
 * `segpay/get-url` answers that very link, without piling up a payment row per page view.
 */
export class Checkouts {
  constructor(
    private readonly sql: Sql,
    private readonly providers: PaymentProviders,
  ) {}

  async activePacks(): Promise<CreditPackRow[]> {
    const rows = await this.sql.query<CreditPackRow>(
      `SELECT id, name, credits, price_usd_cents, segpay_price_point_id, best, one_time FROM ${BILLING.credit_packs} WHERE active ORDER BY sort, id`,
    );
    return rows.map(normalizePack);
  }

  async activePack(id: string): Promise<CreditPackRow | null> {
    const rows = await this.sql.query<CreditPackRow>(
      `SELECT id, name, credits, price_usd_cents, segpay_price_point_id, best, one_time FROM ${BILLING.credit_packs} WHERE id = $1 AND active`,
      [id],
    );
    return rows[0] ? normalizePack(rows[0]) : null;
  }

  /** Ids of the one-time packs this member has already bought. */
  async oneTimePacksBought(accountId: string): Promise<Set<string>> {
    const rows = await this.sql.query<{ credit_pack_id: string }>(`SELECT credit_pack_id FROM ${BILLING.one_time_packs_bought} WHERE account_id = $1`, [
      accountId,
    ]);
    return new Set(rows.map((r) => r.credit_pack_id));
  }

  /** A man whose credit account is not open yet (registration still settling) cannot pay: 10005. */
  async requireAccount(accountId: string): Promise<void> {
    const rows = await this.sql.query(`SELECT 1 FROM ${BILLING.accounts} WHERE id = $1`, [accountId]);
    if (!rows.length) throw billingError('LEDGER.ACCOUNT_NOT_OPEN');
  }

  /** The hosted payment URL for this member and pack: the open checkout's, or a new one's. */
  async paymentLink(accountId: string, pack: CreditPackRow): Promise<{ paymentId: string; url: string }> {
    const provider = this.providers.active;
    const open = await this.sql.query<{ id: string }>(
      `SELECT id FROM ${BILLING.payments}
       WHERE account_id = $1 AND credit_pack_id = $2 AND provider = $3 AND status = 'pending'
         AND credits = $4 AND price_usd_cents = $5 AND pack_name = $6
         AND created_at > now() - make_interval(hours => $7)
       ORDER BY created_at DESC LIMIT 1`,
      [accountId, pack.id, provider.name, pack.credits, pack.price_usd_cents, pack.name, CHECKOUT_REUSE_HOURS],
    );
    let paymentId = open[0]?.id;
    if (!paymentId) {
      paymentId = randomUUID();
      await this.sql.query(
        `INSERT INTO ${BILLING.payments} (id, account_id, credit_pack_id, pack_name, credits, price_usd_cents, provider, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
        [paymentId, accountId, pack.id, pack.name, pack.credits, pack.price_usd_cents, provider.name],
      );
    }
    return { paymentId, url: provider.paymentUrl(checkoutPayment(paymentId, accountId, pack)) };
  }
}

export function checkoutPayment(paymentId: string, accountId: string, pack: CreditPackRow): CheckoutPayment {
  return {
    id: paymentId,
    accountId,
    creditPackId: pack.id,
    packName: pack.name,
    credits: pack.credits,
    priceUsdCents: pack.price_usd_cents,
    pricePointId: pack.segpay_price_point_id,
  };
}

function normalizePack(r: CreditPackRow): CreditPackRow {
  return { ...r, credits: Number(r.credits), price_usd_cents: Number(r.price_usd_cents) };
}

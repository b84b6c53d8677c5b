import type { Sql } from '@dating/platform';
import { BILLING } from '../../billing-schema.js';
import { UUID } from '../payment-provider.js';
import type { SandboxCheckout } from './sandbox-page.js';

/** The sandbox provider's view of its checkouts: our sandbox payments, by payment id. */
export class SandboxCheckouts {
  constructor(private readonly sql: Sql) {}

  async find(paymentId: unknown): Promise<SandboxCheckout | null> {
    if (typeof paymentId !== 'string' || !UUID.test(paymentId)) return null;
    const [r] = await this.sql.query<{
      id: string;
      pack_name: string;
      credits: string;
      price_usd_cents: string;
      status: SandboxCheckout['status'];
      decline_reason: string | null;
    }>(`SELECT id, pack_name, credits, price_usd_cents, status, decline_reason FROM ${BILLING.payments} WHERE id = $1 AND provider = 'sandbox'`, [paymentId]);
    return r
      ? {
          paymentId: r.id,
          packName: r.pack_name,
          credits: Number(r.credits),
          priceUsdCents: Number(r.price_usd_cents),
          status: r.status,
          declineReason: r.decline_reason,
        }
      : null;
  }

  /** `pending` → `processing` in one conditional UPDATE: true for exactly one of many parallel submissions. */
  async claim(paymentId: string): Promise<boolean> {
    const claimed = await this.sql.query(
      `WITH claimed AS (
         UPDATE ${BILLING.payments} SET status = 'processing', updated_at = now() WHERE id = $1 AND provider = 'sandbox' AND status = 'pending' RETURNING id
       ) SELECT id FROM claimed`,
      [paymentId],
    );
    return claimed.length > 0;
  }

  /** Back to `pending`, when our endpoint did not take the postback: the member may try again. */
  async unclaim(paymentId: string): Promise<void> {
    await this.sql.query(`UPDATE ${BILLING.payments} SET status = 'pending', updated_at = now() WHERE id = $1 AND status = 'processing'`, [paymentId]);
  }

  /** The sale's transaction id: undefined when there is no such sandbox payment, null before its approval. */
  async transactionOf(paymentId: string): Promise<string | null | undefined> {
    const [row] = await this.sql.query<{ provider_transaction_id: string | null }>(
      `SELECT provider_transaction_id FROM ${BILLING.payments} WHERE id = $1 AND provider = 'sandbox'`,
      [paymentId],
    );
    return row ? row.provider_transaction_id : undefined;
  }
}

import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { eventually, type ServiceDb } from '@dating/platform';
import { LedgerService } from '../application/ledger.service.js';
import { BILLING_DB } from '../billing-tokens.js';
import { ProcessPostbackCommand } from '../commands/process-postback/process-postback.command.js';
import { StartCheckoutCommand } from '../commands/start-checkout/start-checkout.command.js';
import { BILLING } from '../infrastructure/billing-schema.js';
import { Checkouts } from '../infrastructure/checkouts.js';
import { PaymentProviders } from '../infrastructure/payments/payment-providers.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider, type SandboxPostback } from '../infrastructure/payments/sandbox/sandbox.provider.js';
import { SandboxCheckouts } from '../infrastructure/payments/sandbox/sandbox-checkouts.js';

export const DEMO_GRANT_CREDITS = 200;

/**
 * Gives each demo man starting credits, once (the idempotency key makes a restart a no-op).
 * Accounts open from MemberRegistered events, so this waits for them briefly.
 */
export async function seedBillingDemo(app: INestApplicationContext, demoMenIds: string[], timeoutMs = 15_000): Promise<void> {
  const db = app.get<ServiceDb>(BILLING_DB);
  const ledger = app.get(LedgerService);
  const opened = await eventually(
    async () => (await db.query<{ id: string }>(`SELECT id FROM ${BILLING.accounts} WHERE id = ANY($1::text[])`, [demoMenIds])).map((r) => r.id),
    (ids) => ids.length === demoMenIds.length,
    timeoutMs,
    50,
  );
  const missing = demoMenIds.filter((id) => !opened.includes(id));
  if (missing.length) throw new Error(`credit accounts of demo members ${missing.join(', ')} did not open in time`);
  for (const accountId of demoMenIds) {
    await ledger.execute({
      accountId,
      actor: 'system:demo-seed',
      idempotencyKey: `demo-grant:${accountId}`,
      command: { type: 'GrantCredits', grantId: `demo-grant:${accountId}`, credits: DEMO_GRANT_CREDITS, reason: 'Demo starting credits', staffId: 'system' },
    });
  }
}

/**
 * A demo man's purchase of the cheapest credit pack, as a member's goes: a checkout, then the
 * sandbox's signed approval postback through the verified postback path, so finance's payments,
 * revenue and the ledger show a real sale. Only on the sandbox, and once: skipped when he has paid
 * before. Answers whether it bought.
 */
export async function seedDemoPurchase(app: INestApplicationContext, accountId: string): Promise<boolean> {
  const sandbox = app.get(PaymentProviders).active;
  if (!(sandbox instanceof SandboxPaymentProvider)) return false;
  const db = app.get<ServiceDb>(BILLING_DB);
  if ((await db.query(`SELECT 1 FROM ${BILLING.payments} WHERE account_id = $1 AND status = 'approved'`, [accountId])).length) return false;
  const [pack] = (await app.get(Checkouts).activePacks()).filter((p) => !p.one_time).sort((a, b) => a.price_usd_cents - b.price_usd_cents);
  if (!pack) return false;
  const commands = app.get(CommandBus);
  const url = await commands.execute(new StartCheckoutCommand(accountId, pack.id, pack.segpay_price_point_id));
  const paymentId = new URL(url).searchParams.get('payment')!;
  if (!(await app.get(SandboxCheckouts).claim(paymentId))) return false;
  const approval: SandboxPostback = {
    type: 'payment.approved',
    payment_id: paymentId,
    transaction_id: `sbx_demo_${paymentId.replaceAll('-', '').slice(0, 20)}`,
    amount_cents: pack.price_usd_cents,
    currency: 'USD',
    occurred_at: new Date().toISOString(),
  };
  const rawBody = Buffer.from(JSON.stringify(approval));
  const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(rawBody), 'user-agent': 'dating-demo-seed' };
  const received = Buffer.concat([
    Buffer.from(
      `POST /payments/postback/sandbox\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    ),
    rawBody,
  ]);
  const result = await commands.execute(
    new ProcessPostbackCommand('sandbox', {
      request: { method: 'POST', headers, query: {}, body: approval, rawBody, ip: '127.0.0.1' },
      raw: received,
      rawSize: received.length,
      malformed: null,
      tooLarge: false,
      abandoned: false,
    }),
  );
  if (result.status !== 200) throw new Error(`the demo purchase's postback was refused: ${result.outcome}`);
  return true;
}

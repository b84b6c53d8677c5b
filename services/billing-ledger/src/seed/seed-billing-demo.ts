import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplicationContext } from '@nestjs/common';
import { LedgerService } from '../application/ledger.service.js';
import { BILLING_SQL } from '../billing-tokens.js';
import type { Sql } from '../infrastructure/ledger-store.js';

export const DEMO_GRANT_CREDITS = 200;

/**
 * Gives each demo man starting credits, once (the idempotency key makes a restart a no-op).
 * Accounts open from MemberRegistered events, so this waits for them briefly.
 */
export async function seedBillingDemo(app: INestApplicationContext, demoMenIds: string[], timeoutMs = 15_000): Promise<void> {
  const sql = app.get<Sql>(BILLING_SQL);
  const ledger = app.get(LedgerService);
  const deadline = Date.now() + timeoutMs;
  for (const accountId of demoMenIds) {
    while (!((await sql.query(`SELECT 1 FROM billing.accounts WHERE id = $1`, [accountId])) as unknown[]).length) {
      if (Date.now() > deadline) throw new Error(`credit account of demo member ${accountId} did not open in time`);
      await sleep(50);
    }
    await ledger.execute({
      accountId,
      actor: 'system:demo-seed',
      idempotencyKey: `demo-grant:${accountId}`,
      command: { type: 'GrantCredits', grantId: `demo-grant:${accountId}`, credits: DEMO_GRANT_CREDITS, reason: 'Demo starting credits', staffId: 'system' },
    });
  }
}

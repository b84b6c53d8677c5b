import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplicationContext } from '@nestjs/common';
import type { ServiceDb } from '@dating/platform';
import { LedgerService } from '../application/ledger.service.js';
import { BILLING_DB } from '../billing-tokens.js';
import { BILLING } from '../infrastructure/billing-schema.js';

export const DEMO_GRANT_CREDITS = 200;

/**
 * Gives each demo man starting credits, once (the idempotency key makes a restart a no-op).
 * Accounts open from MemberRegistered events, so this waits for them briefly.
 */
export async function seedBillingDemo(app: INestApplicationContext, demoMenIds: string[], timeoutMs = 15_000): Promise<void> {
  const db = app.get<ServiceDb>(BILLING_DB);
  const ledger = app.get(LedgerService);
  const deadline = Date.now() + timeoutMs;
  for (const accountId of demoMenIds) {
    while (!(await db.query(`SELECT 1 FROM ${BILLING.accounts} WHERE id = $1`, [accountId])).length) {
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

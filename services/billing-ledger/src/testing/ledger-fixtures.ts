import { randomUUID } from 'node:crypto';
import type { Sql } from '@dating/platform';
import type { INestApplicationContext } from '@nestjs/common';
import { LedgerService } from '../application/ledger.service.js';
import { LEDGER_PORT, type LedgerPort } from '../api/ledger-port/ledger.port.js';

/**
 * A man's credit account for tests: recorded as a member, opened, and granted `credits` when
 * positive. Throws if the ledger refuses either step. Returns the account id.
 */
export async function openTestAccount(
  sql: Sql,
  ledger: LedgerService,
  options: { credits?: number; accountId?: string; name?: string; grantId?: string } = {},
): Promise<string> {
  const accountId = options.accountId ?? `m-${randomUUID()}`;
  await sql.query(`INSERT INTO billing.members (id, user_type, name) VALUES ($1, 'man', $2) ON CONFLICT DO NOTHING`, [accountId, options.name ?? '']);
  const opened = await ledger.execute({ accountId, actor: 'system:test', command: { type: 'OpenAccount', accountId } });
  if (!opened.ok) throw new Error(`could not open ${accountId}: ${opened.code}`);
  const credits = options.credits ?? 0;
  if (credits > 0) {
    const granted = await ledger.execute({
      accountId,
      actor: 'system:test',
      command: { type: 'GrantCredits', grantId: options.grantId ?? randomUUID(), credits, reason: 'test credits', staffId: 'test' },
    });
    if (!granted.ok) throw new Error(`could not grant ${accountId}: ${granted.code}`);
  }
  return accountId;
}

/** A woman as billing knows her: a member without a credit account. */
export async function addTestWoman(sql: Sql): Promise<string> {
  const id = `w-${randomUUID()}`;
  await sql.query(`INSERT INTO billing.members (id, user_type) VALUES ($1, 'woman')`, [id]);
  return id;
}

/** Credits granted to an account billing opened already (a member's, from MemberRegistered): once per account. */
export async function grantTestCredits(app: INestApplicationContext, accountId: string, credits: number): Promise<void> {
  const granted = await app.get(LedgerService).execute({
    accountId,
    actor: 'system:test',
    idempotencyKey: `grant:${accountId}`,
    command: { type: 'GrantCredits', grantId: `grant:${accountId}`, credits, reason: 'test', staffId: 'system' },
  });
  if (!granted.ok) throw new Error(`could not grant ${accountId}: ${granted.code}`);
}

/** An account's balance as billing's ledger port answers it, in numbers. */
export async function testBalance(app: INestApplicationContext, accountId: string): Promise<{ posted: number; held: number; available: number }> {
  const b = (await app.get<LedgerPort>(LEDGER_PORT, { strict: false }).getBalance({ accountId })).balance!;
  return { posted: Number(b.posted), held: Number(b.held), available: Number(b.available) };
}

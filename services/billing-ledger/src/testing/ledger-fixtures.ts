import { randomUUID } from 'node:crypto';
import type { Sql } from '@dating/platform';
import type { LedgerService } from '../application/ledger.service.js';

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

import type { Sql } from '@dating/platform';
import type { Balance } from '../application/ledger.service.js';
import { ledgerRefusal } from '../billing-site-codes.js';
import { BILLING } from './billing-schema.js';

/** The balance projection of one account; a woman or an unknown member is refused. */
export async function readBalance(sql: Sql, accountId: string): Promise<Balance> {
  const [row] = await sql.query<{ user_type: string | null; posted: string | null; held: string | null }>(
    `SELECT m.user_type, a.posted, a.held FROM (SELECT $1::text AS id) k
     LEFT JOIN ${BILLING.members} m ON m.id = k.id LEFT JOIN ${BILLING.accounts} a ON a.id = k.id`,
    [accountId],
  );
  if (row!.user_type === 'woman') throw ledgerRefusal('WOMAN_HAS_NO_ACCOUNT');
  if (row!.posted === null) throw ledgerRefusal('ACCOUNT_NOT_OPEN');
  const posted = Number(row!.posted);
  const held = Number(row!.held);
  return { posted, held, available: posted - held };
}

/** The `service` of a hold, or null when the account has no such hold. */
export async function holdServiceOf(sql: Sql, accountId: string, holdId: string): Promise<string | null> {
  if (!accountId || !holdId) return null;
  const [row] = await sql.query<{ service: string }>(`SELECT service FROM ${BILLING.holds} WHERE hold_id = $1 AND account_id = $2`, [holdId, accountId]);
  return row?.service ?? null;
}

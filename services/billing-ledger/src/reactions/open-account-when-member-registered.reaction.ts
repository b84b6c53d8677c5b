import { appendToOutbox, on, type Reaction } from '@dating/platform';
import { MemberRegisteredEvent as MemberRegistered } from '@dating/identity/contracts';
import type { LedgerService, LedgerTransaction } from '../application/ledger.service.js';
import { BILLING, BILLING_SCHEMA } from '../infrastructure/billing-schema.js';

/**
 * A man gets a credit account when he registers; a woman is recorded so that any charge against
 * her is refused (10024), and never gets an account. Applied with the event's inbox row in one
 * transaction (ServiceDb.onEvents), which the ledger joins.
 */
export function openAccountWhenMemberRegistered(ledger: LedgerService): Reaction {
  return on(MemberRegistered, async (event, _envelope, manager) => {
    const userType = event.userType === 'woman' ? 'woman' : 'man';
    await manager.query(`INSERT INTO ${BILLING.members} (id, user_type, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      event.memberId,
      userType,
      event.name,
    ]);
    if (userType === 'man') {
      const tx = {
        query: <T>(text: string, params?: unknown[]) => manager.query(text, params) as Promise<T[]>,
        publish: (events) => appendToOutbox(manager, BILLING_SCHEMA, events),
      } satisfies LedgerTransaction;
      const opened = await ledger.execute(
        { accountId: event.memberId, actor: 'system:billing-ledger', command: { type: 'OpenAccount', accountId: event.memberId } },
        tx,
      );
      if (!opened.ok && opened.code !== 'ACCOUNT_ALREADY_OPEN') throw new Error(`could not open account ${event.memberId}: ${opened.code}`);
    }
  });
}

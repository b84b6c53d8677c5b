import { on, type Reaction } from '@dating/platform';
import type { LedgerService } from '../application/ledger.service.js';
import { MemberRegisteredEvent as MemberRegistered } from '@dating/identity/contracts';

/**
 * A man gets a credit account when he registers; a woman is recorded so that any charge against
 * her is refused (10024), and never gets an account.
 */
export function openAccountWhenMemberRegistered(ledger: LedgerService): Reaction {
  return on(MemberRegistered, async (event, _envelope, manager) => {
    const userType = event.userType === 'woman' ? 'woman' : 'man';
    await manager.query(`INSERT INTO billing.members (id, user_type, name) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      event.memberId,
      userType,
      event.name,
    ]);
    if (userType === 'man') {
      const opened = await ledger.execute(
        { accountId: event.memberId, actor: 'system:billing-ledger', command: { type: 'OpenAccount', accountId: event.memberId } },
        manager,
      );
      if (!opened.ok && opened.code !== 'ACCOUNT_ALREADY_OPEN') throw new Error(`could not open account ${event.memberId}: ${opened.code}`);
    }
  });
}

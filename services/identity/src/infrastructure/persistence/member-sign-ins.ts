import type { Sql } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';

/**
 * Records a member's successful sign-in (the sign-in form, or the automatic one of registration) in
 * the caller's transaction: the `sign-ins` history of the back office, the member's last sign-in
 * time and count.
 */
export async function recordMemberSignIn(tx: Sql, memberId: string, sessionId: string, client: ClientInfo): Promise<void> {
  await tx.query(`INSERT INTO identity.member_sign_ins (member_id, session_id, ip, user_agent) VALUES ($1, $2, $3, $4)`, [
    memberId,
    sessionId,
    client.ip?.slice(0, 64) ?? null,
    client.userAgent?.slice(0, 512) ?? null,
  ]);
  await tx.query(`UPDATE identity.members SET last_sign_in_at = now(), sign_in_count = sign_in_count + 1 WHERE id = $1`, [memberId]);
}

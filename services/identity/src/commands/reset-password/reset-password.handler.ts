import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { PasswordChangedEvent } from '../../contracts/identity-events.js';
import { IdentityError, type IdentityErrorCode } from '../../domain/identity-errors.js';
import { RESET_TOKEN_MESSAGES, type ResetTokenState, resetTokenState, type StoredResetToken } from '../../domain/password-reset.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import { actorOf, type Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event, sessionsEnded } from '../../infrastructure/persistence/member-events.js';
import { SessionCache } from '../../infrastructure/persistence/session-cache.js';
import { revokeSessionsOf } from '../../infrastructure/persistence/sessions.repository.js';
import { clearAccountThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import { hashResetToken } from '../request-password-reset/reset-token.js';
import { ResetPasswordCommand } from './reset-password.command.js';

interface TokenRow {
  member_id: string;
  email: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

const SELECT_TOKEN = `SELECT t.member_id, m.email, t.expires_at, t.used_at, t.revoked_at
  FROM identity.password_reset_tokens t JOIN identity.members m ON m.id = t.member_id WHERE t.token_hash = $1`;

const REFUSALS: Record<Exclude<ResetTokenState, 'valid'>, IdentityErrorCode> = {
  unknown: 'IDENTITY.RESET_LINK_UNKNOWN',
  used: 'IDENTITY.RESET_LINK_USED',
  expired: 'IDENTITY.RESET_LINK_EXPIRED',
};

function stored(row: TokenRow | undefined): StoredResetToken | null {
  return row ? { expiresAt: new Date(row.expires_at), usedAt: row.used_at, revokedAt: row.revoked_at } : null;
}

/**
 * Sets a new password from an e-mailed token: single use, one hour. On success every session of
 * the member ends (whoever knew the old password is signed out) and PasswordChanged(reset) is
 * written with the change.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<true> {
    const tokenHash = hashResetToken(token);
    const [found] = await this.db.query<TokenRow>(SELECT_TOKEN, [tokenHash]);
    this.assertValid(found);
    const passwordHash = await hashPassword(password);

    const revoked = await this.db.transaction(async (tx) => {
      // Locked and checked again: two concurrent uses of one token, only one wins.
      const [row] = await tx.query<TokenRow>(`${SELECT_TOKEN} FOR UPDATE OF t`, [tokenHash]);
      this.assertValid(row);
      const subject: Subject = { kind: 'member', id: String(row!.member_id) };
      await tx.query(`UPDATE identity.password_reset_tokens SET used_at = now() WHERE token_hash = $1`, [tokenHash]);
      await tx.query(`UPDATE identity.password_reset_tokens SET revoked_at = now() WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [
        subject.id,
      ]);
      await tx.query(`UPDATE identity.members SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1`, [
        subject.id,
        passwordHash,
      ]);
      await clearAccountThrottle(tx, signInAccount('member', row!.email));
      const sessions = await revokeSessionsOf(tx, subject);
      await appendMemberEvents(tx, subject.id, actorOf(subject), [
        event(PasswordChangedEvent, { memberId: subject.id, via: 'reset' }),
        ...sessionsEnded(subject.id, sessions, 'password-reset'),
      ]);
      return sessions;
    });
    await this.cache.forget(revoked);
    return true;
  }

  private assertValid(row: TokenRow | undefined): void {
    const state = resetTokenState(stored(row), new Date());
    if (state !== 'valid') throw new IdentityError(REFUSALS[state], undefined, { password_reset_token: [RESET_TOKEN_MESSAGES[state]] });
  }
}

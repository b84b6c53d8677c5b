import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDb, Transaction } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { IdentityError, type IdentityErrorCode } from '../../domain/identity-errors.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import type { StaffView } from '../../domain/staff-access.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { openStaffSession } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import { lockStaff, type StaffSecondFactor, staffView } from '../../infrastructure/persistence/staff-second-factor.js';
import { countWrongCode, findTicket, type SignInTicket, spendTicket, type TicketStep } from '../../infrastructure/persistence/staff-sign-in-tickets.js';

/** A staff session opened by the second step. */
export interface StaffSignedIn {
  access_token: string;
  /** When the session ends at the latest (ISO 8601); it ends sooner after STAFF_IDLE_MINUTES without a request. */
  expires_at: string;
  staff: StaffView;
}

/** What a step decides with the ticket and the staff row locked: a refusal, or what to add to the answer. */
export type SecondFactorDecision<E> =
  | { refuse: Extract<IdentityErrorCode, 'IDENTITY.CODE_WRONG' | 'IDENTITY.CODE_REUSED' | 'IDENTITY.RECOVERY_CODE_WRONG' | 'IDENTITY.TICKET_INVALID'> }
  | { extra: E };

type Outcome<E> = { error: IdentityErrorCode } | { staff: StaffSecondFactor; session: { id: string; expiresAt: Date }; extra: E };

/** Wrong codes keep their throttle slot and count on the ticket; the others give it back. */
const WRONG_CODES: readonly IdentityErrorCode[] = ['IDENTITY.CODE_WRONG', 'IDENTITY.CODE_REUSED', 'IDENTITY.RECOVERY_CODE_WRONG'];

/**
 * The second step of a staff sign-in (enroll or verify), on a ticket from the password step:
 * counted by the sign-in throttle before the code is looked at; then, with the ticket and the
 * staff row locked (so one code or recovery code cannot be used twice by racing requests), the
 * step decides. A wrong code keeps its throttle slot and counts on the ticket (five spend it); a
 * right one spends the ticket, gives back the slots of this sign-in (the password's included),
 * forgives the address's earlier typos and opens the staff session.
 */
@Injectable()
export class StaffSecondFactorStep {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
  ) {}

  async complete<E extends object>(
    ticketText: string,
    step: TicketStep,
    client: ClientInfo,
    decide: (tx: Transaction, ticket: SignInTicket, staff: StaffSecondFactor) => Promise<SecondFactorDecision<E>>,
  ): Promise<StaffSignedIn & E> {
    const peek = await findTicket(this.db, ticketText, step);
    const [owner] = peek ? await this.db.query<{ email: string }>(`SELECT email FROM identity.staff WHERE id = $1`, [peek.staffId]) : [];
    if (!peek || !owner) throw new IdentityError('IDENTITY.TICKET_INVALID');
    const attempt = await this.throttle.begin(signInAccount('staff', owner.email), client.ip);

    const outcome = await this.db.transaction(async (tx): Promise<Outcome<E>> => {
      const ticket = await findTicket(tx, ticketText, step, true);
      const staff = ticket ? await lockStaff(tx, ticket.staffId) : null;
      if (!ticket || !staff) return { error: 'IDENTITY.TICKET_INVALID' };
      if (staff.disabledAt) {
        await spendTicket(tx, ticket.hash);
        return { error: 'IDENTITY.ACCOUNT_BLOCKED' };
      }
      const decision = await decide(tx, ticket, staff);
      if ('refuse' in decision) {
        if (WRONG_CODES.includes(decision.refuse)) await countWrongCode(tx, ticket.hash);
        else await spendTicket(tx, ticket.hash);
        return { error: decision.refuse };
      }
      await spendTicket(tx, ticket.hash);
      await this.throttle.succeeded(tx, { ...attempt, hitIds: [...attempt.hitIds, ...ticket.hitIds] });
      await tx.query(`UPDATE identity.staff SET last_sign_in_at = now() WHERE id = $1`, [staff.id]);
      return { staff, session: await openStaffSession(tx, staff.id, client), extra: decision.extra };
    });

    if ('error' in outcome) {
      if (!WRONG_CODES.includes(outcome.error)) await this.throttle.succeeded(this.db, { ...attempt, ip: null });
      throw new IdentityError(outcome.error);
    }
    const { staff, session, extra } = outcome;
    const lifetime = Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
    return {
      access_token: await this.tokens.issue({ kind: 'staff', id: staff.id }, session.id, lifetime),
      expires_at: session.expiresAt.toISOString(),
      staff: staffView(staff),
      ...extra,
    };
  }
}

import type { ServiceDb, UserType } from '@dating/platform';
import { MemberRegisteredEvent, MemberSignedInEvent } from '../../contracts/identity-events.js';
import type { ClientInfo } from '../../domain/client.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { actorOf } from '../../domain/subject.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event, type PendingEvent } from '../../infrastructure/persistence/member-events.js';
import { recordMemberSignIn } from '../../infrastructure/persistence/member-sign-ins.js';
import { memberEmailTaken } from '../../infrastructure/persistence/members.repository.js';
import { openSession } from '../../infrastructure/persistence/sessions.repository.js';
import { isUniqueViolation } from '../../infrastructure/persistence/unique-violation.js';

export interface NewMember {
  name: string;
  email: string;
  password: string;
  userType: UserType;
  /** A woman's agency (the demo seed; agencies are assigned by the back office later). */
  agencyId?: string | null;
  /** ISO 3166-1 alpha-2 code of identity.countries; the spec's sign-up form has none. */
  country?: string | null;
}

export interface RegisteredMember {
  memberId: string;
  userType: UserType;
  /** The session opened by the automatic sign-in, when one was asked for. */
  sessionId: string | null;
}

/**
 * The one registration path (the site's sign-up and the demo seed both use it): stores the
 * member and, in the same transaction, MemberRegistered (and MemberSignedIn when `signIn` opens
 * a session) in the outbox. A taken e-mail (any case) is IDENTITY.EMAIL_TAKEN.
 */
export async function registerMember(db: ServiceDb, input: NewMember, signIn: (ClientInfo & { rememberMe: boolean }) | null): Promise<RegisteredMember> {
  const email = input.email.trim();
  if (await memberEmailTaken(db, email)) throw new IdentityError('IDENTITY.EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; created_at: Date }>(
        `INSERT INTO identity.members (name, email, user_type, password_hash, agency_id, country)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [input.name, email, input.userType, passwordHash, input.agencyId ?? null, input.country ?? null],
      );
      const memberId = String(row!.id);
      const events: PendingEvent[] = [
        event(MemberRegisteredEvent, {
          memberId,
          userType: input.userType,
          name: input.name,
          email,
          registeredAtMs: BigInt(new Date(row!.created_at).getTime()),
        }),
      ];
      let sessionId: string | null = null;
      if (signIn) {
        sessionId = await openSession(tx, { kind: 'member', id: memberId }, signIn);
        await recordMemberSignIn(tx, memberId, sessionId, signIn);
        events.push(event(MemberSignedInEvent, { memberId, sessionId, ip: signIn.ip ?? '' }));
      }
      await appendMemberEvents(tx, memberId, actorOf({ kind: 'member', id: memberId }), events);
      return { memberId, userType: input.userType, sessionId };
    });
  } catch (err) {
    // A concurrent sign-up with the same e-mail committed first.
    if (isUniqueViolation(err)) throw new IdentityError('IDENTITY.EMAIL_TAKEN');
    throw err;
  }
}

import { SiteError, type UserType } from '@dating/platform';
import type { DataSource } from 'typeorm';
import { MemberRegisteredEvent, MemberSignedInEvent } from '../../contracts/identity-events.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { actorOf } from '../../domain/subject.js';
import { hashPassword } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event, type PendingEvent } from '../../infrastructure/persistence/member-events.js';
import { memberEmailTaken } from '../../infrastructure/persistence/members.repository.js';
import { openSession, type ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { isUniqueViolation } from '../../infrastructure/persistence/unique-violation.js';

export interface NewMember {
  name: string;
  email: string;
  password: string;
  userType: UserType;
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
 * a session) in the outbox. A taken e-mail (any case) is 10027.
 */
export async function registerMember(
  dataSource: DataSource,
  input: NewMember,
  signIn: (ClientInfo & { rememberMe: boolean }) | null,
): Promise<RegisteredMember> {
  const email = input.email.trim();
  if (await memberEmailTaken(dataSource.manager, email)) throw new SiteError(10027, IDENTITY_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await dataSource.transaction(async (m) => {
      const [row]: { id: string; created_at: Date }[] = await m.query(
        `INSERT INTO identity.members (name, email, user_type, password_hash, last_sign_in_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END) RETURNING id, created_at`,
        [input.name, email, input.userType, passwordHash, signIn !== null],
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
        sessionId = await openSession(m, { kind: 'member', id: memberId }, signIn);
        events.push(event(MemberSignedInEvent, { memberId, sessionId, ip: signIn.ip ?? '' }));
      }
      await appendMemberEvents(m, memberId, actorOf({ kind: 'member', id: memberId }), events);
      return { memberId, userType: input.userType, sessionId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new SiteError(10027, IDENTITY_MESSAGES.emailTaken);
    throw err;
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { MemberSignedInEvent } from '../../contracts/identity-events.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import { actorOf, type Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { recordMemberSignIn } from '../../infrastructure/persistence/member-sign-ins.js';
import { findMemberByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import { type MemberSignInResult, SignInCommand } from './sign-in.command.js';

/**
 * Member sign-in. The attempt is counted by the throttle before the password is checked, so a
 * blocked account or address learns nothing even with the right password, and parallel requests
 * cannot get more passwords checked than the limit. An unknown e-mail and a wrong password answer
 * the same (IDENTITY.LOGIN_FAILED) after the same argon2 work.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute({ email, password, rememberMe, client }: SignInCommand): Promise<MemberSignInResult> {
    const attempt = await this.throttle.begin(signInAccount('member', email), client.ip);

    const member = await findMemberByEmail(this.db, email);
    const passwordOk = await this.passwords.check(member?.passwordHash ?? null, password);
    // A wrong password keeps its counted attempt: that is the failure.
    if (!member || !passwordOk) throw new IdentityError('IDENTITY.LOGIN_FAILED');
    if (member.blockedAt) {
      await this.throttle.succeeded(this.db, attempt);
      throw new IdentityError('IDENTITY.ACCOUNT_BLOCKED');
    }

    const subject: Subject = { kind: 'member', id: member.id };
    const sessionId = await this.db.transaction(async (tx) => {
      await this.throttle.succeeded(tx, attempt);
      const sid = await openSession(tx, subject, { ...client, rememberMe });
      await recordMemberSignIn(tx, member.id, sid, client);
      await appendMemberEvents(tx, member.id, actorOf(subject), [event(MemberSignedInEvent, { memberId: member.id, sessionId: sid, ip: client.ip ?? '' })]);
      return sid;
    });
    return { access_token: await this.tokens.issue(subject, sessionId), user_id: Number(member.id), user_type: member.userType };
  }
}

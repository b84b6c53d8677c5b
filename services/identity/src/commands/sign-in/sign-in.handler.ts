import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase } from '@dating/platform';
import { MemberSignedInEvent } from '../../contracts/identity-events.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import { actorOf, type Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { findMemberByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession, type ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import type { SignInDto } from './sign-in.dto.js';
import type { MemberSignInResult } from './sign-in.result.js';

/**
 * Member sign-in. The attempt is counted by the throttle before the password is checked, so a
 * blocked account or address learns nothing even with the right password, and parallel requests
 * cannot get more passwords checked than the limit. An unknown e-mail and a wrong password answer
 * the same (10003) after the same argon2 work.
 */
@Injectable()
export class SignInHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute(dto: SignInDto, client: ClientInfo): Promise<MemberSignInResult> {
    const attempt = await this.throttle.begin(signInAccount('member', dto.email), client.ip);

    const member = await findMemberByEmail(this.db.dataSource.manager, dto.email);
    const passwordOk = await this.passwords.check(member?.passwordHash ?? null, dto.password);
    // A wrong password keeps its counted attempt: that is the failure.
    if (!member || !passwordOk) throw new SiteError(10003, IDENTITY_MESSAGES.loginFailed);
    if (member.blockedAt) {
      await this.throttle.succeeded(this.db.dataSource.manager, attempt);
      throw new SiteError(10003, IDENTITY_MESSAGES.accountBlocked, undefined, 403);
    }

    const subject: Subject = { kind: 'member', id: member.id };
    const sessionId = await this.db.dataSource.transaction(async (m) => {
      await this.throttle.succeeded(m, attempt);
      const sid = await openSession(m, subject, { ...client, rememberMe: dto.remember_me ?? false });
      await m.query(`UPDATE identity.members SET last_sign_in_at = now() WHERE id = $1`, [member.id]);
      await appendMemberEvents(m, member.id, actorOf(subject), [event(MemberSignedInEvent, { memberId: member.id, sessionId: sid, ip: client.ip ?? '' })]);
      return sid;
    });
    this.db.relay.kick();
    return { access_token: await this.tokens.issue(subject, sessionId), user_id: Number(member.id), user_type: member.userType };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase } from '@dating/platform';
import { MemberSignedInEvent } from '../../contracts/identity-events.js';
import { normalizeEmail } from '../../domain/email.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { actorOf, type Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { findMemberByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession, type ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { clearAccountFailures, SignInThrottleStore } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import type { SignInDto } from './sign-in.dto.js';
import type { MemberSignInResult } from './sign-in.result.js';

/**
 * Member sign-in. The throttle is checked before the password, so a blocked account or address
 * learns nothing even with the right password. An unknown e-mail and a wrong password answer the
 * same (10003) after the same argon2 work.
 */
@Injectable()
export class SignInHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SignInThrottleStore) private readonly throttle: SignInThrottleStore,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute(dto: SignInDto, client: ClientInfo): Promise<MemberSignInResult> {
    const keys = { account: `member:${normalizeEmail(dto.email)}`, ip: client.ip };
    await this.throttle.assertAllowed(keys);

    const member = await findMemberByEmail(this.db.dataSource.manager, dto.email);
    const passwordOk = await this.passwords.check(member?.passwordHash ?? null, dto.password);
    if (!member || !passwordOk) {
      await this.throttle.recordFailure(keys);
      throw new SiteError(10003, IDENTITY_MESSAGES.loginFailed);
    }
    if (member.blockedAt) throw new SiteError(10003, IDENTITY_MESSAGES.accountBlocked, undefined, 403);

    const subject: Subject = { kind: 'member', id: member.id };
    const sessionId = await this.db.dataSource.transaction(async (m) => {
      await clearAccountFailures(m, keys.account);
      const sid = await openSession(m, subject, { ...client, rememberMe: dto.remember_me ?? false });
      await m.query(`UPDATE identity.members SET last_sign_in_at = now() WHERE id = $1`, [member.id]);
      await appendMemberEvents(m, member.id, actorOf(subject), [event(MemberSignedInEvent, { memberId: member.id, sessionId: sid, ip: client.ip ?? '' })]);
      return sid;
    });
    this.db.relay.kick();
    return { access_token: await this.tokens.issue(subject, sessionId), user_id: Number(member.id), user_type: member.userType };
  }
}

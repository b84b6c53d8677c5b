import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase } from '@dating/platform';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from '../../ports/captcha.port.js';
import type { MemberSignInResult } from '../sign-in/sign-in.result.js';
import type { RegisterMemberDto } from './register-member.dto.js';
import { registerMember } from './register-member.js';

/** Sign-up: captcha first, then the registration path, then the new member is signed in. */
@Injectable()
export class RegisterMemberHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
  ) {}

  async execute(dto: RegisterMemberDto, client: ClientInfo): Promise<MemberSignInResult> {
    if (!(await this.captcha.verify(dto.captcha, client.ip))) {
      throw new SiteError(10002, IDENTITY_MESSAGES.captchaFailed, { captcha: [IDENTITY_MESSAGES.captchaFailed] });
    }
    const member = await registerMember(
      this.db.dataSource,
      { name: dto.name, email: dto.email, password: dto.password, userType: dto.user_type },
      { ...client, rememberMe: false },
    );
    this.db.relay.kick();
    return {
      access_token: await this.tokens.issue({ kind: 'member', id: member.memberId }, member.sessionId!),
      user_id: Number(member.memberId),
      user_type: member.userType,
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { requireCaptcha } from '../../infrastructure/captcha/require-captcha.js';
import { RequestLimits } from '../../infrastructure/persistence/request-limits.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { TakenEmailProbes } from '../../infrastructure/persistence/taken-email-probes.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from '../../ports/captcha.port.js';
import type { MemberSignInResult } from '../sign-in/sign-in.result.js';
import type { RegisterMemberDto } from './register-member.dto.js';
import { registerMember } from './register-member.js';

/**
 * Sign-up: the captcha, then the request limits (per address and per e-mail), then the
 * registration path, then the new member is signed in. A taken e-mail answers 10027 (members
 * must know), and is recorded for moderators, who are warned when one address tries many.
 */
@Injectable()
export class RegisterMemberHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(RequestLimits) private readonly limits: RequestLimits,
    @Inject(TakenEmailProbes) private readonly probes: TakenEmailProbes,
  ) {}

  async execute(dto: RegisterMemberDto, client: ClientInfo): Promise<MemberSignInResult> {
    // The captcha first: a bot without answers must not use up a member's allowance.
    await requireCaptcha(this.captcha, dto.captcha, client.ip);
    await this.limits.count('registration', dto.email, client.ip);
    const member = await registerMember(
      this.db.dataSource,
      { name: dto.name, email: dto.email, password: dto.password, userType: dto.user_type },
      { ...client, rememberMe: false },
    ).catch(async (err: unknown) => {
      if (err instanceof SiteError && err.code === 10027) await this.probes.record(dto.email, client);
      throw err;
    });
    this.db.relay.kick();
    return {
      access_token: await this.tokens.issue({ kind: 'member', id: member.memberId }, member.sessionId!),
      user_id: Number(member.memberId),
      user_type: member.userType,
    };
  }
}

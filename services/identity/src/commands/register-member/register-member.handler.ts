import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type ServiceDb } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { requireCaptcha } from '../../infrastructure/captcha/require-captcha.js';
import { RequestLimits } from '../../infrastructure/persistence/request-limits.js';
import { TakenEmailProbes } from '../../infrastructure/persistence/taken-email-probes.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from '../../ports/captcha.port.js';
import type { MemberSignInResult } from '../sign-in/sign-in.command.js';
import { RegisterMemberCommand } from './register-member.command.js';
import { registerMember } from './register-member.js';

/**
 * The captcha, then the request limits (per address and per e-mail), then the registration path,
 * then the new member is signed in. A taken e-mail is refused (10027: members must know), and is
 * recorded for moderators, who are warned when one address tries many.
 */
@CommandHandler(RegisterMemberCommand)
export class RegisterMemberHandler implements ICommandHandler<RegisterMemberCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(RequestLimits) private readonly limits: RequestLimits,
    @Inject(TakenEmailProbes) private readonly probes: TakenEmailProbes,
  ) {}

  async execute({ member: input, captcha, client }: RegisterMemberCommand): Promise<MemberSignInResult> {
    // The captcha first: a bot without answers must not use up a member's allowance.
    await requireCaptcha(this.captcha, captcha, client.ip);
    await this.limits.count('registration', input.email, client.ip);
    const member = await registerMember(this.db, input, { ...client, rememberMe: false }).catch(async (err: unknown) => {
      if (err instanceof DomainError && err.code === 'IDENTITY.EMAIL_TAKEN') await this.probes.record(input.email, client);
      throw err;
    });
    return {
      access_token: await this.tokens.issue({ kind: 'member', id: member.memberId }, member.sessionId!),
      user_id: Number(member.memberId),
      user_type: member.userType,
    };
  }
}

import { Inject, type BeforeApplicationShutdown } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { escapeHtml, logger, MAIL_SENDER, type MailMessage, type MailSender, RUNTIME, type Runtime, type ServiceDb } from '@dating/platform';
import type { Language } from '@dating/rules';
import { RESET_REQUESTS_PER_HOUR, RESET_TOKEN_LIFETIME_MS } from '../../domain/password-reset.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { requireCaptcha } from '../../infrastructure/captcha/require-captcha.js';
import { findMemberByEmail } from '../../infrastructure/persistence/members.repository.js';
import { RequestLimits } from '../../infrastructure/persistence/request-limits.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from '../../ports/captcha.port.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { hashResetToken, newResetToken } from './reset-token.js';

/**
 * Forgot password. After the captcha and the request limits (per e-mail and per address, the same
 * for registered and unknown addresses), the answer is always the same (result true) and is given
 * before any lookup: whether the address is registered changes neither the answer nor its timing.
 * The work (token, e-mail) runs after the answer; the token goes only into the e-mail, its hash
 * into the database.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand>, BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();
  private readonly log = logger('password-reset');

  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(RequestLimits) private readonly limits: RequestLimits,
  ) {}

  async execute({ email, captcha, client }: RequestPasswordResetCommand): Promise<true> {
    await requireCaptcha(this.captcha, captcha, client.ip);
    await this.limits.count('password-reset', email, client.ip);
    const work = this.process(email)
      .catch((err: unknown) => this.log.error({ err }, 'password reset request failed'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
    return true;
  }

  /** Waits for reset requests still being processed (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async process(email: string): Promise<void> {
    const member = await findMemberByEmail(this.db, email);
    if (!member || member.blockedAt) return;
    const token = newResetToken();
    const created = await this.db.transaction(async (tx) => {
      const [{ n }] = (await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM identity.password_reset_tokens WHERE member_id = $1 AND created_at > now() - interval '1 hour'`,
        [member.id],
      )) as [{ n: number }];
      if (n >= RESET_REQUESTS_PER_HOUR) return false;
      // Only the newest link works: earlier unused ones are revoked.
      await tx.query(`UPDATE identity.password_reset_tokens SET revoked_at = now() WHERE member_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [
        member.id,
      ]);
      await tx.query(`INSERT INTO identity.password_reset_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        hashResetToken(token),
        member.id,
        RESET_TOKEN_LIFETIME_MS / 1000,
      ]);
      return true;
    });
    if (!created) {
      this.log.warn({ memberId: member.id }, 'password reset requested too often; no e-mail sent');
      return;
    }
    await this.mail.send(resetMail(member.email, member.name, resetLink(this.runtime.publicUrl, token), member.language));
  }
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

const RESET_TEXTS: Record<Language, { subject: string; hello(name: string): string; asked(minutes: number): string; choose: string; once: string }> = {
  en: {
    subject: 'Reset your password',
    hello: (name) => `Hello ${name},`,
    asked: (minutes) =>
      `Someone (hopefully you) asked to reset the password of your account. To choose a new password, open this link within ${minutes} minutes:`,
    choose: 'Choose a new password',
    once: 'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  ru: {
    subject: 'Сброс пароля',
    hello: (name) => `Здравствуйте, ${name}!`,
    asked: (minutes) =>
      `Кто-то (надеемся, вы) попросил сбросить пароль вашей учётной записи. Чтобы выбрать новый пароль, откройте эту ссылку в течение ${minutes} минут:`,
    choose: 'Выбрать новый пароль',
    once: 'Ссылка работает один раз. Если вы этого не просили, не обращайте внимания на это письмо: ваш пароль останется прежним.',
  },
};

/** The reset e-mail, in the language the member site last told for the member. */
export function resetMail(to: string, name: string, link: string, language: Language = 'en'): MailMessage {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  const texts = RESET_TEXTS[language];
  const text = [texts.hello(name), '', texts.asked(minutes), '', link, '', texts.once].join('\n');
  const html = `<p>${escapeHtml(texts.hello(name))}</p>
<p>${escapeHtml(texts.asked(minutes))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.choose)}</a></p>
<p>${escapeHtml(texts.once)}</p>`;
  return { to, subject: texts.subject, text, html };
}

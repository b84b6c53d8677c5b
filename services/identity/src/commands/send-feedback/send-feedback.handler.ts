import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { logger, MAIL_SENDER, type MailSender, RUNTIME, type Runtime, type ServiceDb } from '@dating/platform';
import { ATTACHMENTS, PRODUCT_MESSAGES, VALIDATION_MESSAGES, formatMessage, setGroup, sniffImageType } from '@dating/rules';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { changeSettings } from '../../infrastructure/persistence/member-settings.repository.js';
import { findMemberByEmail } from '../../infrastructure/persistence/members.repository.js';
import { RequestLimits } from '../../infrastructure/persistence/request-limits.js';
import { SendFeedbackCommand } from './send-feedback.command.js';

export type FeedbackKind = 'contact' | 'unsubscribe';

export interface FeedbackFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export interface FeedbackInput {
  kind: FeedbackKind;
  email: string;
  subject: string;
  message: string;
  files: FeedbackFile[];
}

export interface StoredAttachment {
  name: string;
  file: string;
  type: string;
  size: number;
}

const EXTENSION = { 'image/gif': 'gif', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export const FEEDBACK_ANSWERS = {
  contact: PRODUCT_MESSAGES.contactThankYou,
  unsubscribe: 'Your request has been received. We will stop sending e-mails to this address within 24 hours.',
} as const;

/**
 * Checks every attachment by its content (magic bytes: gif, png or jpg) and size before anything
 * is stored; the name and the browser's type are not trusted. Answers the stored form of each.
 */
export function checkAttachments(files: FeedbackFile[]): { file: FeedbackFile; type: keyof typeof EXTENSION }[] {
  if (files.length > ATTACHMENTS.maxCount) {
    const message = formatMessage(VALIDATION_MESSAGES.attachmentCount, { max: ATTACHMENTS.maxCount });
    throw new IdentityError('IDENTITY.TOO_MANY_ATTACHMENTS', message, { attachments: [message] });
  }
  return files.map((file) => {
    if (file.size > ATTACHMENTS.maxBytes || file.buffer.length > ATTACHMENTS.maxBytes) {
      throw new IdentityError('IDENTITY.ATTACHMENT_TOO_LARGE', formatMessage(VALIDATION_MESSAGES.attachmentSize, { max: ATTACHMENTS.maxMegabytes }));
    }
    const type = sniffImageType(file.buffer.subarray(0, 16));
    if (!type)
      throw new IdentityError('IDENTITY.ATTACHMENT_NOT_AN_IMAGE', VALIDATION_MESSAGES.attachmentType, { attachments: [VALIDATION_MESSAGES.attachmentType] });
    return { file, type };
  });
}

/** A safe display name: no path, no control characters, at most 120 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'attachment';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'attachment';
}

/**
 * The contact-us and unsubscribe forms: the message is stored (identity.feedback_messages),
 * its attachments written under `<DATA_DIR>/feedback/<id>/`, and the message is sent to the
 * support mailbox (the site settings' support e-mail) through the mail port. An unsubscribe for a
 * member's address turns every e-mail setting of hers off at once (the answer is the same for any
 * address, so it tells nobody whether one is registered).
 */
@CommandHandler(SendFeedbackCommand)
export class SendFeedbackHandler implements ICommandHandler<SendFeedbackCommand> {
  private readonly log = logger('identity.feedback');

  constructor(
    @Inject(IDENTITY_DB) private readonly sql: ServiceDb,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(RequestLimits) private readonly limits: RequestLimits,
  ) {}

  async execute({ input, client }: SendFeedbackCommand): Promise<string> {
    const checked = checkAttachments(input.files);
    // Counted once the request is well formed: 10 an hour per address, 5 per e-mail (10034, HTTP 429).
    await this.limits.count('feedback', input.email, client.ip);
    const folderName = randomUUID();
    const folder = join(this.runtime.dataDir, 'feedback', folderName);
    const stored: StoredAttachment[] = [];
    if (checked.length) {
      await mkdir(folder, { recursive: true });
      for (const [i, { file, type }] of checked.entries()) {
        const name = `${i + 1}.${EXTENSION[type]}`;
        await writeFile(join(folder, name), file.buffer, { mode: 0o600 });
        stored.push({ name: displayName(file.originalname), file: `feedback/${folderName}/${name}`, type, size: file.buffer.length });
      }
    }
    let id: string;
    try {
      const rows = await this.sql.query<{ id: string }>(
        `INSERT INTO identity.feedback_messages (kind, email, subject, message, attachments, ip, user_agent)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
        [input.kind, input.email, input.subject, input.message, JSON.stringify(stored), client.ip, client.userAgent],
      );
      id = String(rows[0]!.id);
    } catch (err) {
      if (checked.length) await rm(folder, { recursive: true, force: true });
      throw err;
    }
    if (input.kind === 'unsubscribe') {
      await this.stopEmails(input.email).catch((err: unknown) => this.log.error({ err, feedbackId: id }, 'unsubscribe stored but e-mail settings not changed'));
    }
    await this.forward(id, input, stored).catch((err: unknown) => this.log.error({ err, feedbackId: id }, 'feedback stored but not mailed to support'));
    return FEEDBACK_ANSWERS[input.kind];
  }

  private async stopEmails(email: string): Promise<void> {
    const member = await findMemberByEmail(this.sql, email);
    if (member) await changeSettings(this.sql, member, setGroup('email', 'off'), 'system:unsubscribe-form');
  }

  private async forward(id: string, input: FeedbackInput, stored: StoredAttachment[]): Promise<void> {
    const rows = await this.sql.query<{ value: unknown }>(`SELECT value FROM identity.site_settings WHERE key = 'support_email'`);
    const to = typeof rows[0]?.value === 'string' ? rows[0].value : null;
    if (!to) return this.log.warn({ feedbackId: id }, 'no support e-mail in the site settings; feedback kept in the database only');
    const what = input.kind === 'contact' ? 'Contact form' : 'Unsubscribe request';
    await this.mail.send({
      to,
      subject: `[${what} #${id}] ${input.subject || what}`.slice(0, 200),
      text: [
        `${what} #${id}`,
        `From: ${input.email}`,
        input.subject ? `Subject: ${input.subject}` : null,
        '',
        input.message || '(no message)',
        '',
        stored.length
          ? `Attachments (in the data folder):\n${stored.map((a) => `- ${a.name} (${a.type}, ${a.size} bytes): ${a.file}`).join('\n')}`
          : 'No attachments.',
      ]
        .filter((line) => line !== null)
        .join('\n'),
    });
  }
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.js';

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://...). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  }

  close(): void {
    this.transport.close();
  }
}

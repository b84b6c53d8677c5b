import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { orderReference } from '@dating/billing-ledger/contracts';
import { isPaid, letterChargeKey, replySubject, WRITE_REFUSAL_ERRORS, writeRefusal } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { type AttachedPhoto, deliverLetter, letterFlags, letterOf, letterView, sendingChecks } from '../../infrastructure/letters.js';
import { letterFingerprint } from '../../domain/scam-signals.js';
import { MAIL_DB, MAIL_OPTIONS } from '../../mail.tokens.js';
import type { MailOptions } from '../../mail.options.js';
import { MailPorts } from '../../ports/mail-ports.js';
import { SendLetterCommand, type SentLetter } from './send-letter.command.js';

/**
 * Sends a letter or a reply. A man pays `write_letter` through billing's LedgerPort with the key
 * `letter:{sender}:{client_letter_id}`: the letter is stored (and LetterSent published) only after
 * the charge is confirmed, so a refusal (10025) stores nothing, and a retry with the same client id
 * finds the same charge and the same letter (charged and delivered once). A woman never pays, and
 * writes to a man only in reply to his letter (or through her agency's dispatch).
 */
@CommandHandler(SendLetterCommand)
export class SendLetterHandler implements ICommandHandler<SendLetterCommand> {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  async execute(command: SendLetterCommand): Promise<SentLetter> {
    const { senderId, senderType, message, photoIds } = command;
    const clientLetterId = command.clientLetterId ?? randomUUID();

    let recipientId: string;
    let replyToId: string | null = null;
    let subject = command.subject;
    if ('replyToId' in command.to) {
      const original = await letterOf(this.db, senderId, command.to.replyToId);
      if (!original || original.recipient_id !== senderId) throw new MailError('MAIL.LETTER_NOT_FOUND');
      if (!isPaid(original)) throw new MailError('MAIL.NOT_PAID');
      recipientId = original.sender_id;
      replyToId = original.id;
      subject = subject?.trim() ? subject : replySubject(original.subject);
    } else {
      recipientId = command.to.recipientId;
    }

    // The checks before the charge, in one round trip: a retry's letter, the recipient, the women's
    // first-letter rule, the sender's near-identical letters (anti-scam), and the new letter's id.
    const askHeWroteToHer = senderType === 'woman' && replyToId === null;
    const checks = await sendingChecks(
      this.db.prepared,
      { senderId, recipientId, clientLetterId, fingerprint: letterFingerprint(subject!, message), askHeWroteToHer },
      this.options,
    );
    if (checks.repeat) return this.repeated(checks.repeat, recipientId, subject!, message);

    // The rule letter/avaible-to-write answers with; a reply is inside a dialog he opened. The block
    // is asked last, only of a letter that passed the rest.
    const sender = { id: senderId, userType: senderType };
    const recipient = checks.recipientType ? { id: recipientId, userType: checks.recipientType } : null;
    const facts = { heWrote: !askHeWroteToHer || checks.heWroteToHer === true, blocked: false };
    const refusal =
      writeRefusal(sender, recipient, facts) ??
      writeRefusal(sender, recipient, { ...facts, blocked: await this.ports.blocks().isBlocked(senderId, recipientId) });
    if (refusal) throw new MailError(WRITE_REFUSAL_ERRORS[refusal]);
    const photos = await this.attachments(senderId, photoIds);

    let chargeId: string | null = null;
    let amount = 0;
    if (senderType === 'man') {
      const key = letterChargeKey(senderId, clientLetterId);
      // Refusals (10025 not enough credits, ...) pass through as billing answers them; nothing is stored.
      const charge = await this.ports.ledger().charge({
        accountId: senderId,
        idempotencyKey: key,
        service: 'write_letter',
        quantity: 1n,
        reference: orderReference('letter', clientLetterId, recipientId),
      });
      chargeId = charge.chargeId;
      amount = Number(charge.amount);
    }
    // Only once the charge is confirmed: the letter, its mailbox rows, flags and events in one statement.
    const { row, created } = await deliverLetter(this.db.prepared, {
      id: checks.letterId,
      senderId,
      recipientId,
      clientLetterId,
      subject: subject!,
      message,
      photos,
      replyToId,
      dispatchId: null,
      payment: senderType === 'man' ? 'charged' : 'free',
      chargeId,
      amount,
      flags: letterFlags({ subject: subject!, message, dispatchId: null }, checks.sameLetters, this.options),
    });
    if (created) this.db.relay.kick();
    // A concurrent retry of the same letter delivered it first: one charge (the key), one letter.
    return { ...letterView(row, senderId), charged: created ? amount : 0 };
  }

  /** A retried send answers the first letter, charging nothing; the same id for another letter is refused. */
  private repeated(row: Parameters<typeof letterView>[0], recipientId: string, subject: string, message: string): SentLetter {
    if (row.recipient_id !== recipientId || row.message !== message || (subject !== undefined && row.subject !== subject)) {
      throw new MailError('MAIL.DUPLICATE_CLIENT_ID');
    }
    return { ...letterView(row, row.sender_id), charged: 0 };
  }

  private async attachments(senderId: string, photoIds: string[]): Promise<AttachedPhoto[]> {
    if (!photoIds.length) return [];
    const found = await this.ports.directory().attachablePhotos(senderId, photoIds);
    if (found.length !== new Set(photoIds).size) {
      const text = 'Only your own accepted public photos can be attached';
      throw new MailError('MAIL.INVALID', text, { photos: [text] });
    }
    const byId = new Map(found.map((p) => [p.photoId, p]));
    return [...new Set(photoIds)].map((id) => ({ photo_id: Number(id), small: byId.get(id)!.small, large: byId.get(id)!.large }));
  }
}

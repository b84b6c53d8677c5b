import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { isPaid, replySubject, WRITE_REFUSAL_ERRORS, writeRefusal } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { type AttachedPhoto, heWroteToHer, letterOf, letterView } from '../../infrastructure/letters.js';
import { BannedMembers, LetterIds, MemberTypes } from '../../infrastructure/sending-facts.js';
import { MAIL_DB } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';
import { LetterDelivery } from './letter-delivery.js';
import { SendLetterCommand, type SentLetter } from './send-letter.command.js';

/**
 * Sends a letter or a reply. A man pays `write_letter` (LetterDelivery: the letter is stored, and
 * LetterSent published, only after the charge is confirmed, so a refusal (10025) stores nothing, and
 * a retry with the same client id finds the same charge (the ledger answers a key's first answer
 * again) and the same letter (the delivery's conflict on the client id): charged and delivered
 * once; one charged whose delivery failed is delivered by the deliver-unsent-letters job). A
 * woman never pays, and writes to a man only in reply to his letter (or through her agency's
 * dispatch).
 *
 * A man's first letter reads nothing of mail's database before its charge (the recipient's sex, her
 * ban and the letter id come from the process, see sending-facts.ts): his send is the journal row,
 * the charge and one delivery statement.
 */
@CommandHandler(SendLetterCommand)
export class SendLetterHandler implements ICommandHandler<SendLetterCommand> {
  private readonly letterIds: LetterIds;
  private readonly memberTypes: MemberTypes;
  private readonly bannedMembers: BannedMembers;

  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(LetterDelivery) private readonly delivery: LetterDelivery,
  ) {
    this.letterIds = new LetterIds(db.prepared);
    this.memberTypes = new MemberTypes(db.prepared);
    this.bannedMembers = new BannedMembers(db.prepared);
  }

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

    // The rule letter/avaible-to-write answers with; a reply is inside a dialog he opened. The block
    // (either way: she ignores him, or he ignores her and could not read her answer) is asked last,
    // only of a letter that passed the rest.
    const askHeWroteToHer = senderType === 'woman' && replyToId === null;
    const [recipientType, heWrote, banned] = await Promise.all([
      this.memberTypes.of(recipientId),
      askHeWroteToHer ? heWroteToHer(this.db.prepared, recipientId, senderId) : true,
      this.bannedMembers.has(recipientId),
    ]);
    const sender = { id: senderId, userType: senderType };
    // A banned member is not found: nothing is charged or stored for a letter to her.
    const recipient = recipientType && !banned ? { id: recipientId, userType: recipientType } : null;
    const facts = { heWrote, blocked: false };
    const refusal =
      writeRefusal(sender, recipient, facts) ??
      writeRefusal(sender, recipient, { ...facts, blocked: await this.ports.blockedEitherWay(senderId, recipientId) });
    if (refusal) throw new MailError(WRITE_REFUSAL_ERRORS[refusal]);
    const [photos, letterId] = await Promise.all([this.attachments(senderId, photoIds), this.letterIds.next()]);

    const letter = { id: letterId, senderId, recipientId, clientLetterId, subject: subject!, message, photos, replyToId };
    const { row, created, amount } = senderType === 'man' ? await this.delivery.sendPaid(letter) : await this.delivery.sendFree(letter);
    if (created) {
      this.db.relay.kick();
      return { ...letterView(row, senderId), charged: amount };
    }
    // A retry (or a concurrent twin) of a delivered letter: the first one, charged once (the key).
    return this.repeated(row, recipientId, subject!, message);
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

import { Inject, Injectable } from '@nestjs/common';
import { ChargeJournal, type ServiceDb, SiteError } from '@dating/platform';
import { orderReference } from '@dating/billing-ledger/contracts';
import { letterChargeKey } from '../../domain/letters.js';
import { MailError } from '../../domain/mail-errors.js';
import { contactFlags, deliverLetter, type LetterRow, type NewLetter } from '../../infrastructure/letters.js';
import type { MailOptions } from '../../mail.options.js';
import { MAIL_DB, MAIL_OPTIONS } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';

/** Billing's answer to a charge key used before for another request (LEDGER.IDEMPOTENCY_KEY_REUSED). */
const KEY_REUSED = 10027;

/** A letter as written: what the journal keeps of a man's, enough to charge and deliver it again. */
type WrittenLetter = Pick<NewLetter, 'id' | 'senderId' | 'recipientId' | 'clientLetterId' | 'subject' | 'message' | 'photos' | 'replyToId'>;

/**
 * Delivers a letter, its way: a woman's free, a man's only once it is charged.
 *
 * A man's letter is charged `write_letter` through billing's LedgerPort with the key
 * `letter:{sender}:{client_letter_id}`. The charge (billing) and the delivery (mail) cannot commit
 * together, so the letter goes through the kernel's ChargeJournal: journalled before the charge,
 * settled by the delivery's statement. A process killed, or a database lost, between the charge
 * and the delivery leaves the entry, and the deliver-unsent-letters job charges it again under the
 * same key after a grace period (billing answers the first charge, or charges now if the first
 * never reached it) and delivers it. A refused charge (10025 not enough credits, ...) leaves nothing.
 */
@Injectable()
export class LetterDelivery {
  private readonly journal: ChargeJournal<WrittenLetter>;

  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {
    this.journal = new ChargeJournal(db, 'letter');
  }

  /** A man's letter: journal, charge, deliver. `created` is false for a retry of a delivered letter (charged once). */
  sendPaid(letter: WrittenLetter): Promise<Delivered> {
    return this.journal.pay(
      keyOf(letter),
      letter,
      () => this.charge(letter),
      (charge) => this.deliver(letter, charge),
    );
  }

  /** A woman's letter: delivered, free. */
  sendFree(letter: WrittenLetter): Promise<Delivered> {
    return this.deliver(letter, null);
  }

  /** The job: letters journalled longer ago than the grace period, charged (again) and delivered. */
  async deliverUnsent(): Promise<number> {
    let delivered = 0;
    await this.journal.finishDue(this.options.unsentLetterGraceMs, async (letter) => {
      if ((await this.deliver(letter, await this.charge(letter))).created) delivered++;
    });
    if (delivered) this.db.relay.kick();
    return delivered;
  }

  private charge(letter: WrittenLetter) {
    return this.ports
      .ledger()
      .charge({
        accountId: letter.senderId,
        idempotencyKey: keyOf(letter),
        service: 'write_letter',
        quantity: 1n,
        reference: orderReference('letter', letter.clientLetterId, letter.recipientId),
      })
      .catch((err: unknown) => {
        // The key's charge was for a letter to someone else: this client id is taken.
        throw err instanceof SiteError && err.code === KEY_REUSED ? new MailError('MAIL.DUPLICATE_CLIENT_ID') : err;
      });
  }

  /** The letter with its payment: charged (settling its journal entry), or free without a charge. */
  private async deliver(letter: WrittenLetter, charge: { chargeId: string; amount: bigint } | null): Promise<Delivered> {
    const amount = charge ? Number(charge.amount) : 0;
    const payment = charge
      ? { payment: 'charged' as const, chargeId: charge.chargeId, amount, settles: keyOf(letter) }
      : { payment: 'free' as const, chargeId: null, amount };
    const { row, created } = await deliverLetter(this.db.prepared, { ...letter, ...payment, dispatchId: null, flags: contactFlags(letter) }, this.options);
    return { row, created, amount: created ? amount : 0 };
  }
}

/** A delivery's answer: the letter, whether this call stored it, and what it charged now. */
type Delivered = { row: LetterRow; created: boolean; amount: number };

const keyOf = (letter: WrittenLetter) => letterChargeKey(letter.senderId, letter.clientLetterId);

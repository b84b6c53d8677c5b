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

/** What the journal keeps of a letter: enough to charge and deliver it again. */
type UnsentLetter = Pick<NewLetter, 'id' | 'senderId' | 'recipientId' | 'clientLetterId' | 'subject' | 'message' | 'photos' | 'replyToId'>;

/**
 * A man's letter: charged `write_letter` through billing's LedgerPort with the key
 * `letter:{sender}:{client_letter_id}`, and delivered only once the charge is confirmed.
 *
 * The charge (billing) and the delivery (mail) cannot commit together, so the letter goes through
 * the kernel's ChargeJournal: journalled before the charge, settled by the delivery's statement. A
 * process killed, or a database lost, between the charge and the delivery leaves the entry, and the
 * deliver-unsent-letters job charges it again under the same key after a grace period (billing
 * answers the first charge, or charges now if the first never reached it) and delivers it. A
 * refused charge (10025 not enough credits, ...) leaves nothing.
 */
@Injectable()
export class PaidLetters {
  private readonly journal: ChargeJournal<UnsentLetter>;

  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {
    this.journal = new ChargeJournal(db, 'letter');
  }

  /** Journal, charge, deliver. `created` is false for a retry of a delivered letter (charged once). */
  send(letter: UnsentLetter): Promise<{ row: LetterRow; created: boolean; amount: number }> {
    return this.journal.pay(
      keyOf(letter),
      letter,
      () => this.charge(letter),
      (charge) => this.deliver(letter, charge),
    );
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

  private charge(letter: UnsentLetter) {
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

  private async deliver(letter: UnsentLetter, charge: { chargeId: string; amount: bigint }) {
    const amount = Number(charge.amount);
    const { row, created } = await deliverLetter(
      this.db.prepared,
      { ...letter, dispatchId: null, payment: 'charged', chargeId: charge.chargeId, amount, flags: contactFlags(letter), settles: keyOf(letter) },
      this.options,
    );
    return { row, created, amount: created ? amount : 0 };
  }
}

const keyOf = (letter: UnsentLetter) => letterChargeKey(letter.senderId, letter.clientLetterId);

import { Inject, Injectable } from '@nestjs/common';
import { DomainError, logger, type ServiceDb, SiteError } from '@dating/platform';
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

const log = logger('mail.unsent-letters');

/** Billing's answer to the charge (a SiteError with its code) or mail's own (the client id taken): final, unlike a lost connection. */
const isRefusal = (err: unknown): err is SiteError | DomainError => err instanceof SiteError || err instanceof DomainError;

/**
 * A man's letter: charged `write_letter` through billing's LedgerPort with the key
 * `letter:{sender}:{client_letter_id}`, and delivered only once the charge is confirmed.
 *
 * The charge (billing) and the delivery (mail) cannot commit together, so the letter is written to
 * a journal first (mail.unsent_letters) and the delivery's statement deletes it. A process killed,
 * or a database lost, between the charge and the delivery leaves the journal row: the
 * deliver-unsent-letters job charges it again under the same key after a grace period (billing
 * answers the first charge, or charges now if the first never reached it) and delivers it. A
 * refused charge (10025 not enough credits, ...) deletes the row: nothing is stored.
 */
@Injectable()
export class PaidLetters {
  constructor(
    @Inject(MAIL_DB) private readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  /** Journal, charge, deliver. `created` is false for a retry of a delivered letter (charged once). */
  async send(letter: UnsentLetter): Promise<{ row: LetterRow; created: boolean; amount: number }> {
    await this.db.prepared.query(
      `INSERT INTO mail.unsent_letters (sender_id, client_letter_id, letter_id, letter) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (sender_id, client_letter_id) DO NOTHING`,
      [letter.senderId, letter.clientLetterId, letter.id, JSON.stringify(letter)],
    );
    const charge = await this.charge(letter).catch(async (err: unknown) => {
      // A refusal is final: this letter is not sent. (Another letter's row under the same client id stays.)
      if (isRefusal(err)) await this.forget(letter);
      throw err;
    });
    return this.deliver(letter, charge);
  }

  /** The job: letters journalled longer ago than the grace period, charged (again) and delivered. */
  async deliverUnsent(): Promise<number> {
    const rows = await this.db.query<{ letter: UnsentLetter }>(
      `SELECT letter FROM mail.unsent_letters WHERE created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT 100`,
      [this.options.unsentLetterGraceMs / 1000],
    );
    let delivered = 0;
    for (const { letter } of rows) {
      try {
        const { created } = await this.deliver(letter, await this.charge(letter));
        if (created) delivered++;
        log.warn({ senderId: letter.senderId, clientLetterId: letter.clientLetterId, created }, 'paid letter delivered by the job');
      } catch (err) {
        if (isRefusal(err)) {
          log.warn({ senderId: letter.senderId, clientLetterId: letter.clientLetterId, code: err.code }, 'unsent letter refused; dropped');
          await this.forget(letter);
        } else {
          log.error({ err, senderId: letter.senderId, clientLetterId: letter.clientLetterId }, 'unsent letter not delivered; tried next pass');
        }
      }
    }
    if (delivered) this.db.relay.kick();
    return delivered;
  }

  private charge(letter: UnsentLetter) {
    return this.ports
      .ledger()
      .charge({
        accountId: letter.senderId,
        idempotencyKey: letterChargeKey(letter.senderId, letter.clientLetterId),
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
      { ...letter, dispatchId: null, payment: 'charged', chargeId: charge.chargeId, amount, flags: contactFlags(letter) },
      this.options,
    );
    return { row, created, amount: created ? amount : 0 };
  }

  /** Deletes this letter's journal row only (its letter id), never another letter's under the same client id. */
  private async forget(letter: UnsentLetter): Promise<void> {
    await this.db.query(`DELETE FROM mail.unsent_letters WHERE sender_id = $1 AND client_letter_id = $2 AND letter_id = $3`, [
      letter.senderId,
      letter.clientLetterId,
      letter.id,
    ]);
  }
}

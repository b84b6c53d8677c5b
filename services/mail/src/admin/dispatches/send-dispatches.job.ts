import { Inject, Injectable } from '@nestjs/common';
import { logger, RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import { contactFlags, deliverLetter, memberOf, newLetterId } from '../../infrastructure/letters.js';
import type { MailOptions } from '../../mail.options.js';
import { MAIL_DB, MAIL_OPTIONS } from '../../mail.tokens.js';
import { MailPorts } from '../../ports/mail-ports.js';

const log = logger('mail.dispatch');

/**
 * Sends dispatches copy by copy: each tick at most `dispatchBatch` letters over every dispatch
 * (the bounded rate), oldest dispatch first; each copy is a letter of its own from the lady (free,
 * client id `dispatch/{dispatch}/{man}`: the '/' is outside what a member may send as her own client id,
 * so a letter of hers can never take a copy's place).
 * A recipient who is not a man, or with a block between them either way, is skipped with the reason.
 * Only dispatches in `sending` are sent: a lady's proposal waits in `awaiting_approval` until a
 * moderator approves it, and a rejected one is never sent.
 */
@Injectable()
export class SendDispatchesJob extends ScheduledJobs {
  constructor(
    @Inject(MAIL_DB) protected readonly db: ServiceDb,
    @Inject(MailPorts) private readonly ports: MailPorts,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [{ name: 'mail.send-dispatches', everyMs: this.options.dispatchTickMs, run: () => this.tick() }];
  }

  /** One batch; answers how many copies it sent or skipped. */
  async tick(): Promise<number> {
    const queued = await this.db.query<{ dispatch_id: string; man_id: string; lady_id: string; subject: string; message: string }>(
      `SELECT r.dispatch_id::text, r.man_id::text, d.lady_id::text, d.subject, d.message
         FROM mail.dispatches d JOIN mail.dispatch_recipients r ON r.dispatch_id = d.id AND r.state = 'queued'
        WHERE d.state = 'sending' ORDER BY d.id, r.man_id LIMIT $1`,
      [this.options.dispatchBatch],
    );
    for (const copy of queued) {
      try {
        await this.send(copy);
      } catch (err) {
        log.error({ err, dispatchId: copy.dispatch_id, manId: copy.man_id }, 'dispatch copy failed; retried next tick');
      }
    }
    // The copies' events were written to the outbox by their statements: publish them now.
    if (queued.length) this.db.relay.kick();
    await this.db.query(
      `UPDATE mail.dispatches d SET state = 'done', finished_at = now()
        WHERE d.state = 'sending' AND NOT EXISTS (SELECT 1 FROM mail.dispatch_recipients r WHERE r.dispatch_id = d.id AND r.state = 'queued')`,
    );
    return queued.length;
  }

  private async send(copy: { dispatch_id: string; man_id: string; lady_id: string; subject: string; message: string }): Promise<void> {
    const [man, lady] = await Promise.all([memberOf(this.db, copy.man_id), memberOf(this.db, copy.lady_id)]);
    // A ban of either after the dispatch was approved skips its copies.
    const skip =
      !man || man.user_type !== 'man'
        ? 'not a man'
        : man.banned
          ? 'banned'
          : lady?.banned
            ? 'lady banned'
            : (await this.ports.blockedEitherWay(copy.lady_id, copy.man_id))
              ? 'blocked'
              : null;
    await this.db.transaction(async (tx) => {
      const [claimed] = await tx.query(
        `SELECT 1 FROM mail.dispatch_recipients WHERE dispatch_id = $1 AND man_id = $2 AND state = 'queued' FOR UPDATE SKIP LOCKED`,
        [copy.dispatch_id, copy.man_id],
      );
      if (!claimed) return;
      if (skip) {
        await tx.query(`UPDATE mail.dispatch_recipients SET state = 'skipped', reason = $3 WHERE dispatch_id = $1 AND man_id = $2`, [
          copy.dispatch_id,
          copy.man_id,
          skip,
        ]);
        await tx.query(`UPDATE mail.dispatches SET skipped = skipped + 1 WHERE id = $1`, [copy.dispatch_id]);
        return;
      }
      const { row } = await deliverLetter(
        tx,
        {
          id: await newLetterId(tx),
          senderId: copy.lady_id,
          recipientId: copy.man_id,
          clientLetterId: `dispatch/${copy.dispatch_id}/${copy.man_id}`,
          subject: copy.subject,
          message: copy.message,
          photos: [],
          replyToId: null,
          dispatchId: copy.dispatch_id,
          payment: 'free',
          chargeId: null,
          amount: 0,
          flags: contactFlags(copy),
        },
        this.options,
      );
      await tx.query(`UPDATE mail.dispatch_recipients SET state = 'sent', letter_id = $3 WHERE dispatch_id = $1 AND man_id = $2`, [
        copy.dispatch_id,
        copy.man_id,
        row.id,
      ]);
      await tx.query(`UPDATE mail.dispatches SET sent = sent + 1 WHERE id = $1`, [copy.dispatch_id]);
    });
  }
}

import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, type ServiceDb } from '@dating/platform';
import { contactsUnlocked } from '@dating/rules';
import { LEDGER_PORT, type LedgerPort, orderReference } from '@dating/billing-ledger/contracts';
import { ContactRequestMadeEvent } from '../../contracts/social-events.js';
import { CONTACT_MESSAGES, contactHoldKey, contactReleaseKey, contactStatusView, type ContactStatusView, hasContacts } from '../../domain/contact-requests.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { contactProgressOf, contactRequestOf, insertContactRequest, REALINFO_ACTION, realinfoPrice } from '../../infrastructure/contact-requests.js';
import { readContacts } from '../../infrastructure/profile.reader.js';
import { agencyOf } from '../../infrastructure/photos.js';
import { counterpart, SqlBlockList } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { RequestContactsCommand } from './request-contacts.command.js';

/**
 * How long billing keeps his credits held while the moderators decide. Billing's holds expire (its
 * hold-expiry job gives the credits back); a request still undecided by then can only be rejected.
 */
export const CONTACT_HOLD_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A man asks for a lady's contacts: she must be a woman he may see (10404, 10024), neither of them
 * blocked the other (10003), she has contacts on file (11223 "You can't buy contacts for now"), he
 * has not asked before (10034 "You already sent request earlier!", whatever its status). Once he
 * has talked with her enough (CONTACT_UNLOCK: billed chat minutes and letters) it costs nothing and
 * nothing is held; otherwise the price
 * is held on his account through billing's ledger port with the key `realinfo:{man}:{lady}`, then the
 * request is stored with ContactRequestMade in one transaction. Not enough credits: billing's 10025
 * and nothing is stored. Two concurrent requests hold once (the same key answers the same hold)
 * and store one (the pair's unique constraint); the other answers 10034 (and gives its hold back
 * when the one stored was free: see releaseIfFreeWon). The ledger is called
 * outside profiles' transaction (the embedded PGlite has one session), so a process that dies
 * after the hold leaves a hold its retry finds again by the key, or that expires.
 */
@CommandHandler(RequestContactsCommand)
export class RequestContactsHandler implements ICommandHandler<RequestContactsCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  async execute({ manId, ladyId }: RequestContactsCommand): Promise<ContactStatusView> {
    const lady = await counterpart(this.db, { id: manId, userType: 'man' }, ladyId);
    if (await new SqlBlockList(this.db).eitherBlocked(manId, lady.id)) throw new ProfilesError('PROFILES.IGNORED');
    if (await contactRequestOf(this.db, manId, lady.id)) throw new ProfilesError('PROFILES.ALREADY_DONE', CONTACT_MESSAGES.repeated);
    if (!hasContacts(await readContacts(this.db, lady.id))) throw new ProfilesError('PROFILES.CONTACTS_UNAVAILABLE');
    const progress = await contactProgressOf(this.db, manId, lady.id);
    const unlocked = contactsUnlocked(progress);
    const price = unlocked ? 0 : await realinfoPrice(this.db);
    // Not enough credits: billing's 10025 passes through, and the key stays free for after he buys some.
    const held = unlocked
      ? null
      : await this.ledger().hold({
          accountId: manId,
          idempotencyKey: contactHoldKey(manId, lady.id),
          service: REALINFO_ACTION,
          amount: BigInt(price),
          reference: orderReference('realinfo', manId, lady.id),
          ttlSeconds: BigInt(CONTACT_HOLD_TTL_SECONDS),
        });
    const agencyId = (await agencyOf(this.db, lady.id)) ?? null;
    const now = new Date();
    const stored = await this.db.transaction(async (tx) => {
      const row = await insertContactRequest(tx, { manId, ladyId: lady.id, agencyId, price, holdId: held?.holdId ?? null, at: now });
      // A concurrent request of his stored first; it holds the same credits (the same key).
      if (!row) return null;
      await tx.publish([
        encodeEvent(
          ContactRequestMadeEvent,
          { requestId: row.id, manId, ladyId: lady.id, price: BigInt(price), agencyId: agencyId ?? '', madeAtMs: BigInt(now.getTime()) },
          { streamId: manId, actor: `member:${manId}`, occurredAt: now },
        ),
      ]);
      return row;
    });
    if (!stored) {
      await this.releaseIfFreeWon(manId, lady.id, held?.holdId ?? null);
      throw new ProfilesError('PROFILES.ALREADY_DONE', CONTACT_MESSAGES.repeated);
    }
    return contactStatusView(lady.id, stored, price, null, progress);
  }

  /**
   * A concurrent request of his stored first. When it was a paid one it holds with the same key, so
   * this hold is that hold. When it was free (her contacts unlocked between the two), nothing will
   * ever capture or release this hold: it is given back now rather than at billing's hold expiry.
   */
  private async releaseIfFreeWon(manId: string, ladyId: string, holdId: string | null): Promise<void> {
    if (!holdId) return;
    const winner = await contactRequestOf(this.db, manId, ladyId);
    if (winner && winner.hold_id === null) {
      await this.ledger().release({ accountId: manId, idempotencyKey: contactReleaseKey({ man_id: manId, lady_id: ladyId }), holdId });
    }
  }

  /** billing's port, from wherever the app provides it (billing's module in-process, the gRPC client split). */
  private ledger(): LedgerPort {
    return this.modules.get<LedgerPort>(LEDGER_PORT, { strict: false });
  }
}

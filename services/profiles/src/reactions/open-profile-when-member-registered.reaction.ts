import { appendToOutbox, encodeEvent, isRecordId, logger, on, type Reaction } from '@dating/platform';
import { MemberRegisteredEvent } from '@dating/identity/contracts';
import { ProfileOpenedEvent } from '../contracts/profiles-events.js';
import { PROFILES_SCHEMA } from '../profiles.tokens.js';

const log = logger('profiles.member-registered');

/**
 * A member's profile opens when identity registers them: the sex, the name they signed up with
 * and the registration time; the sign-up e-mail becomes the profile's contact e-mail (shown to the
 * owner only). Applied with the event's inbox row in one transaction (ServiceDb.onEvents), and
 * idempotent on its own too: a profile that exists is left as it is, and opens (ProfileOpened) once.
 */
export function openProfileWhenMemberRegistered(): Reaction {
  return on(MemberRegisteredEvent, async (event, envelope, manager) => {
    // Identity's ids are whole numbers. Anything else is not a member of this product: skipped
    // (and recorded in the inbox), never retried, so it cannot hold up the events behind it.
    if (!isRecordId(event.memberId))
      return void log.warn({ eventId: envelope.eventId, memberId: event.memberId }, 'MemberRegistered without a member id; skipped');
    const userType = event.userType === 'woman' ? 'woman' : 'man';
    const registeredAt = event.registeredAtMs > 0n ? new Date(Number(event.registeredAtMs)) : new Date(Number(envelope.occurredAtMs));
    const opened: unknown[] = await manager.query(
      `INSERT INTO profiles.profiles (member_id, user_type, name, registered_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO NOTHING RETURNING 1 AS opened`,
      [event.memberId, userType, event.name, registeredAt],
    );
    if (!opened.length) return;
    await manager.query(`INSERT INTO profiles.contacts (member_id, email) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`, [
      event.memberId,
      event.email || null,
    ]);
    await appendToOutbox(manager, PROFILES_SCHEMA, [
      encodeEvent(ProfileOpenedEvent, { memberId: event.memberId, userType, name: event.name }, { streamId: event.memberId, actor: 'system:profiles' }),
    ]);
  });
}

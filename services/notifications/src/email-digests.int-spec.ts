import { decodeEnvelope, decodePayload, encodeEvent, type OutgoingEvent } from '@dating/platform';
import { useTestApp } from '@dating/platform/testing';
import { MemberEmailRequestedEvent } from '@dating/identity/contracts';
import { LetterReadEvent, LetterSentEvent } from '@dating/mail/contracts';
import { MemberBlockedEvent, ProfileVisitedEvent, WinkSentEvent } from '@dating/profiles/contracts';
import { MEMBER_EMAIL_DELAY_MS } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { SendEmailDigestsJob } from './jobs/send-email-digests.job.js';
import { lady, man, startNotificationsTestApp } from './testing/index.js';

/**
 * The e-mail digests on PostgreSQL: notifications a member has not seen for MEMBER_EMAIL_DELAY_MS
 * become one MemberEmailRequested per member and kind in notifications' outbox (identity sends the
 * e-mail: its own spec), each notification told once, kinds apart, within each kind's gap.
 */
const t = useTestApp(() => startNotificationsTestApp());

const meta = (key: string, actor: string) => ({ streamId: key, actor: `member:${actor}` });
const letter = (from: string, to: string, letterId: string) =>
  encodeEvent(LetterSentEvent, { letterId, senderId: from, recipientId: to, subject: 'Hello', sentAtMs: BigInt(Date.now()) }, meta(to, from));
const read = (reader: string, from: string, letterId: string) =>
  encodeEvent(LetterReadEvent, { letterId, readerId: reader, senderId: from, readAtMs: BigInt(Date.now()) }, meta(from, reader));
const wink = (from: string, to: string) => encodeEvent(WinkSentEvent, { senderId: from, receiverId: to, sentAtMs: BigInt(Date.now()) }, meta(to, from));
const visit = (visitor: string, visited: string) =>
  encodeEvent(ProfileVisitedEvent, { visitorId: visitor, visitedId: visited, visitedAtMs: BigInt(Date.now()), firstVisit: true }, meta(visited, visitor));
const block = (blocker: string, blocked: string) => encodeEvent(MemberBlockedEvent, { blockerId: blocker, blockedId: blocked }, meta(blocked, blocker));
const deliver = (...events: OutgoingEvent[]) => t.deliver(events);

const job = () => t.app.get(SendEmailDigestsJob);
/** Moves a member's notifications back in time by `ms` (as if made that long ago). */
const age = (recipientId: string, ms: number) =>
  t.notifications.query(`UPDATE notifications.notifications SET created_at = created_at - $2 * interval '1 millisecond' WHERE recipient_id = $1`, [
    recipientId,
    ms,
  ]);
/** Moves a member's last e-mails back in time by `ms`. */
const ageDigests = (recipientId: string, ms: number) =>
  t.notifications.query(`UPDATE notifications.email_digests SET sent_at = sent_at - $2 * interval '1 millisecond' WHERE recipient_id = $1`, [recipientId, ms]);

/** The e-mail requests in the outbox for a member, oldest first, as identity will read them. */
async function requestsFor(recipientId: string) {
  const rows = await t.notifications.query<{ envelope: Buffer }>(`SELECT envelope FROM notifications.outbox WHERE type = $1 AND key = $2 ORDER BY id`, [
    MemberEmailRequestedEvent.type,
    recipientId,
  ]);
  return rows.map((r) => {
    const e = decodePayload(MemberEmailRequestedEvent, decodeEnvelope(new Uint8Array(r.envelope)));
    return { kind: e.kind, count: Number(e.count), senderIds: e.senderIds, otherSenders: Number(e.otherSenders) };
  });
}

describe('e-mail digests', () => {
  it('waits the delay, then asks one e-mail per kind, newest senders named once, the rest counted; each notification once', async () => {
    const [anna, john, mike, paul, sam, tom] = await t.members(lady('Anna'), man('John'), man('Mike'), man('Paul'), man('Sam'), man('Tom'));
    await deliver(letter(john!.id, anna!.id, '9001'), letter(john!.id, anna!.id, '9002'), letter(mike!.id, anna!.id, '9003'), wink(paul!.id, anna!.id));
    await deliver(visit(john!.id, anna!.id), visit(mike!.id, anna!.id), visit(paul!.id, anna!.id), visit(sam!.id, anna!.id), visit(tom!.id, anna!.id));

    // Too fresh: she may be on the site and see them there.
    await job().tick();
    expect(await requestsFor(anna!.id)).toEqual([]);

    await age(anna!.id, MEMBER_EMAIL_DELAY_MS + 1000);
    await job().tick();
    const sent = await requestsFor(anna!.id);
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        { kind: 'inbox', count: 3, senderIds: [mike!.id, john!.id], otherSenders: 0 },
        { kind: 'wink', count: 1, senderIds: [paul!.id], otherSenders: 0 },
        { kind: 'guest', count: 5, senderIds: [tom!.id, sam!.id, paul!.id], otherSenders: 2 },
      ]),
    );
    // Told once: the next pass finds nothing.
    await job().tick();
    expect(await requestsFor(anna!.id)).toHaveLength(3);
  });

  it('tells nothing of what she saw on the site, a letter she read, or a member blocked either way', async () => {
    const [olga, john, mike, paul] = await t.members(lady('Olga'), man('John'), man('Mike'), man('Paul'));
    await deliver(wink(john!.id, olga!.id), letter(mike!.id, olga!.id, '9101'), wink(paul!.id, olga!.id));
    const seen = await t.site.call('notifications/mark-as-seen', { all: true }, { token: olga!.token });
    expect(seen.body.status).toBe(true);
    await deliver(letter(mike!.id, olga!.id, '9102'), read(olga!.id, mike!.id, '9102'), letter(paul!.id, olga!.id, '9103'), block(olga!.id, paul!.id));
    await age(olga!.id, MEMBER_EMAIL_DELAY_MS + 1000);
    await job().tick();
    expect(await requestsFor(olga!.id)).toEqual([]);
    // Every one of them is settled: none comes back in a later pass.
    const open = await t.notifications.query(
      `SELECT 1 FROM notifications.notifications WHERE recipient_id = $1 AND email_settled_at IS NULL AND seen_at IS NULL`,
      [olga!.id],
    );
    expect(open).toEqual([]);
  });

  it("keeps a kind's gap between two e-mails: what comes in between waits and goes in the next, counted", async () => {
    const [vera, john, mike] = await t.members(lady('Vera'), man('John'), man('Mike'));
    await deliver(letter(john!.id, vera!.id, '9201'));
    await age(vera!.id, MEMBER_EMAIL_DELAY_MS + 1000);
    await job().tick();
    await deliver(letter(mike!.id, vera!.id, '9202'), letter(john!.id, vera!.id, '9203'), wink(mike!.id, vera!.id));
    await age(vera!.id, MEMBER_EMAIL_DELAY_MS + 1000);
    await job().tick();
    // The wink is a kind of its own; the letters wait for the hour.
    expect(await requestsFor(vera!.id)).toEqual([
      { kind: 'inbox', count: 1, senderIds: [john!.id], otherSenders: 0 },
      { kind: 'wink', count: 1, senderIds: [mike!.id], otherSenders: 0 },
    ]);
    await ageDigests(vera!.id, 60 * 60 * 1000);
    await job().tick();
    expect((await requestsFor(vera!.id))[2]).toEqual({ kind: 'inbox', count: 2, senderIds: [john!.id, mike!.id], otherSenders: 0 });
  });
});

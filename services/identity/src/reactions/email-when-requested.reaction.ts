import { isRecordId, type MailSender, on, type Reaction, type Runtime, sqlOf } from '@dating/platform';
import { isMemberEmailKind, type Language, MEMBER_EMAIL_NAMED, MEMBER_EMAIL_SETTING } from '@dating/rules';
import { MemberEmailRequestedEvent } from '../contracts/identity-events.js';
import { memberEmail } from '../domain/member-email.js';
import { effectiveSettings } from '../domain/settings.js';
import type { UnsubscribeLinkSigner } from '../infrastructure/auth/unsubscribe-links.js';

export const MEMBER_EMAIL_CONSUMER = 'identity.member-email';

/**
 * Another service asked to e-mail a member (notifications' digests): identity sends it only to a
 * member who is not banned and keeps the kind's e-mail setting on, in her language, with the
 * senders' current names.
 * A failed send throws, so the event comes again (its inbox row is not kept); a request for an
 * unknown member or kind is dropped rather than stopping the consumer.
 */
export function emailWhenRequested(mail: MailSender, runtime: Pick<Runtime, 'publicUrl'>, links: Pick<UnsubscribeLinkSigner, 'linksFor'>): Reaction {
  return on(MemberEmailRequestedEvent, async (event, _envelope, manager) => {
    if (!isRecordId(event.recipientId) || !isMemberEmailKind(event.kind) || event.count <= 0n) return;
    const sql = sqlOf(manager);
    const [member] = await sql.query<{
      email: string;
      name: string;
      user_type: 'man' | 'woman';
      language: Language;
      blocked_at: Date | null;
      settings: Record<string, unknown> | null;
    }>(
      `SELECT m.email, m.name, m.user_type, m.language, m.blocked_at, s.settings FROM identity.members m
       LEFT JOIN identity.member_settings s ON s.member_id = m.id WHERE m.id = $1`,
      [event.recipientId],
    );
    if (!member || member.blocked_at) return;
    if (effectiveSettings(member.settings, member.user_type)[MEMBER_EMAIL_SETTING[event.kind]] !== 'on') return;
    const senderIds = [...new Set(event.senderIds.filter((id) => isRecordId(id)))].slice(0, MEMBER_EMAIL_NAMED);
    const names = new Map(
      senderIds.length
        ? (await sql.query<{ id: string; name: string }>(`SELECT id::text AS id, name FROM identity.members WHERE id = ANY($1::bigint[])`, [senderIds])).map(
            (r) => [r.id, r.name],
          )
        : [],
    );
    const siteUrl = runtime.publicUrl.replace(/\/+$/, '');
    await mail.send(
      memberEmail({
        kind: event.kind,
        language: member.language,
        to: member.email,
        recipientName: member.name,
        count: Number(event.count),
        sendersAre: member.user_type === 'man' ? 'woman' : 'man',
        senderNames: senderIds.map((id) => names.get(id) ?? null),
        otherSenders: Number(event.otherSenders),
        siteUrl,
        unsubscribe: links.linksFor(siteUrl, event.recipientId, event.kind),
      }),
    );
  });
}

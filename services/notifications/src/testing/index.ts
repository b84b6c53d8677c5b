import type { OutgoingEvent, ServiceDb } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { type NewTestMember, type ProfilesTestApp, startProfilesTestApp } from '@dating/profiles/testing';
import { NOTIFICATIONS_CONSUMERS, NotificationsModule } from '../notifications.module.js';
import { NOTIFICATIONS_DB } from '../notifications.tokens.js';

/** How many of notifications' consumers react to each event type. */
const CONSUMERS_OF = new Map<string, number>();
for (const reactions of Object.values(NOTIFICATIONS_CONSUMERS))
  for (const r of reactions()) CONSUMERS_OF.set(r.definition.type, (CONSUMERS_OF.get(r.definition.type) ?? 0) + 1);

export interface NotificationsTestApp extends ProfilesTestApp {
  notifications: ServiceDb;
  /** Registers a member (identity's MemberRegistered): profiles opens the profile and notifications learns the sex. Answers the token. */
  member(member: NewTestMember): Promise<string>;
  /** Publishes events on the app's bus and waits until every consumer of notifications has applied them (its inboxes). */
  deliver(events: OutgoingEvent[]): Promise<void>;
  /** Registers members (`man('John')`, `lady('Anna')`) with the next free ids: their ids, tokens and names. */
  members(...people: { name: string; userType: 'man' | 'woman' }[]): Promise<{ id: string; token: string; name: string }[]>;
}

export const man = (name: string) => ({ name, userType: 'man' as const });
export const lady = (name: string) => ({ name, userType: 'woman' as const });

/**
 * notifications beside profiles (the real member directory: names, avatars, photo previews; and
 * ProfileOpened for the members' sex) on the kernel's test app. Other services' events are published
 * on the app's bus as their outboxes would (`deliver`), each applied through the real inboxes.
 * `embedded` runs it on in-memory PGlite, as the embedded default does.
 */
export async function startNotificationsTestApp(options: { embedded?: boolean } = {}): Promise<NotificationsTestApp> {
  const t = await startProfilesTestApp({ embedded: options.embedded, with: [NotificationsModule.register()] });
  const notifications = t.app.get<ServiceDb>(NOTIFICATIONS_DB, { strict: false });
  const member = async (m: NewTestMember) => {
    const token = await t.register(m);
    const rows = await eventually(
      () => notifications.query(`SELECT 1 FROM notifications.members WHERE member_id = $1`, [String(m.id)]),
      (r) => r.length > 0,
    );
    if (!rows.length) throw new Error(`notifications did not learn member ${m.id}`);
    return token;
  };
  const deliver = async (events: OutgoingEvent[]) => {
    await t.publish(events);
    // Each event is applied by each consumer subscribed to its type, or skipped by the others: wait for
    // the inbox row of every consumer that reacts to it.
    const ids = events.map((e) => e.eventId);
    const expected = events.reduce((n, e) => n + (CONSUMERS_OF.get(e.type) ?? 0), 0);
    const applied = await eventually(
      async () =>
        (await notifications.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications.inbox WHERE event_id = ANY($1::uuid[])`, [ids]))[0]!.n,
      (n) => n >= expected,
    );
    if (applied < expected) throw new Error(`notifications applied ${applied} of ${expected} deliveries`);
  };
  let nextId = 700_000;
  const members = async (...people: { name: string; userType: 'man' | 'woman' }[]) => {
    const out: { id: string; token: string; name: string }[] = [];
    for (const p of people) {
      const id = String(++nextId);
      out.push({ id, token: await member({ id, userType: p.userType, name: p.name }), name: p.name });
    }
    return out;
  };
  return Object.assign(t, { notifications, member, deliver, members });
}

export { eventually };

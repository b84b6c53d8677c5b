import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, signInNewStaff, startIdentityTestApp } from '../../testing/index.js';

/**
 * The back office always keeps an active admin: an admin cannot remove herself (the staff resource's
 * tests), and two admins removing each other at the same moment cannot both succeed (staff changes
 * are serialized, and an admin removed meanwhile acts no more). On its own database.
 */
describe('the last admin', () => {
  let t: IdentityTestApp;
  let seq = 0;
  const ip = () => `198.18.200.${++seq}`;

  beforeAll(async () => {
    t = await startIdentityTestApp({ redis: false });
  });

  afterAll(async () => {
    await t?.close();
  });

  const activeAdmins = async () =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.staff WHERE role = 'admin' AND disabled_at IS NULL`))[0]!.n;

  it.each([
    ['demote', { role: 'finance' }],
    ['disable', { disabled: true }],
  ])('two admins who %s each other at once leave one admin', async (_name, body) => {
    const a = await signInNewStaff(t, 'admin', { ip: ip() });
    const b = await signInNewStaff(t, 'admin', { ip: ip() });
    // Any admins of an earlier case are removed first, so these two are the only active ones.
    await t.db.query(`UPDATE identity.staff SET disabled_at = now() WHERE role = 'admin' AND id NOT IN ($1, $2)`, [a.staff.id, b.staff.id]);
    expect(await activeAdmins()).toBe(2);

    const answers = await Promise.all([
      t.site.admin<{ code?: number }>('PUT', `staff/${b.staff.id}`, { token: a.token, body }),
      t.site.admin<{ code?: number }>('PUT', `staff/${a.staff.id}`, { token: b.token, body }),
    ]);
    // One wins; the other, removed meanwhile, is refused: her session ended (401), or she was no admin any more under the lock (403).
    const [won, refused] = answers.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(refused);
    expect(await activeAdmins()).toBe(1);
  });
});

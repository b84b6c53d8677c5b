import { describe, expect, it } from 'vitest';
import { useIdentityTestApp } from '../../testing/index.js';

describe('feedback forms', () => {
  const t = useIdentityTestApp({ redis: false });

  it('stores a message, and refuses a sixth one for the same e-mail within the hour (10034, HTTP 429) without storing it', async () => {
    const message = { email: 'flood@example.com', subject: 'Hello', message: 'A question about credits' };
    for (let i = 0; i < 5; i++) {
      const ok = await t.call('feedback/sent-contact-us', message, { ip: `198.51.100.${i + 1}` });
      expect(ok.body).toMatchObject({ status: true });
    }
    const refused = await t.call('feedback/sent-contact-us', message, { ip: '198.51.100.99' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 10034 });
    expect((refused.body.error as { retry_after_seconds: number }).retry_after_seconds).toBeGreaterThan(0);
    const stored = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.feedback_messages WHERE email = 'flood@example.com'`);
    expect(stored[0]!.n).toBe(5);
  });

  it('refuses an eleventh message from one address whatever the e-mail', async () => {
    for (let i = 0; i < 10; i++) {
      const ok = await t.call('feedback/user-sent', { email: `u${i}@example.com` }, { ip: '203.0.113.50' });
      expect(ok.body).toMatchObject({ status: true });
    }
    const refused = await t.call('feedback/user-sent', { email: 'u10@example.com' }, { ip: '203.0.113.50' });
    expect(refused.body).toMatchObject({ status: false, code: 10034 });
  });
});

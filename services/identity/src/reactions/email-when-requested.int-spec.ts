import { captureDir, encodeEvent, listCapturedMail } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../commands/register-member/register-member.js';
import { MemberEmailRequestedEvent } from '../contracts/identity-events.js';
import { useIdentityTestApp } from '../testing/index.js';

/**
 * identity's side of the e-mail digests on PostgreSQL: another service's MemberEmailRequested,
 * published on the bus as its outbox would, becomes an e-mail (the capture transport) only for a
 * member who keeps that kind's setting on and is not banned; the unsubscribe form turns them all off.
 */
describe('e-mails other services ask identity to send a member', () => {
  const t = useIdentityTestApp({ redis: false });
  let seq = 0;

  const member = async (name: string, userType: 'man' | 'woman') => {
    const email = `${name.toLowerCase()}.${++seq}.${Date.now().toString(36)}@example.com`;
    const { memberId } = await registerMember(t.db, { name, email, password: 'secret-1', userType }, null);
    return { id: memberId, email };
  };

  const request = (recipientId: string, kind: string, count: number, senderIds: string[], otherSenders = 0) =>
    encodeEvent(
      MemberEmailRequestedEvent,
      { recipientId, kind, count: BigInt(count), senderIds, otherSenders: BigInt(otherSenders) },
      { streamId: recipientId, actor: 'system:email-digests' },
    );

  /** Publishes the requests and waits until identity's consumer applied every one (its inbox). */
  const deliver = async (...events: ReturnType<typeof request>[]) => {
    await t.bus.publish(events.map((e) => ({ topic: e.topic, key: e.key, value: e.envelope })));
    const ids = events.map((e) => e.eventId);
    const applied = await eventually(
      async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.inbox WHERE event_id = ANY($1::uuid[])`, [ids]))[0]!.n,
      (n) => n === ids.length,
    );
    expect(applied).toBe(ids.length);
  };

  const mailTo = async (to: string) => (await listCapturedMail(captureDir(t.runtime.dataDir))).filter((m) => m.to === to);

  it('tells a member who wrote to her, by name, with a link to the screen and how to stop such e-mails', async () => {
    const anna = await member('Anna', 'woman');
    const john = await member('John', 'man');
    const mike = await member('Mike', 'man');
    await deliver(request(anna.id, 'inbox', 3, [john.id, mike.id], 2));
    const [mail] = await mailTo(anna.email);
    expect(mail).toMatchObject({ subject: 'You have 3 new letters' });
    expect(mail!.text).toContain('Hello Anna,');
    expect(mail!.text).toContain('John, Mike and 2 others wrote you 3 letters.');
    expect(mail!.text).toContain(`${t.url}/letters/inbox`);
    expect(mail!.text).toContain(`${t.url}/settings/notifications`);
    expect(mail!.text).toContain(`${t.url}/unsubscribe?u=`);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // Names are members' own words: escaped in the HTML part.
    await t.db.query(`UPDATE identity.members SET name = '<b>Jo</b>' WHERE id = $1`, [john.id]);
    await deliver(request(anna.id, 'wink', 1, [john.id]));
    const wink = (await mailTo(anna.email)).find((m) => m.subject.includes('winked'))!;
    expect(wink.subject).toBe('<b>Jo</b> winked at you');
    expect(wink.html).toContain('&lt;b&gt;Jo&lt;/b&gt; winked at you.');
    expect(wink.html).not.toContain('<b>Jo</b>');
  });

  it("sends nothing when the kind's setting is off, to a banned member, or for an unknown kind or member", async () => {
    const olga = await member('Olga', 'woman');
    const vera = await member('Vera', 'woman');
    const john = await member('John', 'man');
    await t.db.query(`INSERT INTO identity.member_settings (member_id, settings) VALUES ($1, '{"email_guest_notification": "off"}')`, [olga.id]);
    await t.db.query(`UPDATE identity.members SET blocked_at = now() WHERE id = $1`, [vera.id]);
    await deliver(
      request(olga.id, 'guest', 1, [john.id]),
      request(vera.id, 'inbox', 1, [john.id]),
      request(olga.id, 'newsletter', 1, [john.id]),
      request('999999999', 'inbox', 1, [john.id]),
      request(olga.id, 'inbox', 0, [john.id]),
    );
    expect(await mailTo(olga.email)).toEqual([]);
    expect(await mailTo(vera.email)).toEqual([]);
    // Her other kinds still come.
    await deliver(request(olga.id, 'favorite', 1, [john.id]));
    expect((await mailTo(olga.email)).map((m) => m.subject)).toEqual(['John added you to favorites']);
  });

  it('writes in the language the member site last told for her (user/settings/set-language), checked like any field', async () => {
    const vera = await member('Vera', 'woman');
    const ivan = await member('Ivan', 'man');
    const token = await signedIn(vera.email);
    const bad = await t.call('user/settings/set-language', { language: 'de' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, code: 10002, desc: 'The Language field must be one of: en, ru' });
    expect((await t.call('user/settings/set-language', { language: 'ru' })).status).toBe(401);
    expect((await t.call('user/settings/set-language', { language: 'ru' }, { token })).body).toMatchObject({ status: true, result: { language: 'ru' } });
    await deliver(request(vera.id, 'inbox', 2, [ivan.id]));
    const [mail] = await mailTo(vera.email);
    expect(mail).toMatchObject({ subject: 'У вас 2 новых письма' });
    expect(mail!.text).toContain('Здравствуйте, Vera!');
    expect(mail!.text).toContain('Ivan написал вам 2 письма.');
  });

  it('the unsubscribe form turns every e-mail setting of that address off, and answers the same for an unknown address', async () => {
    const anna = await member('Anna', 'woman');
    const john = await member('John', 'man');
    const answer = await t.call('feedback/user-sent', { email: anna.email.toUpperCase() }, { ip: '198.51.100.77' });
    expect(answer.body).toMatchObject({ status: true });
    const unknown = await t.call('feedback/user-sent', { email: 'nobody.here@example.com' }, { ip: '198.51.100.78' });
    expect(unknown.body).toEqual(answer.body);
    const settings = await t.call<Record<string, string>>('user/settings/get-all', {}, { token: await signedIn(anna.email) });
    expect(Object.entries(settings.body.result!).filter(([k]) => k.startsWith('email_'))).toEqual(
      ['email_system_notification', 'email_favorite_notification', 'email_inbox_notification', 'email_guest_notification', 'email_wink_notification'].map(
        (k) => [k, 'off'],
      ),
    );
    expect(settings.body.result!.sound).toBe('on');
    await deliver(request(anna.id, 'inbox', 1, [john.id]));
    expect(await mailTo(anna.email)).toEqual([]);
  });

  const emailSettings = async (email: string) =>
    Object.fromEntries(
      Object.entries((await t.call<Record<string, string>>('user/settings/get-all', {}, { token: await signedIn(email) })).body.result!).filter(([k]) =>
        k.startsWith('email_'),
      ),
    );
  /** The links of the newest e-mail to `to`: the one-click address (header) and the site's two. */
  const linksOf = async (to: string) => {
    const [mail] = await mailTo(to);
    const [thisKind, all] = [...mail!.text.matchAll(/\/unsubscribe\?u=(\S+)/g)].map((m) => decodeURIComponent(m[1]!));
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    return { thisKind: thisKind!, all: all!, oneClick };
  };

  it("a mail client's one-click unsubscribe (RFC 8058) stops that kind of e-mail without signing in; the site's link for all stops every kind", async () => {
    const olga = await member('Olga', 'woman');
    const john = await member('John', 'man');
    await deliver(request(olga.id, 'wink', 1, [john.id]));
    const links = await linksOf(olga.email);
    expect(links.oneClick.startsWith(`${t.url}/api/email/unsubscribe?token=`)).toBe(true);

    // What a mail client sends: a form body, the token in the address, no access token.
    const res = await fetch(links.oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: true, result: { scope: 'wink' } });
    expect(await emailSettings(olga.email)).toMatchObject({ email_wink_notification: 'off', email_inbox_notification: 'on' });
    // Twice changes nothing more.
    expect((await fetch(links.oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    // The site's page posts the token it was given.
    expect((await t.call('email/unsubscribe', { token: links.all })).body).toMatchObject({ status: true, result: { scope: 'all' } });
    expect(Object.values(await emailSettings(olga.email))).toEqual(['off', 'off', 'off', 'off', 'off']);
  });

  it('refuses a link that is not ours, changed, or missing, and changes nothing', async () => {
    const vera = await member('Vera', 'woman');
    const john = await member('John', 'man');
    await deliver(request(vera.id, 'inbox', 1, [john.id]));
    const { thisKind } = await linksOf(vera.email);
    const [, , signature] = thisKind.split('.');
    for (const token of [`${john.id}.inbox.${signature}`, `${vera.id}.all.${signature}`, 'nonsense', '', 42, undefined]) {
      const res = await t.call('email/unsubscribe', token === undefined ? {} : { token });
      expect(res.status, String(token)).toBe(400);
      expect(res.body).toMatchObject({ status: false, code: 10002, desc: expect.stringContaining('This unsubscribe link is not valid') });
    }
    expect(Object.values(await emailSettings(vera.email))).toEqual(['on', 'on', 'on', 'on', 'on']);
    expect(Object.values(await emailSettings(john.email))).toEqual(['on', 'on', 'on', 'on', 'on']);
  });

  async function signedIn(email: string): Promise<string> {
    const res = await t.call<{ access_token: string }>('member/sign-in', { email, password: 'secret-1' }, { ip: '198.51.100.79' });
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    return res.body.result!.access_token;
  }
});

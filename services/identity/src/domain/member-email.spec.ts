import { describe, expect, it } from 'vitest';
import { memberEmail, namesPhrase } from './member-email.js';

describe('member e-mails', () => {
  it('names senders as a sentence', () => {
    expect(namesPhrase(['Anna'], 0)).toBe('Anna');
    expect(namesPhrase(['Anna', 'Olga'], 0)).toBe('Anna and Olga');
    expect(namesPhrase(['Anna', 'Olga', 'Vera'], 1)).toBe('Anna, Olga, Vera and 1 other');
    expect(namesPhrase(['Anna'], 4)).toBe('Anna and 4 others');
    expect(namesPhrase([], 0)).toBe('Members');
  });

  const base = { to: 'john@example.com', recipientName: 'John', senderNames: ['Anna'], otherSenders: 0, siteUrl: 'https://example.com' };

  it('tells one thing by name in the subject, several by count, each with the link to its screen', () => {
    expect(memberEmail({ ...base, kind: 'inbox', count: 1 })).toMatchObject({ to: 'john@example.com', subject: 'Anna wrote you a letter' });
    expect(memberEmail({ ...base, kind: 'inbox', count: 2 }).subject).toBe('You have 2 new letters');
    expect(memberEmail({ ...base, kind: 'inbox', count: 2 }).text).toContain(
      'Anna wrote you 2 letters.\n\nSee it on the site: https://example.com/letters/inbox',
    );
    expect(memberEmail({ ...base, kind: 'wink', count: 1 }).text).toContain('https://example.com/myKisses');
    expect(memberEmail({ ...base, kind: 'guest', count: 3, senderNames: ['Anna', 'Olga'], otherSenders: 1 }).text).toContain(
      'Anna, Olga and 1 other looked at your profile.',
    );
    expect(memberEmail({ ...base, kind: 'guest', count: 1 }).text).toContain('https://example.com/visitors');
    expect(memberEmail({ ...base, kind: 'favorite', count: 1 }).text).toContain('https://example.com/favorites');
    expect(memberEmail({ ...base, kind: 'system', count: 2 })).toMatchObject({ subject: 'You have 2 new notifications' });
    expect(memberEmail({ ...base, kind: 'system', count: 2 }).text).toContain('https://example.com/notifications');
  });

  it('says why it came and how to stop it, and escapes names in the HTML part', () => {
    const mail = memberEmail({ ...base, kind: 'wink', count: 1, senderNames: ['<img src=x onerror=alert(1)>'] });
    expect(mail.text).toContain('e-mails about new winks are on in your settings');
    expect(mail.text).toContain('https://example.com/settings/notifications');
    expect(mail.text).toContain('https://example.com/unsubscribe');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; winked at you.');
    expect(mail.html).not.toContain('<img');
  });
});

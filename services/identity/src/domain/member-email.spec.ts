import { describe, expect, it } from 'vitest';
import { memberEmail, namesPhrase } from './member-email.js';

describe('member e-mails', () => {
  it('names senders as a sentence', () => {
    expect(namesPhrase(['Anna'], 0)).toBe('Anna');
    expect(namesPhrase(['Anna', 'Olga'], 0)).toBe('Anna and Olga');
    expect(namesPhrase(['Anna', 'Olga', 'Vera'], 1)).toBe('Anna, Olga, Vera and 1 other');
    expect(namesPhrase(['Anna'], 4)).toBe('Anna and 4 others');
    expect(namesPhrase([], 0)).toBe('Members');
    expect(namesPhrase(['Анна', 'Ольга'], 3, 'ru')).toBe('Анна, Ольга и ещё 3');
    expect(namesPhrase(['Анна', 'Ольга'], 0, 'ru')).toBe('Анна и Ольга');
  });

  const base = {
    to: 'john@example.com',
    recipientName: 'John',
    language: 'en' as const,
    sendersAre: 'woman' as const,
    senderNames: ['Anna'],
    otherSenders: 0,
    siteUrl: 'https://example.com',
    unsubscribe: {
      oneClick: 'https://example.com/api/email/unsubscribe?token=k',
      thisKind: 'https://example.com/unsubscribe?u=k',
      all: 'https://example.com/unsubscribe?u=a',
    },
  };

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
    expect(mail.text).toContain('Stop e-mails like this: https://example.com/unsubscribe?u=k');
    expect(mail.text).toContain('Stop all our e-mails: https://example.com/unsubscribe?u=a');
    // RFC 8058: a mail client's own "unsubscribe" button posts to the signed address.
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://example.com/api/email/unsubscribe?token=k>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; winked at you.');
    expect(mail.html).not.toContain('<img');
  });

  it('writes in Russian to a member who uses the site in Russian: verbs agree with the senders, counted words decline', () => {
    const ru = { ...base, language: 'ru' as const, recipientName: 'Иван' };
    const one = memberEmail({ ...ru, kind: 'inbox', count: 1, senderNames: ['Анна'] });
    expect(one.subject).toBe('Анна написала вам письмо');
    expect(one.text).toContain('Здравствуйте, Иван!');
    expect(one.text).toContain('Посмотреть на сайте: https://example.com/letters/inbox');
    expect(one.text).toContain('Отписаться от всех писем: https://example.com/unsubscribe?u=a');
    expect(one.text).toContain('Не присылать такие письма: https://example.com/unsubscribe?u=k');
    expect(memberEmail({ ...ru, kind: 'inbox', count: 3, senderNames: ['Анна', 'Ольга'] })).toMatchObject({
      subject: 'У вас 3 новых письма',
      text: expect.stringContaining('Анна и Ольга написали вам 3 письма.'),
    });
    expect(memberEmail({ ...ru, kind: 'inbox', count: 5 }).subject).toBe('У вас 5 новых писем');
    expect(memberEmail({ ...ru, kind: 'inbox', count: 21 }).subject).toBe('У вас 21 новое письмо');
    // To a lady the senders are men; a closed account is named by its sex.
    const toLady = { ...ru, recipientName: 'Анна', sendersAre: 'man' as const };
    expect(memberEmail({ ...toLady, kind: 'wink', count: 1, senderNames: ['Иван'] }).subject).toBe('Иван подмигнул вам');
    expect(memberEmail({ ...toLady, kind: 'guest', count: 1, senderNames: [null] }).subject).toBe('Участник посмотрел ваш профиль');
    expect(memberEmail({ ...toLady, kind: 'guest', count: 4, senderNames: ['Иван'], otherSenders: 3 }).text).toContain('Иван и ещё 3 посмотрели ваш профиль.');
    expect(memberEmail({ ...toLady, kind: 'system', count: 2 }).subject).toBe('У вас 2 новых уведомления');
  });
});

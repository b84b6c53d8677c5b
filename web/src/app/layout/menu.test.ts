import { describe, expect, it } from 'vitest';
import { isCurrentEntry, MEMBER_MENU, menuFor } from './menu';
import { MENU_ICONS } from './menu-icons';

const place = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};
/** The keys of the entries marked current at `url`. */
const current = (userType: 'man' | 'woman', url: string) => {
  const entries = menuFor(userType);
  return entries.filter((e) => isCurrentEntry(e, entries, place(url))).map((e) => e.key);
};

describe('the member menu', () => {
  it("a man's menu has purchased photos, which opens the purchased tab of /albums; a lady buys nothing, so hers has not", () => {
    expect(menuFor('man').find((e) => e.key === 'purchasedPhotos')).toMatchObject({ to: '/albums?album=purchased', label: 'menu.purchasedPhotos' });
    expect(menuFor('woman').map((e) => e.key)).not.toContain('purchasedPhotos');
    expect(menuFor('woman').map((e) => e.key)).toContain('myMedia');
  });

  it('marks one entry current: my media and purchased photos share /albums and are told apart by its album', () => {
    expect(current('man', '/albums')).toEqual(['myMedia']);
    expect(current('man', '/albums?album=private')).toEqual(['myMedia']);
    expect(current('man', '/albums?album=purchased')).toEqual(['purchasedPhotos']);
    expect(current('woman', '/albums?album=purchased')).toEqual(['myMedia']);
  });

  it('otherwise by section: the entry’s path, a path below it, or a sibling of its page (the first segment decides)', () => {
    expect(current('man', '/chat/100020')).toEqual(['liveChat']);
    expect(current('man', '/favorites')).toEqual(['favorites']);
    expect(current('man', '/edit/mainInfo')).toEqual(['edit']);
    expect(current('man', '/myProfilex')).toEqual([]);
    expect(current('man', '/')).toEqual([]);
    expect(current('man', '/profile/100020')).toEqual([]);
  });

  it('keeps the section’s entry current on its sub-pages: edit tabs, settings tabs, letter folders and threads', () => {
    for (const tab of ['mainInfo', 'aboutMe', 'appearance', 'perfect', 'editAlbums']) expect(current('man', `/edit/${tab}`)).toEqual(['edit']);
    expect(current('man', '/edit')).toEqual(['edit']);
    for (const userType of ['man', 'woman'] as const) {
      expect(current(userType, '/settings')).toEqual(['settings']);
      expect(current(userType, '/settings/general')).toEqual(['settings']);
      expect(current(userType, '/settings/notifications')).toEqual(['settings']);
      for (const folder of ['inbox', 'starred', 'outbox', 'trash']) expect(current(userType, `/letters/${folder}`)).toEqual(['mails']);
      expect(current(userType, '/letters/outbox/100020')).toEqual(['mails']);
      expect(current(userType, '/news/allNews')).toEqual(['news']);
      expect(current(userType, '/myKisses?tab=sent')).toEqual(['myWinks']);
      expect(current(userType, '/favorites?tab=followers')).toEqual(['favorites']);
    }
    expect(current('man', '/buy/credits')).toEqual(['buyCredits']);
    expect(current('man', '/search?age_from=30')).toEqual(['searchLadies']);
    expect(current('woman', '/search')).toEqual(['men']);
  });

  it('every entry has its icon (drawn by the account menus, kept apart from the home page’s code)', () => {
    for (const e of MEMBER_MENU) expect(MENU_ICONS[e.key], e.key).toBeTruthy();
  });

  it('gifts follow visitors, as in the spec’s menu: "Sent gifts" for a man, "Gifts" for a lady, both /gifts, current on its catalogue tab', () => {
    expect(menuFor('man').find((e) => e.key === 'sentGifts')).toMatchObject({ to: '/gifts', label: 'menu.sentGifts' });
    expect(menuFor('woman').find((e) => e.key === 'gifts')).toMatchObject({ to: '/gifts', label: 'menu.gifts' });
    expect(menuFor('man').map((e) => e.key)).not.toContain('gifts');
    expect(menuFor('woman').map((e) => e.key)).not.toContain('sentGifts');
    expect(current('man', '/gifts?tab=catalogue')).toEqual(['sentGifts']);
    expect(current('woman', '/gifts')).toEqual(['gifts']);
  });

  it('news and notifications are in both menus, after visitors and gifts; each stays current on its tabs', () => {
    for (const userType of ['man', 'woman'] as const) {
      const keys = menuFor(userType).map((e) => e.key);
      const gifts = userType === 'man' ? 'sentGifts' : 'gifts';
      expect(keys.slice(keys.indexOf('visitors'), keys.indexOf('visitors') + 4)).toEqual(['visitors', gifts, 'news', 'notifications']);
      expect(menuFor(userType).find((e) => e.key === 'news')).toMatchObject({ to: '/news', label: 'menu.news' });
      expect(menuFor(userType).find((e) => e.key === 'notifications')).toMatchObject({ to: '/notifications', label: 'menu.notifications' });
    }
    expect(current('man', '/news/favoriteNews')).toEqual(['news']);
    expect(current('woman', '/notifications?tab=favorite')).toEqual(['notifications']);
  });
});

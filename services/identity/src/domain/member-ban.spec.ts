import { describe, expect, it } from 'vitest';
import { decideBan } from './member-ban.js';

const free = { banned: false, banReason: null };
const banned = { banned: true, banReason: 'spam' };

describe('banning a member', () => {
  it('bans with a reason, and refuses a ban without one', () => {
    expect(decideBan(free, true, ' scam letters ')).toEqual({ ok: true, change: 'ban', next: { banned: true, banReason: 'scam letters' } });
    for (const reason of [undefined, null, '', '   ']) expect(decideBan(free, true, reason)).toMatchObject({ ok: false, code: 'IDENTITY.INVALID_INPUT' });
  });

  it('unbans and forgets the reason, whatever reason the form sends back', () => {
    expect(decideBan(banned, false, 'spam')).toEqual({ ok: true, change: 'unban', next: { banned: false, banReason: null } });
  });

  it('changes only the reason of a banned member, and nothing when nothing changes', () => {
    expect(decideBan(banned, true, 'fraud')).toEqual({ ok: true, change: 'reason', next: { banned: true, banReason: 'fraud' } });
    expect(decideBan(banned, undefined, undefined)).toMatchObject({ ok: true, change: 'none' });
    expect(decideBan(banned, true, 'spam')).toMatchObject({ ok: true, change: 'none' });
    expect(decideBan(free, false, null)).toMatchObject({ ok: true, change: 'none' });
    expect(decideBan(free, undefined, 'why')).toMatchObject({ ok: true, change: 'none', next: { banned: false, banReason: null } });
  });
});

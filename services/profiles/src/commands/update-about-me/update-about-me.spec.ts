import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { UpdateAboutMeCommand } from './update-about-me.command.js';
import { UpdateAboutMeHandler } from './update-about-me.handler.js';

describe('UpdateAboutMeHandler', () => {
  it('writes about me, interests and the lists; "" clears a text', async () => {
    const db = fakeDb([{ previous_name: 'John' }], [profileRow()], [{}]);
    await new UpdateAboutMeHandler(db).execute(
      new UpdateAboutMeCommand('100002', { about_me: 'Calm.', about_yourself: '', interests: ['golf'], goals: ['family'] }),
    );
    expect(db.calls[0]!.text).toContain('SET interests = $2, goals = $3, about_me = $4, about_yourself = $5, updated_at');
    expect(db.calls[0]!.params).toEqual(['100002', ['golf'], ['family'], 'Calm.', null]);
    expect(db.published).toHaveLength(0);
  });
});

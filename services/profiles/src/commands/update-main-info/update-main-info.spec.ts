import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import type { Countries } from '../../infrastructure/countries.js';
import { failureOf, fakeDb, profileRow } from '../../testing/fakes.js';
import { UpdateMainInfoCommand } from './update-main-info.command.js';
import type { UpdateMainInfoDto } from './update-main-info.dto.js';
import { UpdateMainInfoHandler } from './update-main-info.handler.js';

const countries = { exists: async (id: number) => id === 840 } as unknown as Countries;
const dto = (fields: Partial<UpdateMainInfoDto>) => Object.assign({ name: 'John' }, fields) as UpdateMainInfoDto;

describe('UpdateMainInfoHandler', () => {
  it('writes the form as columns ("" clears, absent stays) and publishes a new name', async () => {
    const db = fakeDb([{ previous_name: 'Johnny' }], [], [profileRow({ user_type: 'man', name: 'John' })], [{ email: null, phone: '+1 555 0100' }]);
    await new UpdateMainInfoHandler(db, countries).execute(
      new UpdateMainInfoCommand('100002', dto({ profession: 'Pilot', city: '', birthday: Date.UTC(1980, 4, 2) / 1000, country: 840, phone: '+1 555 0100' })),
    );
    const update = db.calls[0]!;
    expect(update.text).toContain('name = $2, birthday = $3, country_id = $4, city = $5, occupation = $6');
    expect(update.params).toEqual(['100002', 'John', '1980-05-02', 840, null, 'Pilot']);
    expect(db.calls[1]!.text).toContain('INSERT INTO profiles.contacts (member_id, phone)');
    expect(db.published.map((e) => e.type)).toEqual(['profiles.v1.ProfileNameChanged']);
  });

  it('publishes nothing when the name stays; refuses an unknown country and a missing profile', async () => {
    const same = fakeDb([{ previous_name: 'John' }], [profileRow()], [{}]);
    await new UpdateMainInfoHandler(same, countries).execute(new UpdateMainInfoCommand('100002', dto({})));
    expect(same.published).toHaveLength(0);
    expect(
      toSiteError(await failureOf(new UpdateMainInfoHandler(fakeDb(), countries).execute(new UpdateMainInfoCommand('100002', dto({ country: 4 }))))),
    ).toMatchObject({
      code: 10002,
      desc: 'Choose a valid country',
    });
    expect(toSiteError(await failureOf(new UpdateMainInfoHandler(fakeDb([]), countries).execute(new UpdateMainInfoCommand('100002', dto({})))))).toMatchObject({
      code: 10005,
    });
  });
});

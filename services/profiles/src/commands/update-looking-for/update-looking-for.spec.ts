import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { UpdateLookingForCommand } from './update-looking-for.command.js';
import { UpdateLookingForHandler } from './update-looking-for.handler.js';

describe('UpdateLookingForHandler', () => {
  it("writes the perfect woman's ranges and type as partner columns", async () => {
    const db = fakeDb([{ previous_name: 'John' }], [profileRow({ partner_age_from: 25, partner_age_to: 35 })], [{}]);
    const view = await new UpdateLookingForHandler(db).execute(new UpdateLookingForCommand('100002', { age_from: 25, age_to: 35, type_woman: 'Kind' }));
    expect(db.calls[0]!.text).toMatch(/SET partner_age_from = \$2, partner_age_to = \$3, partner_type = \$4, updated_at/);
    expect(view.looking_for).toMatchObject({ age_from: 25, age_to: 35 });
  });
});

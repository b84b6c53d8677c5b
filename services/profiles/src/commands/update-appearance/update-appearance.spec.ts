import { describe, expect, it } from 'vitest';
import { fakeDb, profileRow } from '../../testing/fakes.js';
import { UpdateAppearanceCommand } from './update-appearance.command.js';
import { UpdateAppearanceHandler } from './update-appearance.handler.js';

describe('UpdateAppearanceHandler', () => {
  it('writes looks in centimetres and kilograms; absent fields stay', async () => {
    const db = fakeDb([{ previous_name: 'John' }], [profileRow({ height_cm: 183 })], [{}]);
    const view = await new UpdateAppearanceHandler(db).execute(new UpdateAppearanceCommand('100002', { hair_color: 'brown', height_cm: 183, weight_kg: '' }));
    expect(db.calls[0]!.text).toMatch(/SET hair_color = \$2, height_cm = \$3, weight_kg = \$4, updated_at/);
    expect(db.calls[0]!.params).toEqual(['100002', 'brown', 183, null]);
    expect(view.profile_additional_info.height).toEqual({ cm: 183, feet: 6, inches: 0 });
  });
});

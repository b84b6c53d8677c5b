import { toSiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import '../../profiles-site-codes.js';
import { failureOf, fakeDb } from '../../testing/fakes.js';
import { UpdateStatusCommand } from './update-status.command.js';
import { UpdateStatusHandler } from './update-status.handler.js';

describe('UpdateStatusHandler', () => {
  it('writes the status line and answers it; a member without a profile is 10005', async () => {
    const db = fakeDb([{ previous_name: 'Olena' }]);
    expect(await new UpdateStatusHandler(db).execute(new UpdateStatusCommand('100001', 'Happy'))).toEqual({ status: 'Happy' });
    expect(db.calls[0]!.params).toEqual(['100001', 'Happy']);
    expect(toSiteError(await failureOf(new UpdateStatusHandler(fakeDb([])).execute(new UpdateStatusCommand('100001', 'x'))))).toMatchObject({ code: 10005 });
  });
});

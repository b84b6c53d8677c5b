import { describe, expect, it } from 'vitest';
import { NO_MEDIA_YET } from '../../ports/media-counts.port.js';
import { MediaCounterHandler } from './media-counter.handler.js';
import { MediaCounterQuery } from './media-counter.query.js';

describe('MediaCounterHandler', () => {
  it('asks the media counts port (none until the media part lands)', async () => {
    const counts = await new MediaCounterHandler(NO_MEDIA_YET).execute(new MediaCounterQuery('100001'));
    expect(counts.photos).toEqual({ public: 0, private: 0, purchased: 0, all: 0, on_moderation: 0 });
    const asked: string[] = [];
    await new MediaCounterHandler({ countsOf: async (id) => (asked.push(id), counts) }).execute(new MediaCounterQuery('100009'));
    expect(asked).toEqual(['100009']);
  });
});

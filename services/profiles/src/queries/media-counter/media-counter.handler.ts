import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MEDIA_COUNTS, type MediaCounters, type MediaCounts } from '../../ports/media-counts.port.js';
import { MediaCounterQuery } from './media-counter.query.js';

@QueryHandler(MediaCounterQuery)
export class MediaCounterHandler implements IQueryHandler<MediaCounterQuery> {
  constructor(@Inject(MEDIA_COUNTS) private readonly media: MediaCounts) {}

  execute({ memberId }: MediaCounterQuery): Promise<MediaCounters> {
    return this.media.countsOf(memberId);
  }
}

import { Query } from '@nestjs/cqrs';
import type { MediaCounters } from '../../ports/media-counts.port.js';

/** The member's own photo and video counts per album (profile/media-counter). */
export class MediaCounterQuery extends Query<MediaCounters> {
  constructor(readonly memberId: string) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { ModerationDecision } from '../../domain/photo-moderation.js';
import type { MediaKind } from './photo-moderation.resource.js';

/** `PUT /admin-api/photo-moderation/:id` `{ decision, reason }`: one moderation step. */
export class ModeratePhotoCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly photoId: string,
    readonly decision: ModerationDecision,
    readonly reason: unknown,
    readonly actor: StaffActor,
    readonly agencyId: string | null,
    readonly kind: MediaKind = 'photo',
  ) {
    super();
  }
}

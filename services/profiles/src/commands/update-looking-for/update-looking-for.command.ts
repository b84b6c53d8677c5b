import { Command } from '@nestjs/cqrs';
import type { OwnProfileView } from '../../domain/profile.js';
import type { UpdateLookingForDto } from './update-looking-for.dto.js';

/** The edit form's perfect woman; the answer is the profile as its owner sees it. */
export class UpdateLookingForCommand extends Command<OwnProfileView> {
  constructor(
    readonly memberId: string,
    readonly wishes: UpdateLookingForDto,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { OwnProfileView } from '../../domain/profile.js';
import type { UpdateAppearanceDto } from './update-appearance.dto.js';

/** The edit form's appearance; the answer is the profile as its owner sees it. */
export class UpdateAppearanceCommand extends Command<OwnProfileView> {
  constructor(
    readonly memberId: string,
    readonly appearance: UpdateAppearanceDto,
  ) {
    super();
  }
}

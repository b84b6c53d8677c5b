import { Command } from '@nestjs/cqrs';
import type { OwnProfileView } from '../../domain/profile.js';
import type { UpdateMainInfoDto } from './update-main-info.dto.js';

/** The edit form's main info; the answer is the profile as its owner sees it. */
export class UpdateMainInfoCommand extends Command<OwnProfileView> {
  constructor(
    readonly memberId: string,
    readonly info: UpdateMainInfoDto,
  ) {
    super();
  }
}

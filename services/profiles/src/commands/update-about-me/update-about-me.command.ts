import { Command } from '@nestjs/cqrs';
import type { OwnProfileView } from '../../domain/profile.js';
import type { UpdateAboutMeDto } from './update-about-me.dto.js';

/** The edit form's about-me part; the answer is the profile as its owner sees it. */
export class UpdateAboutMeCommand extends Command<OwnProfileView> {
  constructor(
    readonly memberId: string,
    readonly about: UpdateAboutMeDto,
  ) {
    super();
  }
}

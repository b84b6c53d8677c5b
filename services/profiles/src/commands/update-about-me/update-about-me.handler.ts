import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { applyProfileUpdate, cleared } from '../apply-profile-update.js';
import { UpdateAboutMeCommand } from './update-about-me.command.js';

@CommandHandler(UpdateAboutMeCommand)
export class UpdateAboutMeHandler implements ICommandHandler<UpdateAboutMeCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ memberId, about }: UpdateAboutMeCommand): Promise<OwnProfileView> {
    return applyProfileUpdate(this.db, memberId, {
      about_me: cleared(about.about_me),
      about_yourself: cleared(about.about_yourself),
      interests: about.interests,
      pets: about.pets,
      flowers: about.flowers,
      holidays: about.holidays,
      goals: about.goals,
    });
  }
}

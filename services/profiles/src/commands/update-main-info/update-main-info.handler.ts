import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { Countries } from '../../infrastructure/countries.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { applyProfileUpdate, birthdayOf, cleared, requireCountry } from '../apply-profile-update.js';
import { UpdateMainInfoCommand } from './update-main-info.command.js';

@CommandHandler(UpdateMainInfoCommand)
export class UpdateMainInfoHandler implements ICommandHandler<UpdateMainInfoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(Countries) private readonly countries: Countries,
  ) {}

  async execute({ memberId, info }: UpdateMainInfoCommand): Promise<OwnProfileView> {
    const country = cleared(info.country);
    await requireCountry(this.countries, country);
    return applyProfileUpdate(
      this.db,
      memberId,
      {
        name: info.name,
        occupation: cleared(info.profession),
        city: cleared(info.city),
        birthday: birthdayOf(info.birthday),
        country_id: country,
        nationality: cleared(info.nationality),
        education: cleared(info.education),
        marital_status: cleared(info.marital_status),
        english_level: cleared(info.english_level),
        languages: info.languages,
        religion: cleared(info.religion),
        children: cleared(info.children),
        smoking: cleared(info.smoking),
        alcohol: cleared(info.alcohol),
        accommodation: cleared(info.accommodation),
      },
      { phone: cleared(info.phone), email: cleared(info.contact_email) },
    );
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { publicView, type PublicProfileView } from '../../domain/profile.js';
import { readProfile } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GetWomanProfileQuery } from './get-woman-profile.query.js';

@QueryHandler(GetWomanProfileQuery)
export class GetWomanProfileHandler implements IQueryHandler<GetWomanProfileQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: GetWomanProfileQuery): Promise<PublicProfileView> {
    const profile = await readProfile(this.db, memberId);
    // Men's profiles are never public: a man's id answers as no lady would.
    if (!profile || profile.userType !== 'woman') throw new ProfilesError('PROFILES.NOT_FOUND');
    return publicView(profile);
  }
}

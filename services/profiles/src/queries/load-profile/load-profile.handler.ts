import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { mayView } from '../../domain/audience.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { memberView, type MemberProfileView, ownView, type OwnProfileView } from '../../domain/profile.js';
import { memberIdParam, readContacts, readListedProfile, readProfile } from '../../infrastructure/profile.reader.js';
import { SqlBlockList } from '../../infrastructure/social.js';
import { recordVisit } from '../../infrastructure/visits.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { LoadProfileQuery } from './load-profile.query.js';

@QueryHandler(LoadProfileQuery)
export class LoadProfileHandler implements IQueryHandler<LoadProfileQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ viewer, targetId }: LoadProfileQuery): Promise<OwnProfileView | MemberProfileView> {
    if (targetId === null || targetId === viewer.id) {
      const own = await readProfile(this.db, viewer.id);
      if (!own) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
      return ownView(own, await readContacts(this.db, viewer.id));
    }
    // A banned member is not found (nor visited) by anyone else.
    const target = await readListedProfile(this.db, targetId);
    if (!target) throw new ProfilesError('PROFILES.NOT_FOUND');
    if (memberIdParam(viewer.id) === null) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    if (!mayView(viewer.userType, target.userType)) throw new ProfilesError('PROFILES.SAME_SEX');
    // A member who blocked the viewer ('ignore me') does not see them among her visitors.
    if (!(await new SqlBlockList(this.db).eitherBlocked(viewer.id, target.memberId)))
      await this.db.transaction((tx) => recordVisit(tx, viewer.id, target.memberId));
    return memberView(target);
  }
}

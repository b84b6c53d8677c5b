import { Query } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { MemberSettings } from '../../domain/settings.js';

/** Every settings flag of the signed-in member, 'on' or 'off' (defaults 'on'). */
export class GetSettingsQuery extends Query<MemberSettings> {
  constructor(readonly member: MemberPrincipal) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { StaffRole } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';

/** The answer of `staff/sign-in`: a site access token whose principal is staff. */
export interface StaffSignInResult {
  access_token: string;
  staff_id: number;
  role: StaffRole;
  agency_id: string | null;
  name: string;
}

/** A back-office account signs in with e-mail and password. */
export class StaffSignInCommand extends Command<StaffSignInResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly rememberMe: boolean,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

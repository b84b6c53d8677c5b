import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import type { MemberSignInResult } from '../sign-in/sign-in.command.js';
import type { NewMember } from './register-member.js';

/** Sign-up from the site: the new member is signed in at once. */
export class RegisterMemberCommand extends Command<MemberSignInResult> {
  constructor(
    readonly member: NewMember,
    readonly captcha: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

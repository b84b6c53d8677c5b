import { Command } from '@nestjs/cqrs';
import type { UserType } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';

/** The answer of `member/sign-in` and `member/registration`. */
export interface MemberSignInResult {
  access_token: string;
  user_id: number;
  user_type: UserType;
}

/** A member signs in with e-mail and password. */
export class SignInCommand extends Command<MemberSignInResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly rememberMe: boolean,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

import { Text } from '@dating/platform';
import { NEW_PASSWORD_RULES } from '../../domain/member-rules.js';
import { RESET_TOKEN_MAX_LENGTH } from '../../domain/password-reset.js';

/** Body of `member/reset-password`: the token from the e-mailed link and the new password. */
export class ResetPasswordDto {
  @Text('Password reset token', { required: true, max: RESET_TOKEN_MAX_LENGTH })
  password_reset_token: string;

  @Text('Password', NEW_PASSWORD_RULES)
  password: string;
}

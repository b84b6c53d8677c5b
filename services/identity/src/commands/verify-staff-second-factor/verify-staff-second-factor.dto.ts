import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Ticket, TotpCodeField } from '../enroll-staff-second-factor/enroll-staff-second-factor.dto.js';

/** Body of `POST /admin-api/auth/verify`: the ticket and either `code` or `recovery_code`. */
export class VerifyStaffSecondFactorDto {
  @Ticket()
  ticket: string;

  @TotpCodeField('Give the code of your authenticator app or a recovery code')
  @ValidateIf((o: VerifyStaffSecondFactorDto) => o.recovery_code === undefined || o.recovery_code === null || o.code !== undefined)
  code?: string;

  @MaxLength(64, { message: 'The recovery code field is not a recovery code' })
  @IsString({ message: 'The recovery code field must be text' })
  @IsNotEmpty({ message: 'The recovery code field is required' })
  @ValidateIf((o: VerifyStaffSecondFactorDto) => o.recovery_code !== undefined && o.recovery_code !== null)
  recovery_code?: string;
}

import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { Ticket } from '../enroll-staff-second-factor/enroll-staff-second-factor.dto.js';

/** Body of `POST /admin-api/auth/verify`: the ticket and either `code` or `recovery_code`. */
export class VerifyStaffSecondFactorDto {
  @Ticket()
  ticket: string;

  @ValidateIf((o: VerifyStaffSecondFactorDto) => o.recovery_code === undefined || o.recovery_code === null || o.code !== undefined)
  @IsNotEmpty({ message: 'Give the code of your authenticator app or a recovery code' })
  @IsString({ message: 'The code field must be text' })
  @Matches(/^\d{6}$/, { message: 'The code field must be the 6 digits of your authenticator app' })
  code?: string;

  @ValidateIf((o: VerifyStaffSecondFactorDto) => o.recovery_code !== undefined && o.recovery_code !== null)
  @IsNotEmpty({ message: 'The recovery code field is required' })
  @IsString({ message: 'The recovery code field must be text' })
  @MaxLength(64, { message: 'The recovery code field is not a recovery code' })
  recovery_code?: string;
}

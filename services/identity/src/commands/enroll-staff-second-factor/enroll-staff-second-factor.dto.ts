import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** A sign-in ticket: 43 base64url characters as issued; anything much longer is not one. */
export function Ticket(): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: 'The ticket field is required' })(target, key);
    IsString({ message: 'The ticket field must be text' })(target, key);
    MaxLength(128, { message: 'The ticket field is not a sign-in ticket' })(target, key);
  };
}

/** A code of the authenticator app: six digits, as text (checked in this order, first failure answered). */
export function TotpCodeField(requiredMessage = 'The code field is required'): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: requiredMessage })(target, key);
    IsString({ message: 'The code field must be text' })(target, key);
    Matches(/^\d{6}$/, { message: 'The code field must be the 6 digits of your authenticator app' })(target, key);
  };
}

/** Body of `POST /admin-api/auth/enroll`. */
export class EnrollStaffSecondFactorDto {
  @Ticket()
  ticket: string;

  @TotpCodeField()
  code: string;
}

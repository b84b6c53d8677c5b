import { messages } from '@dating/platform';
import { isEmail, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isWellFormed } from '../domain/email.js';

/**
 * A valid e-mail address, never throwing on odd text: validator.js's isEmail throws on a lone
 * surrogate (HTTP 500 before), so text that is not well-formed UTF-16 is refused first with the
 * spec's e-mail message (10002). Same rules and messages as the platform's `@Email`.
 */
export function MemberEmail(label: string, options: { max: number }): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: messages.required(label) })(target, key);
    IsString({ message: messages.text(label) })(target, key);
    ValidateBy(
      { name: 'isWellFormedEmail', validator: { validate: (value: unknown) => typeof value === 'string' && isWellFormed(value) && isEmail(value) } },
      { message: messages.email(label) },
    )(target, key);
    MaxLength(options.max, { message: messages.max(label, options.max) })(target, key);
  };
}

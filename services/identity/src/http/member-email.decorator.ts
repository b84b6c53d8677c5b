import { messages } from '@dating/platform';
import { isEmail } from '@dating/rules';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isWellFormed } from '../domain/email.js';

/**
 * A valid e-mail address by the member site's own rule (`@dating/rules`' isEmail: an ASCII
 * dot-atom local part and a domain of letter, digit and hyphen labels), so the API takes no address
 * the site's form would refuse. validator.js's isEmail, used before, also took non-ASCII and quoted
 * local parts: "jöhn@" composed and decomposed, a zero-width space or full-width letters made
 * look-alike second accounts of one address. Text that is not well-formed UTF-16 is refused first,
 * with the spec's e-mail message (10002).
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

import { messages, Text } from '@dating/platform';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import { NEW_PASSWORD_RULES } from '../../domain/member-rules.js';

/** The value must equal the named sibling field ("Passwords must match"). */
export function SameAs(property: string, message: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: String(key),
      constraints: [property],
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[property],
      },
    });
}

/** Body of `user/settings/change-member-password`. */
export class ChangePasswordDto {
  @Text('New password', NEW_PASSWORD_RULES)
  new_password: string;

  // Checked bottom-up: the field's own rules first, then that it matches.
  @SameAs('new_password', messages.passwordsMatch)
  @Text('Repeat password', NEW_PASSWORD_RULES)
  new_password_repeat: string;
}

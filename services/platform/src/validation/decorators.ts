import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { CHARACTER_RULES, type CharacterRule, formatMessage, VALIDATION_MESSAGES } from '@dating/rules';
import { messages } from './messages.js';

export interface TextOptions {
  /** true: sent and not empty; 'sent': sent, maybe empty ("" clears a field, a missing field is 10001 and changes nothing). */
  required?: boolean | 'sent';
  min?: number;
  max?: number;
  /** Character rules of `@dating/rules` (spec section 5), each failing with its own message. */
  rules?: readonly CharacterRule[];
}

/** A text field with the spec's messages: required, length bounds and character rules. */
export function Text(label: string, options: TextOptions = {}): PropertyDecorator {
  return (target, key) => {
    const apply = (d: PropertyDecorator) => d(target, key);
    if (options.required === 'sent') apply(IsDefined({ message: messages.required(label) }));
    else if (options.required) apply(IsNotEmpty({ message: messages.required(label) }));
    else apply(IsOptional());
    apply(IsString({ message: messages.text(label) }));
    if (options.min !== undefined) apply(MinLength(options.min, { message: messages.min(label, options.min) }));
    if (options.max !== undefined) apply(MaxLength(options.max, { message: messages.max(label, options.max) }));
    for (const rule of options.rules ?? []) {
      const { pattern, message } = CHARACTER_RULES[rule];
      apply(Matches(pattern, { message: formatMessage(VALIDATION_MESSAGES[message], { label }) }));
    }
  };
}

export function Email(label: string, options: { max?: number; required?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    if (options.required !== false) IsNotEmpty({ message: messages.required(label) })(target, key);
    else IsOptional()(target, key);
    IsString({ message: messages.text(label) })(target, key);
    IsEmail({}, { message: messages.email(label) })(target, key);
    if (options.max !== undefined) MaxLength(options.max, { message: messages.max(label, options.max) })(target, key);
  };
}

export function OneOf(label: string, values: readonly string[], options: { required?: boolean } = { required: true }): PropertyDecorator {
  return (target, key) => {
    if (options.required) IsNotEmpty({ message: messages.required(label) })(target, key);
    else IsOptional()(target, key);
    IsIn(values as string[], { message: messages.oneOf(label, values) })(target, key);
  };
}

/**
 * A whole number; form-encoded and query values arrive as strings, so digits-only strings are
 * converted, anything else is left as it is to fail validation.
 */
export function WholeNumber(label: string, options: { required?: boolean; min?: number; max?: number } = {}): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value))(target, key);
    if (options.required) IsNotEmpty({ message: messages.required(label) })(target, key);
    else ValidateIf((_o, v) => v !== undefined && v !== null && v !== '')(target, key);
    IsInt({ message: messages.integer(label) })(target, key);
    if (options.min !== undefined) Min(options.min, { message: `The ${label} field must be at least ${options.min}` })(target, key);
    if (options.max !== undefined) Max(options.max, { message: `The ${label} field must be at most ${options.max}` })(target, key);
  };
}

/** A client's id of one attempt (a letter, a dispatch, a gift): what makes a retry charge and store once. */
export const CLIENT_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** An optional client id (`client_letter_id`, `client_id`): 1 to 64 letters, digits or _ . : - (a UUID fits). */
export function ClientId(label: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    ValidateBy({
      name: 'clientId',
      validator: {
        validate: (v: unknown) => typeof v === 'string' && CLIENT_ID.test(v),
        defaultMessage: () => `The ${label} field must be 1 to 64 letters, digits or _ . : -`,
      },
    })(target, key);
  };
}

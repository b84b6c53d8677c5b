import { messages, Text } from '@dating/platform';
import { describe, type FieldRule, formatMessage, LIMITS, validateBirthTimestamp, validateRange, violation } from '@dating/rules';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * Profiles' DTO rules beyond the kernel's (Text, OneOf, WholeNumber): flags, lists of enumeration
 * values, range bounds checked against their partner field, and the birth timestamp — each failing
 * with the spec's message (section 5) under the kernel's 10002.
 */

/**
 * A text field ruled by a form of `@dating/rules` (FORM_RULES): the same label, lengths and
 * character rules as the site's form. `sent`: an optional field that must still be sent (it may be
 * "", which clears it), so a call without it is 10001 and clears nothing.
 */
export function FormText(rule: FieldRule, options: { sent?: boolean } = {}): PropertyDecorator {
  return Text(rule.label, { required: options.sent && !rule.required ? 'sent' : rule.required, min: rule.min, max: rule.max, rules: rule.chars });
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Digits-only strings (form and query values) become numbers; anything else is left to fail. */
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value);

/** "true"/"1"/"on"/"yes" and "false"/"0"/"off"/"no"/"" (and 1/0) become booleans. */
export function toBoolean({ value }: { value: unknown }): unknown {
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(v)) return true;
  if (['false', '0', 'off', 'no', ''].includes(v)) return false;
  return value;
}

/** An optional true/false filter (`is_online`, `with_web_cam`, `new`, ...). */
export function Flag(label: string): PropertyDecorator {
  return (target, key) => {
    Transform(toBoolean)(target, key);
    ValidateBy({
      name: 'flag',
      validator: {
        validate: (value: unknown) => value === undefined || value === null || typeof value === 'boolean',
        defaultMessage: () => `The ${label} field must be true or false`,
      },
    })(target, key);
  };
}

/**
 * A list of values of one enumeration (pets, goals, languages, ...): each value once, at most
 * `max` of them. A single string is read as a list of one; null or "" clears the list.
 */
export function EnumList(label: string, values: readonly string[], options: { max?: number } = {}): PropertyDecorator {
  const max = options.max ?? values.length;
  return (target, key) => {
    Transform(({ value }) => (value === '' || value === null ? [] : typeof value === 'string' ? [value] : value))(target, key);
    ValidateBy({
      name: 'enumList',
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          (Array.isArray(value) &&
            value.length <= max &&
            value.every((v) => typeof v === 'string' && values.includes(v)) &&
            new Set(value).size === value.length),
        defaultMessage: () => `The ${label} field must be a list of distinct values of: ${values.join(', ')}`,
      },
    })(target, key);
  };
}

/** Free-text tags (interests): each non-empty, at most `itemMax` characters, no Cyrillic; at most `max`. */
export function TextList(label: string, options: { max: number; itemMax: number; countMessage: string }): PropertyDecorator {
  const cyrillic = /[\u0400-\u04FF\u0500-\u052F]/;
  const problem = (value: unknown): string | null => {
    if (value === undefined) return null;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !v.trim())) return `The ${label} field must be a list of words`;
    if (value.length > options.max) return formatMessage(options.countMessage, { max: options.max });
    if (value.some((v: string) => v.trim().length > options.itemMax)) return messages.max(label, options.itemMax);
    if (value.some((v: string) => cyrillic.test(v))) return messages.noCyrillic(label);
    return null;
  };
  return (target, key) => {
    Transform(({ value }) =>
      value === '' || value === null ? [] : Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value,
    )(target, key);
    ValidateBy({
      name: 'textList',
      validator: { validate: (v: unknown) => problem(v) === null, defaultMessage: (a?: ValidationArguments) => problem(a?.value) ?? '' },
    })(target, key);
  };
}

/** A whole number within bounds, with a message of the caller's (height and weight in the profile). */
export function Measure(label: string, bounds: { min: number; max: number }, boundsMessage: string): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (isEmpty(value)) return null;
    if (!Number.isInteger(value)) return messages.integer(label);
    const n = value as number;
    return n < bounds.min || n > bounds.max ? formatMessage(boundsMessage, bounds) : null;
  };
  return (target, key) => {
    Transform(toNumber)(target, key);
    ValidateBy({
      name: 'measure',
      validator: { validate: (v: unknown) => problem(v) === null, defaultMessage: (a?: ValidationArguments) => problem(a?.value) ?? '' },
    })(target, key);
  };
}

export interface RangeBoundOptions {
  /** The partner field of the pair (`age_max` for `age_min`, ...). */
  partner: string;
  role: 'min' | 'max';
  /** Which rules of section 5: age (18 to 100), weight (min at least 0), height. */
  kind: 'age' | 'weight' | 'height';
  /** Outer bounds of a height or weight, with their message (the age's are the spec's). */
  bounds?: { min: number; max: number; message: string };
}

/**
 * One bound of a from/to range (spec section 5): fill both bounds or clear both; min must not
 * exceed max; age within 18 to 100; weight min at least 0. Both fields of a pair carry it, so an
 * empty partner is reported on the empty field's side too.
 */
export function RangeBound(label: string, options: RangeBoundOptions): PropertyDecorator {
  const problem = (value: unknown, object: Record<string, unknown>): string | null => {
    if (!isEmpty(value) && !Number.isInteger(value)) return messages.integer(label);
    const partner = object[options.partner];
    if (!isEmpty(partner) && !Number.isInteger(partner)) return null;
    const [lo, hi] = options.role === 'min' ? [value, partner] : [partner, value];
    const v = validateRange(lo as number | null, hi as number | null, options.kind);
    if (v) return describe(v);
    if (options.bounds && !isEmpty(value)) {
      const n = value as number;
      if (n < options.bounds.min || n > options.bounds.max) return formatMessage(options.bounds.message, options.bounds);
    }
    return null;
  };
  return (target, key) => {
    Transform(toNumber)(target, key);
    ValidateBy({
      name: 'rangeBound',
      validator: {
        validate: (value: unknown, a?: ValidationArguments) => problem(value, (a?.object ?? {}) as Record<string, unknown>) === null,
        defaultMessage: (a?: ValidationArguments) => problem(a?.value, (a?.object ?? {}) as Record<string, unknown>) ?? '',
      },
    })(target, key);
  };
}

/**
 * A birthday as the spec sends it: a timestamp in seconds (spec section 5: age 18 to 100; empty
 * passes; above 100 "Love has no age - but still contact the administration").
 */
export function BirthTimestamp(label: string): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (isEmpty(value)) return null;
    if (!Number.isInteger(value)) return messages.integer(label);
    const v = validateBirthTimestamp(value as number);
    return v ? describe(v) : null;
  };
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : value))(target, key);
    ValidateBy({
      name: 'birthTimestamp',
      validator: { validate: (v: unknown) => problem(v) === null, defaultMessage: (a?: ValidationArguments) => problem(a?.value) ?? '' },
    })(target, key);
  };
}

/** The country message of spec section 5 ("Country must be valid"). */
export const COUNTRY_INVALID = describe(violation('countryInvalid'));

/** Age bounds of spec section 5, for the partner's age. */
export const AGE_BOUNDS = { min: LIMITS.ageMin, max: LIMITS.ageMax } as const;

/** An optional whole-number field after validation: "" and null (which WholeNumber lets through as "not given") read as the default. */
export function wholeOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

import { ValidateBy } from 'class-validator';
import { billingError } from '../billing-site-codes.js';

/**
 * What PostgreSQL refuses in text: `text` columns refuse the NUL character, and `jsonb` refuses
 * `\u0000` and unpaired UTF-16 surrogates (which JSON.stringify writes as `\udXXX` escapes).
 * Sending either fails the statement, which used to answer 500; these helpers keep such strings
 * out (400 / 10002) or make them storable.
 */

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const escape = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Why PostgreSQL would refuse this string, or null. */
export function unstorableText(value: string): 'NUL character' | 'unpaired surrogate' | null {
  if (value.includes(NUL)) return 'NUL character';
  if (LONE_SURROGATE.test(value)) return 'unpaired surrogate';
  return null;
}

/** The string with NUL and unpaired surrogates written as visible `\uXXXX` text, for records. */
export function storableText(value: string): string {
  return value.replaceAll(NUL, escape(NUL)).replace(LONE_SURROGATES, escape);
}

/** Refuses a path parameter or other loose value PostgreSQL would refuse: 400 / 10002. */
export function requireStorable(field: string, value: unknown): void {
  if (typeof value !== 'string') return;
  const problem = unstorableText(value);
  if (problem)
    throw billingError('BILLING.UNSTORABLE_TEXT', `${field} contains a character that is not allowed (${problem})`, {
      [field]: [`${field} contains a ${problem}`],
    });
}

/** class-validator rule for DTO text fields: no NUL character, no unpaired surrogate (10002). */
export function StorableText(label: string): PropertyDecorator {
  return ValidateBy({
    name: 'storableText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || unstorableText(value) === null,
      defaultMessage: () => `The ${label} field contains a character that is not allowed`,
    },
  });
}

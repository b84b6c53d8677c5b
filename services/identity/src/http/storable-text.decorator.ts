import { HIDDEN_IN_NAME, hiddenInNameMessage } from '@dating/rules';
import { ValidateBy } from 'class-validator';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL stores: no NUL or other control character but tab and newlines, no unpaired surrogate (10002 otherwise). */
export function StorableText(label: string): PropertyDecorator {
  return ValidateBy({
    name: 'storableText',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !(CONTROL.test(value) || LONE_SURROGATE.test(value)),
      defaultMessage: () => `The ${label} field contains a character that is not allowed`,
    },
  });
}

/** A one-line name shown to others: no line break, invisible or direction-changing character (10002 otherwise). */
export function PlainName(label: string): PropertyDecorator {
  return ValidateBy({
    name: 'plainName',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !HIDDEN_IN_NAME.test(value),
      defaultMessage: () => hiddenInNameMessage(label),
    },
  });
}

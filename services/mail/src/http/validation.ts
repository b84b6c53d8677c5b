import { isRecordId, messages } from '@dating/platform';
import { FORM_RULES, formatMessage, VALIDATION_MESSAGES } from '@dating/rules';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { BULK_IDS_MAX, LETTER_PHOTOS_MAX } from '../domain/letters.js';
import { MAIL_MESSAGES } from '../domain/mail-errors.js';

/**
 * mail's DTO rules beyond the kernel's: the send-letter form's texts (their own wording, spec
 * section 5) and id lists given as a JSON list, an array or one id (spec section 7: `target_id`,
 * `message_id`).
 */

type LetterField = (typeof FORM_RULES.sendLetter)[keyof typeof FORM_RULES.sendLetter];

/** Subject or letter text: the send-letter form's label, limit and "must not contain more than" message. */
export function LetterText(rule: LetterField, options: { required?: boolean } = { required: rule.required }): PropertyDecorator {
  return (target, key) => {
    if (options.required) IsNotEmpty({ message: messages.required(rule.label) })(target, key);
    else IsOptional()(target, key);
    IsString({ message: messages.text(rule.label) })(target, key);
    MaxLength(rule.max!, { message: formatMessage(VALIDATION_MESSAGES.maxLetter, { label: rule.label, max: rule.max! }) })(target, key);
    // A text of blanks only is no letter.
    ValidateBy({
      name: 'notBlank',
      validator: {
        validate: (v: unknown) => typeof v !== 'string' || v.length === 0 || v.trim().length > 0,
        defaultMessage: () => messages.required(rule.label),
      },
    })(target, key);
  };
}

/** `[1,2]`, `"[1,2]"`, `"1"` or `1` → ["1", "2"]; anything else is left to fail validation. */
export function toIdList({ value }: { value: unknown }): unknown {
  let v = value;
  if (typeof v === 'string') {
    const text = v.trim();
    if (isRecordId(text)) return [text];
    if (!text.startsWith('[') || text.length > 4096) return value;
    try {
      v = JSON.parse(text);
    } catch {
      return value;
    }
  }
  if (typeof v === 'number') v = [v];
  if (!Array.isArray(v)) return value;
  return v.map((id) => (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : id));
}

const isIdList = (v: unknown, min: number, max: number) => Array.isArray(v) && v.length >= min && v.length <= max && v.every((id) => isRecordId(id));

/** A list of ids (JSON list, array or one id): at least one, at most `max`, each a whole number. */
export function IdList(label: string, options: { required?: boolean; max?: number; emptyMessage?: string } = {}): PropertyDecorator {
  const max = options.max ?? BULK_IDS_MAX;
  return (target, key) => {
    Transform(toIdList)(target, key);
    if (!options.required) IsOptional()(target, key);
    ValidateBy({
      name: 'idList',
      validator: {
        validate: (v: unknown) => isIdList(v, options.required ? 1 : 0, max),
        defaultMessage: (args) =>
          Array.isArray(args?.value) && args.value.length === 0
            ? (options.emptyMessage ?? MAIL_MESSAGES.noMailChosen)
            : `The ${label} field must be a list of at most ${max} ids`,
      },
    })(target, key);
  };
}

/**
 * The mail chosen for an operation (`message_id` or `target_id`): an id list as IdList, but none
 * chosen (null, blank or an empty list) comes through as [] and a left-out field as undefined, for
 * the command to answer MAIL.NOTHING_CHOSEN (spec section 8) rather than a malformed-list 10002.
 */
export function ChosenIds(label: string, max = BULK_IDS_MAX): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }: { value: unknown }) => (value === null || value === '' ? [] : toIdList({ value })))(target, key);
    IsOptional()(target, key);
    ValidateBy({
      name: 'idList',
      validator: {
        validate: (v: unknown) => isIdList(v, 0, max),
        defaultMessage: () => `The ${label} field must be a list of at most ${max} ids`,
      },
    })(target, key);
  };
}

/** Attached photos: a list of photo ids, at most LETTER_PHOTOS_MAX. */
export const PhotoIds = (): PropertyDecorator => IdList('photos', { max: LETTER_PHOTOS_MAX });

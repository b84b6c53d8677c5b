import type { FieldRule } from './forms.js';
import { ATTACHMENTS, LIMITS, PHOTO } from './limits.js';
import { formatMessage, VALIDATION_MESSAGES, type MessageParams, type ValidationMessageId } from './messages.js';
import { CHARACTER_RULES, isEmail } from './patterns.js';

/** A failed rule: the message id and its parameters; `text` is the English message. */
export interface Violation {
  message: ValidationMessageId;
  params: MessageParams;
}

export function violation(message: ValidationMessageId, params: MessageParams = {}): Violation {
  return { message, params };
}

/** The English text of a violation, word for word as the spec gives it. */
export function describe(v: Violation): string {
  return formatMessage(VALIDATION_MESSAGES[v.message], v.params);
}

/**
 * Checks one text field against its rule. Empty optional fields pass. Length counts characters
 * (code points), as a person would.
 */
export function validateField(rule: FieldRule, raw: unknown): Violation | null {
  const label = rule.label;
  const value = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  const trimmed = value.trim();
  if (!trimmed) return rule.required ? violation('required', { label }) : null;
  const text = rule.email ? trimmed : value;
  const length = [...text].length;
  if (rule.email && !isEmail(text)) return violation('email', { label });
  if (rule.min !== undefined && length < rule.min) return violation('min', { label, min: rule.min });
  if (rule.max !== undefined && length > rule.max) return violation(rule.maxMessage ?? 'max', { label, max: rule.max });
  for (const name of rule.chars ?? []) {
    const check = CHARACTER_RULES[name];
    if (!check.pattern.test(text)) return violation(check.message, { label });
  }
  return null;
}

/** Checks every field of a form; answers the first violation of each failing field. */
export function validateForm<F extends Record<string, FieldRule>>(rules: F, values: Partial<Record<keyof F, unknown>>): Partial<Record<keyof F, Violation>> {
  const out: Partial<Record<keyof F, Violation>> = {};
  for (const key of Object.keys(rules) as (keyof F)[]) {
    const v = validateField(rules[key], values[key]);
    if (v) out[key] = v;
  }
  return out;
}

/** New password and its repeat must match; `message` picks the form's wording. */
export function passwordsMatch(
  password: string,
  repeat: string,
  message: Extract<ValidationMessageId, 'passwordsMatch' | 'incorrectlyFilled'> = 'passwordsMatch',
): Violation | null {
  return password === repeat ? null : violation(message);
}

/** Whole years between a birth date and `now`. */
export function ageAt(birth: Date, now: Date = new Date()): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Age from a birth timestamp in seconds (spec section 5): at least 18, at most 100; an empty
 * value passes. Above 100 the message is the spec's "Love has no age" one.
 */
export function validateBirthTimestamp(seconds: number | string | null | undefined, now: Date = new Date()): Violation | null {
  if (seconds === null || seconds === undefined || seconds === '') return null;
  const n = Number(seconds);
  if (!Number.isFinite(n)) return violation('ageMin', { min: LIMITS.ageMin });
  const age = ageAt(new Date(n * 1000), now);
  if (age < LIMITS.ageMin) return violation('ageMin', { min: LIMITS.ageMin });
  if (age > LIMITS.ageMax) return violation('ageMax');
  return null;
}

type Bound = number | string | null | undefined;
const isEmpty = (v: Bound) => v === null || v === undefined || v === '';

/**
 * A from/to range (height, weight, age): fill both bounds or clear both; min must not exceed
 * max. Age bounds must lie within 18..100; a weight minimum must be at least 0.
 */
export function validateRange(min: Bound, max: Bound, kind: 'height' | 'weight' | 'age'): Violation | null {
  if (isEmpty(min) && isEmpty(max)) return null;
  if (isEmpty(min) || isEmpty(max)) return violation('rangeBoth');
  const lo = Number(min);
  const hi = Number(max);
  if (kind === 'weight' && lo < 0) return violation('weightMin');
  if (kind === 'age' && (lo < LIMITS.ageMin || hi > LIMITS.ageMax)) return violation('ageRange', { min: LIMITS.ageMin, max: LIMITS.ageMax });
  if (lo > hi) return violation('rangeOrder');
  return null;
}

/** A country value must be one of the known ids. */
export function validateCountry(value: unknown, known: ReadonlyArray<number | string>): Violation | null {
  if (value === null || value === undefined || value === '') return null;
  return known.some((k) => String(k) === String(value)) ? null : violation('countryInvalid');
}

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Contact-form attachments: gif, png or jpg, at most 2 MB each, at most the max count. */
export function validateAttachments(files: readonly FileLike[]): Violation | null {
  if (files.length > ATTACHMENTS.maxCount) return violation('attachmentCount', { max: ATTACHMENTS.maxCount });
  for (const file of files) {
    const typeOk = !file.type || ATTACHMENTS.mimeTypes.includes(file.type);
    if (!ATTACHMENTS.acceptedExtensions.includes(extensionOf(file.name)) || !typeOk) return violation('attachmentType');
    if (file.size > ATTACHMENTS.maxBytes) return violation('attachmentSize', { max: ATTACHMENTS.maxMegabytes });
  }
  return null;
}

/** The image format a file's first bytes show, for attachments: checked by content, not by name. */
export function sniffImageType(bytes: Uint8Array): 'image/gif' | 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** Profile photo: extension and type first, then the natural size. */
export function validatePhotoFile(file: FileLike): Violation | null {
  if (!PHOTO.extensions.includes(extensionOf(file.name)) || (file.type && !PHOTO.mimeTypes.includes(file.type))) return violation('photoExtension');
  return null;
}

export function validatePhotoSize(width: number, height: number): Violation | null {
  if (!(width > 0 && height > 0)) return violation('photoCorrupted');
  if (width > PHOTO.pseudoMaxSide || height > PHOTO.pseudoMaxSide) return violation('photoTooLarge', { 0: PHOTO.pseudoMaxSide, 1: PHOTO.pseudoMaxSide });
  if (width < PHOTO.minSide || height < PHOTO.minSide) return violation('photoTooSmall', { 0: PHOTO.minSide, 1: PHOTO.minSide });
  return null;
}

/** Select control (spec section 5): a new option only if the trimmed text is non-empty and not already an option (any case). */
export function canCreateOption(input: string, existingLabels: readonly (string | number)[]): boolean {
  const text = input.trim();
  if (!text) return false;
  const lower = text.toLowerCase();
  return !existingLabels.some((label) => String(label).trim().toLowerCase() === lower);
}

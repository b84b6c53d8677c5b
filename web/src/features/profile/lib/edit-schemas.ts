import { FORM_RULES, isEmail, kgToLbs, lbsToKg, PHONE_PATTERN, validateBirthTimestamp, validateRange, cmToFeetInches, feetInchesToCm } from '@dating/rules';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ruleField, translateViolation } from '@/shared/forms/rules-schema';
import type { UnitSystem } from './units';

/** Seconds since the epoch of a birth date chosen as day, month and year ('' when incomplete). */
export function birthSeconds(day: string, month: string, year: string): number | '' {
  if (!day || !month || !year) return '';
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / 1000;
}

/** Edit main info (spec section 5): name 1–30 with the sign-up character rules, profession ≤100 letters and spaces, city ≤30, age 18–100. */
export function mainInfoSchema(t: TFunction, now: Date = new Date()) {
  return z
    .object({
      name: ruleField(FORM_RULES.editMainInfo.name, t),
      profession: ruleField(FORM_RULES.editMainInfo.profession, t),
      city: ruleField(FORM_RULES.editMainInfo.city, t),
      day: z.string(),
      month: z.string(),
      year: z.string(),
      country: z.string(),
      nationality: z.string(),
      education: z.string(),
      marital_status: z.string(),
      english_level: z.string(),
      languages: z.array(z.string()),
      religion: z.string(),
      children: z.string(),
      smoking: z.string(),
      alcohol: z.string(),
      accommodation: z.string(),
      phone: z.string().refine((v) => !v.trim() || PHONE_PATTERN.test(v.trim()), { message: t('edit.phoneInvalid') }),
      contact_email: z.string().refine((v) => !v.trim() || isEmail(v.trim()), { message: t('validation.email', { label: t('edit.contactEmail') }) }),
    })
    .superRefine((v, ctx) => {
      if ((v.day || v.month || v.year) && !(v.day && v.month && v.year)) ctx.addIssue({ code: 'custom', path: ['year'], message: t('edit.required') });
      const violation = validateBirthTimestamp(birthSeconds(v.day, v.month, v.year), now);
      if (violation) ctx.addIssue({ code: 'custom', path: ['year'], message: translateViolation(t, violation) });
    });
}

/** The status line: at most 100 characters (the form rules' reading of spec section 5). */
export function statusSchema(t: TFunction) {
  return z.object({ status: ruleField(FORM_RULES.status.status, t) });
}

export function aboutMeSchema(t: TFunction) {
  return z.object({
    about_me: ruleField(FORM_RULES.aboutMe.aboutMe, t),
    about_yourself: ruleField(FORM_RULES.aboutMe.aboutYourself, t),
    interests: z.array(z.string()),
    pets: z.array(z.string()),
    flowers: z.array(z.string()),
    holidays: z.array(z.string()),
    goals: z.array(z.string()),
  });
}

/**
 * A height or weight as the form holds it: centimetres or feet + inches, kilograms or pounds.
 * These convert with spec section 9's factors (2.54 cm an inch, 30.48 a foot, 0.453592 kg a pound).
 */
export interface Measure {
  cm: string;
  feet: string;
  inches: string;
  kg: string;
  lbs: string;
}

export function heightToForm(cm: number | null | undefined): Pick<Measure, 'cm' | 'feet' | 'inches'> {
  if (cm === null || cm === undefined) return { cm: '', feet: '', inches: '' };
  const { feet, inches } = cmToFeetInches(cm);
  return { cm: String(cm), feet: String(feet), inches: String(inches) };
}

export function weightToForm(kg: number | null | undefined): Pick<Measure, 'kg' | 'lbs'> {
  if (kg === null || kg === undefined) return { kg: '', lbs: '' };
  return { kg: String(kg), lbs: String(kgToLbs(kg)) };
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** Centimetres of the form's height in the member's unit (null when empty). */
export function heightFromForm(m: Pick<Measure, 'cm' | 'feet' | 'inches'>, units: UnitSystem): number | null {
  if (units === 'metric') return num(m.cm);
  if (m.feet.trim() === '' && m.inches.trim() === '') return null;
  return feetInchesToCm(Number(m.feet) || 0, Number(m.inches) || 0);
}

/** Kilograms of the form's weight in the member's unit (null when empty). */
export function weightFromForm(m: Pick<Measure, 'kg' | 'lbs'>, units: UnitSystem): number | null {
  if (units === 'metric') return num(m.kg);
  const lbs = num(m.lbs);
  return lbs === null ? null : lbsToKg(lbs);
}

const numeric = (t: TFunction) => z.string().refine((v) => v.trim() === '' || /^\d{1,3}(\.\d)?$/.test(v.trim()), { message: t('edit.number') });

/** Appearance: no validated fields in the spec; the numbers must still be numbers and within the body bounds the server checks. */
export function appearanceSchema(t: TFunction) {
  return z.object({
    hair_color: z.string(),
    eyes_color: z.string(),
    body_type: z.string(),
    cm: numeric(t),
    feet: numeric(t),
    inches: numeric(t),
    kg: numeric(t),
    lbs: numeric(t),
  });
}

/** The perfect woman: age (18–100), height and weight ranges (both or neither, min ≤ max, weight ≥ 0); type ≤500, no Cyrillic. */
export function perfectSchema(t: TFunction) {
  return z
    .object({
      age_from: z.string(),
      age_to: z.string(),
      height_from: z.string(),
      height_to: z.string(),
      weight_from: z.string(),
      weight_to: z.string(),
      hair_color: z.string(),
      eyes_color: z.string(),
      children: z.string(),
      type_woman: ruleField(FORM_RULES.typeWoman.typeWoman, t),
    })
    .superRefine((v, ctx) => {
      const check = (lo: string, hi: string, kind: 'age' | 'height' | 'weight', path: string) => {
        const violation = validateRange(lo, hi, kind);
        if (violation) ctx.addIssue({ code: 'custom', path: [path], message: translateViolation(t, violation) });
      };
      check(v.age_from, v.age_to, 'age', 'age_to');
      check(v.height_from, v.height_to, 'height', 'height_to');
      check(v.weight_from, v.weight_to, 'weight', 'weight_to');
    });
}

import { passwordsMatch, validateField, type FieldRule, type Violation } from '@dating/rules';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * Zod schemas from @dating/rules: each field runs the package's own check, so a limit or a
 * message changes in one place. Messages are translated by id with the spec's placeholders;
 * English reads word for word as the spec.
 */
export function translateViolation(t: TFunction, violation: Violation, rule?: Pick<FieldRule, 'key'>): string {
  const params: Record<string, string | number> = { ...violation.params };
  if (rule && 'label' in params) params.label = t(`labels.${rule.key}`);
  return t(`validation.${violation.message}`, params);
}

export function ruleField(rule: FieldRule, t: TFunction) {
  return z.string().superRefine((value, ctx) => {
    const violation = validateField(rule, value);
    if (violation) ctx.addIssue({ code: 'custom', message: translateViolation(t, violation, rule) });
  });
}

/** Adds the "repeat must match" check on `repeatField`, with the form's wording. */
export function matchingPasswords<T extends Record<string, string>>(
  passwordField: keyof T & string,
  repeatField: keyof T & string,
  t: TFunction,
  message: 'passwordsMatch' | 'incorrectlyFilled' = 'passwordsMatch',
) {
  return (values: T, ctx: z.RefinementCtx) => {
    const violation = passwordsMatch(values[passwordField] ?? '', values[repeatField] ?? '', message);
    if (violation) ctx.addIssue({ code: 'custom', path: [repeatField], message: translateViolation(t, violation) });
  };
}

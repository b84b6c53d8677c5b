import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { SiteError } from '../api/site-error.js';

/**
 * Nest's pipe, validating synchronously: every validator of ours is synchronous, and class-validator's
 * asynchronous path makes a promise per constraint (with the logger's async context on, each one
 * costs a hook), about a third of the validation's time on a search.
 */
class SyncValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }
}

/** class-validator's constraints that say a field must be there. */
const REQUIRED = new Set(['isNotEmpty', 'isDefined']);

/**
 * class-validator behind the spec's codes: 10001 (missing required parameters) when a required
 * field was not sent at all, otherwise 10002 (validation error). `desc` is the
 * first message (of a missing field when there is one), `error` maps field to messages.
 */
export function siteValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    // The value is read only to tell a missing field; it never reaches the answer.
    validationError: { target: false, value: true },
    exceptionFactory: (errors: ValidationError[]) => {
      const fields = flatten(errors);
      // Only a field required outright; a rule between fields (one range bound without the other) stays 10002.
      const missing = errors.find((e) => e.value === undefined && Object.keys(e.constraints ?? {}).some((c) => REQUIRED.has(c)));
      if (missing) {
        const message = missing.constraints ? Object.values(missing.constraints)[0] : undefined;
        return new SiteError(10001, message ?? 'Missing required parameters', fields);
      }
      const first = Object.values(fields)[0]?.[0];
      return new SiteError(10002, first ?? 'Validation error', fields);
    },
  });
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[path] = Object.values(e.constraints);
    if (e.children?.length) Object.assign(out, flatten(e.children, path));
  }
  return out;
}

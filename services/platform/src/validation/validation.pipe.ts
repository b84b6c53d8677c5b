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

/** class-validator behind the spec's code 10002: `desc` is the first message, `error` maps field to messages. */
export function siteValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors: ValidationError[]) => {
      const fields = flatten(errors);
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

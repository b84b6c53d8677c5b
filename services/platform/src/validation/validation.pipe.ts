import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { SiteError } from '../api/site-error.js';

/** class-validator behind the spec's code 10002: `desc` is the first message, `error` maps field to messages. */
export function siteValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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

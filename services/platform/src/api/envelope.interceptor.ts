import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { EnvelopeResult, ok } from './envelope.js';

/** Wraps whatever a Site API handler returns into the spec's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Site API answers 200 for POST too (Nest would say 201): the envelope carries the outcome.
    const res = context.switchToHttp().getResponse<{ statusCode: number; status(code: number): unknown }>();
    if (res.statusCode === 201) res.status(200);
    return next.handle().pipe(map((value: unknown) => (value instanceof EnvelopeResult ? value.envelope : ok(value ?? null))));
  }
}

import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { logger, type Principal } from '@dating/platform';
import { mergeMap, type Observable } from 'rxjs';
import { PRESENCE_RECORDER, type PresenceRecorder } from '../contracts/presence.port.js';

const log = logger('profiles.activity');

/**
 * A signed-in member's successful profile request is activity: presence is recorded once the
 * answer is ready (a refused request records nothing) and before it leaves, so what a member's
 * request changed is in place when the answer arrives. It costs a write at most once a minute per
 * member (SqlPresence skips the rest without a query); a failed write is logged, never answered.
 */
@Injectable()
export class RecordActivityInterceptor implements NestInterceptor {
  constructor(@Inject(PRESENCE_RECORDER) private readonly presence: PresenceRecorder) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const principal = context.switchToHttp().getRequest<{ principal?: Principal }>().principal;
    if (principal?.kind !== 'member') return next.handle();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await this.presence.recordActivity(principal.id).catch((err: unknown) => log.warn({ err, memberId: principal.id }, 'activity not recorded'));
        return value;
      }),
    );
  }
}

/** Records the signed-in member's activity on every route of a controller. */
export const RecordsActivity = () => UseInterceptors(RecordActivityInterceptor);

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { pino, type Logger } from 'pino';

/** Per-request context: the correlation id follows the request through logs, events and calls. */
export interface RequestContext {
  correlationId: string;
  actor?: string;
  /** Inside a reaction: the id of the event being handled, so the events it causes name it. */
  causationId?: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/**
 * Log lines go to standard output asynchronously: a request never waits for a write system call
 * (pino flushes what is buffered when the process exits).
 */
const root: Logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'warn' : 'info'),
    base: { service: process.env.SERVICE_NAME ?? 'dating' },
    redact: { paths: ['*.password', '*.access_token', '*.new_password', '*.authorization', 'req.headers.authorization'], censor: '[redacted]' },
    mixin: () => {
      const ctx = context.getStore();
      return ctx ? { correlationId: ctx.correlationId } : {};
    },
  },
  pino.destination({ dest: 1, sync: false }),
);

/** The structured logger; carries the current correlation id when there is one. */
export function logger(name?: string): Logger {
  return name ? root.child({ component: name }) : root;
}

export function currentContext(): RequestContext | undefined {
  return context.getStore();
}

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return context.run(ctx, fn);
}

const CORRELATION_HEADER = 'x-correlation-id';
const VALID_ID = /^[\w.:-]{1,100}$/;

/** Express middleware: takes or makes the correlation id, echoes it, logs each request once. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(CORRELATION_HEADER);
  const correlationId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(CORRELATION_HEADER, correlationId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    root.info({ correlationId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
  context.run({ correlationId }, next);
}

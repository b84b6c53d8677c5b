import { type CallHandler, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SiteError } from './site-error.js';

/** No request of ours nests deeper; deeper input only serves to overflow a recursive walker. */
export const MAX_INPUT_DEPTH = 32;

/** Where hostile input was found: the first field path (`email`, `items.2.name`) and why. */
export interface HostileInput {
  field: string;
  reason: string;
}

/**
 * The first part of a parsed request value that must not reach the application, or null when none
 * does. Walks with an explicit stack (a recursive walk is what hostile nesting overflows) and
 * refuses:
 * - nesting deeper than `maxDepth` (class-transformer and friends recurse);
 * - NUL characters (PostgreSQL text refuses them: a 500 deep inside a query);
 * - lone UTF-16 surrogates (not text: encoders, hashes and the database throw on them);
 * - `__proto__` keys (prototype pollution through object spreads and transformers);
 * - numbers beyond the exact integers (|n| > 2^53 - 1, infinities): no id, count or amount of
 *   ours is that large, JSON has already rounded them, and PostgreSQL refuses them as bigint.
 */
export function findHostileInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): HostileInput | null {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length) {
    const [item, depth, field] = stack.pop()!;
    if (typeof item === 'string') {
      const reason = hostileTextReason(item);
      if (reason) return { field, reason };
      continue;
    }
    if (typeof item === 'number') {
      if (!(Math.abs(item) <= Number.MAX_SAFE_INTEGER)) return { field, reason: 'is a number out of range' };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return { field, reason: `nests deeper than ${maxDepth} levels` };
    if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, depth + 1, join(field, i)]));
      continue;
    }
    for (const key of Object.keys(item)) {
      if (key === '__proto__') return { field, reason: 'has a __proto__ key' };
      const reason = hostileTextReason(key);
      if (reason) return { field, reason: `has a key that ${reason}` };
      stack.push([(item as Record<string, unknown>)[key], depth + 1, join(field, key)]);
    }
  }
  return null;
}

/** Why a string must not reach the application (NUL, lone surrogate), or null. */
export function hostileTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (!text.isWellFormed()) return 'contains a lone UTF-16 surrogate (not valid text)';
  return null;
}

const RAW_INPUT = 'input:raw';
const rawInputPaths = new Set<string>();

/**
 * Marks a controller that takes input exactly as it came (payment postbacks record every request,
 * however malformed, before judging it). Put it above `@Controller(path)`: the body parsers then
 * leave requests under that path unread (the handler reads the stream itself) and the hostile-input
 * guard lets them through, so not even unparseable JSON is answered before the handler sees it.
 */
export function RawInput(): ClassDecorator {
  return (target) => {
    SetMetadata(RAW_INPUT, true)(target);
    const path = Reflect.getMetadata(PATH_METADATA, target) as string | string[] | undefined;
    if (path === undefined) throw new Error('@RawInput() goes above @Controller(path), which must be applied first');
    for (const p of [path].flat()) rawInputPaths.add(`/${p.replace(/^\/+|\/+$/g, '')}`);
  };
}

/** True for a request path under a `@RawInput()` controller. */
export function isRawInputPath(path: string): boolean {
  for (const prefix of rawInputPaths) if (path === prefix || path.startsWith(`${prefix}/`)) return true;
  return false;
}

/**
 * Global guard, run before route guards, pipes and handlers: refuses a hostile path, query string
 * or parsed body with 10002 (HTTP 400), so no DTO transformer, e-mail check or SQL query ever sees
 * it, and nothing changes.
 */
@Injectable()
export class HostileInputGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(RAW_INPUT, [context.getHandler(), context.getClass()])) return true;
    const req = context.switchToHttp().getRequest<Request>();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      throw new SiteError(10002, 'Validation error: the request path is not valid percent-encoding', { path: ['is not valid percent-encoding'] }, 400);
    }
    const pathReason = hostileTextReason(path);
    const found = pathReason ? { field: 'path', reason: pathReason } : (findHostileInput(req.query) ?? findHostileInput(req.body));
    if (found) throw hostileInputError(found);
    return true;
  }
}

/** Answered like a failed DTO check: the desc, and the message under the field it concerns. */
function hostileInputError(found: HostileInput): SiteError {
  const field = found.field || 'body';
  const message = `The ${field} field ${found.reason}`;
  return new SiteError(10002, message, { [field]: [message] }, 400);
}

/**
 * A multipart form is read by its route's interceptor (multer), after the global guard saw an
 * empty body: the route's handler, wrapped by this, gets the guard's check of the parsed form's text
 * fields first (a NUL in a video title reached PostgreSQL as a 500 before).
 */
export function checkingParsedForm(req: { body?: unknown }, next: CallHandler): CallHandler {
  return {
    handle: () => {
      const found = findHostileInput(req.body);
      if (found) throw hostileInputError(found);
      return next.handle();
    },
  };
}

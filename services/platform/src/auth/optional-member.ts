import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import { SiteError } from '../api/site-error.js';
import { extractAccessToken, type MemberPrincipal } from './auth.guard.js';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier, type Principal } from './principal.js';
import type { Request } from 'express';

/**
 * Guest routes (`guest/...`, `top/females`, `countries`) answer visitors and members alike, and
 * some answer by who asks (a woman sees the last men who joined, a man or a visitor the last women).
 * This guard verifies a token when one comes — a bad, expired or revoked token is still the spec's
 * 401, so the site drops it — and lets a request without one through as a visitor. A staff token
 * is refused (10401) as on every Site API route: staff use the back office.
 */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(@Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const token = extractAccessToken(req);
    if (!token) return true;
    const principal = await this.verifier.verify(token);
    if (principal.kind !== 'member') throw new SiteError(10401);
    req.principal = principal;
    return true;
  }
}

/** A route open to visitors that reads the signed-in member when there is one. */
export const OptionalMember = () => UseGuards(OptionalMemberGuard);

/** The signed-in member on an OptionalMember route, or null for a visitor. */
export const Viewer = createParamDecorator((_data: unknown, ctx: ExecutionContext): MemberPrincipal | null => {
  const principal = ctx.switchToHttp().getRequest<{ principal?: Principal }>().principal;
  return principal?.kind === 'member' ? principal : null;
});

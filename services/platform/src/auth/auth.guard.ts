import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { SiteError } from '../api/site-error.js';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier, type Principal, type StaffRole, type UserType } from './principal.js';

type Requirement = { members?: UserType[] | 'any'; staff?: StaffRole[] | 'any' };
const REQUIREMENT = 'auth:requirement';

/**
 * Takes the access token from the body (`access_token`), the query (GET and DELETE) or an
 * `Authorization: Bearer` header, verifies it, and checks the route's requirement.
 */
export function extractAccessToken(req: Request): string | null {
  const bearer = bearerToken(req);
  if (bearer) return bearer;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.access_token;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  if (req.method === 'GET' || req.method === 'DELETE') {
    const fromQuery = req.query.access_token;
    if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  }
  return null;
}

/** The token of an `Authorization: Bearer` header, the only place a staff token is taken from. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.header('authorization') ?? '');
  return match ? match[1]! : null;
}

/**
 * Whether a verified principal's token came the way its kind may send it: a member's in the body,
 * the query or the header (spec section 7); a staff member's only in the header (docs/admin-api.md),
 * since a token in a URL or a form stays in logs, history and Referer for its 12 hours.
 */
export function tokenCameRightWay(principal: Principal, token: string, req: Request): boolean {
  return principal.kind === 'member' || bearerToken(req) === token;
}

/** What a staff member of a role a route does not admit is told (HTTP 403, code 10024). */
export const STAFF_ROLE_REFUSED = 'Your staff role does not allow this';

/**
 * No or a bad token, or a member's token on a staff route (and a staff token on a member route):
 * 10401, HTTP 401. A woman on a men-only route, or a staff member whose role the route does not
 * admit: 10024, HTTP 403.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const requirement = this.reflector.getAllAndOverride<Requirement | undefined>(REQUIREMENT, [context.getHandler(), context.getClass()]) ?? {
      members: 'any',
    };
    const token = extractAccessToken(req);
    if (!token) throw new SiteError(10401);
    const principal = await this.verifier.verify(token);
    if (!tokenCameRightWay(principal, token, req)) throw new SiteError(10401);
    if (principal.kind === 'member') {
      if (!requirement.members) throw new SiteError(10401);
      if (requirement.members !== 'any' && !requirement.members.includes(principal.userType)) throw new SiteError(10024);
    } else {
      if (!requirement.staff) throw new SiteError(10401);
      // Signed in, but the wrong role: 403 (a staff member's token is good, this route is not hers).
      if (requirement.staff !== 'any' && !requirement.staff.includes(principal.role) && principal.role !== 'admin')
        throw new SiteError(10024, STAFF_ROLE_REFUSED);
    }
    req.principal = principal;
    return true;
  }
}

/**
 * A visitor's route (sign up, sign in, forgot password: spec section 6): a request carrying a
 * member's valid token gets 10009 'Not available for authorized users'. A token that no longer
 * verifies (expired, signed out) is a visitor's leftover and does not stand in the way.
 */
@Injectable()
export class VisitorGuard implements CanActivate {
  constructor(@Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const token = extractAccessToken(context.switchToHttp().getRequest<Request>());
    if (!token) return true;
    const principal = await this.verifier.verify(token).catch(() => null);
    if (principal?.kind === 'member') throw new SiteError(10009);
    return true;
  }
}

/** A route for visitors only (VisitorGuard): a signed-in member gets 10009. */
export function VisitorOnly(): MethodDecorator & ClassDecorator {
  return UseGuards(VisitorGuard);
}

/** A member route; pass user types to restrict it (a woman on a men-only route gets 10024). */
export function MemberOnly(...userTypes: UserType[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIREMENT, { members: userTypes.length ? userTypes : 'any' } satisfies Requirement), UseGuards(AuthGuard));
}

/** A back-office route; admins pass every staff requirement. */
export function StaffOnly(...roles: StaffRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIREMENT, { staff: roles.length ? roles : 'any' } satisfies Requirement), UseGuards(AuthGuard));
}

export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<{ principal?: Principal }>().principal;
  if (!principal) throw new SiteError(10401);
  return principal;
});

/** The signed-in member; use on MemberOnly routes. */
export const CurrentMember = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const principal = ctx.switchToHttp().getRequest<{ principal?: Principal }>().principal;
  if (!principal || principal.kind !== 'member') throw new SiteError(10401);
  return principal;
});

export type MemberPrincipal = Extract<Principal, { kind: 'member' }>;
export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

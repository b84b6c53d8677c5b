import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { toSiteError } from '../api/site-exception.filter.js';
import { AuthGuard, MemberOnly, STAFF_ROLE_REFUSED, StaffOnly } from './auth.guard.js';
import type { AccessTokenVerifier, Principal } from './principal.js';

const verifier: AccessTokenVerifier = {
  async verify(token: string): Promise<Principal> {
    if (token.startsWith('staff:')) return { kind: 'staff', id: token, sessionId: 's', role: token.slice(6) as never, agencyId: null };
    return { kind: 'member', id: token, sessionId: 's', userType: token === 'woman' ? 'woman' : 'man' };
  },
};

class Routes {
  @StaffOnly('finance')
  finance(): void {}

  @StaffOnly()
  anyStaff(): void {}

  @MemberOnly('man')
  men(): void {}
}

/** The guard's answer for a token on one of the routes above: 'pass' or the site error's code and HTTP status. */
async function check(
  route: keyof Routes,
  token: string | null,
  sentIn: 'header' | 'body' | 'query' = 'header',
): Promise<'pass' | { code: number; httpStatus: number; desc: string }> {
  const req = {
    header: (name: string) => (name === 'authorization' && token && sentIn === 'header' ? `Bearer ${token}` : undefined),
    body: sentIn === 'body' ? { access_token: token } : {},
    query: sentIn === 'query' ? { access_token: token } : {},
    method: 'GET',
  };
  const context = {
    getHandler: () => Routes.prototype[route],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  try {
    await new AuthGuard(verifier, new Reflector()).canActivate(context);
    return 'pass';
  } catch (err) {
    const { code, httpStatus, desc } = toSiteError(err);
    return { code, httpStatus, desc };
  }
}

describe('AuthGuard', () => {
  it('admits the route roles, and admins on every staff route', async () => {
    expect(await check('finance', 'staff:finance')).toBe('pass');
    expect(await check('finance', 'staff:admin')).toBe('pass');
    expect(await check('anyStaff', 'staff:agency_moderator')).toBe('pass');
    expect(await check('men', 'john')).toBe('pass');
  });

  it('answers 403 (10024) to a staff member of another role, and 401 (10401) without a staff token', async () => {
    for (const role of ['site_moderator', 'agency_moderator']) {
      expect(await check('finance', `staff:${role}`)).toEqual({ code: 10024, httpStatus: 403, desc: STAFF_ROLE_REFUSED });
    }
    expect(await check('finance', null)).toMatchObject({ code: 10401, httpStatus: 401 });
    expect(await check('finance', 'john')).toMatchObject({ code: 10401, httpStatus: 401 });
    expect(await check('men', 'staff:admin')).toMatchObject({ code: 10401, httpStatus: 401 });
    expect(await check('men', 'woman')).toMatchObject({ code: 10024, httpStatus: 403 });
  });

  it("takes a member's token from the body, the query or the header, a staff token from the header only (a URL keeps it in logs and history)", async () => {
    for (const sentIn of ['header', 'body', 'query'] as const) expect(await check('men', 'john', sentIn), sentIn).toBe('pass');
    expect(await check('anyStaff', 'staff:admin', 'header')).toBe('pass');
    for (const sentIn of ['body', 'query'] as const)
      expect(await check('anyStaff', 'staff:admin', sentIn), sentIn).toMatchObject({ code: 10401, httpStatus: 401 });
  });
});

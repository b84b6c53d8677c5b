import { create } from '@bufbuild/protobuf';
import type { ChannelCredentials, ChannelOptions } from '@grpc/grpc-js';
import {
  type AccessTokenVerifier,
  GrpcServiceClient,
  logger,
  type Principal,
  type ServiceTokenSigner,
  SiteError,
  STAFF_ROLES,
  type StaffRole,
  type TokenKind,
  type TokenSigner,
} from '@dating/platform';
import { type CheckSessionResponse, CheckSessionResponseSchema, SessionService } from '@dating/proto/identity/v1/sessions_pb';
import { parseSubject } from '../domain/subject.js';

/** Identity's service name: the audience of service tokens sent to its gRPC ports. */
export const IDENTITY_SERVICE_NAME = 'identity';

/**
 * How long another service believes identity's answer about a session. This is the longest a
 * signed-out token still works on a service that saw it just before the sign-out; a token it has
 * not seen is refused at once.
 */
export const SESSION_CHECK_CACHE_MS = 1_000;

/** `identity.v1.SessionService`, in-process or over gRPC. */
export interface SessionChecker {
  checkSession(request: { sessionId: string; subject: string }): Promise<CheckSessionResponse>;
}

/** The answer identity gives for a principal (null: not an open session). */
export function sessionAnswer(principal: Principal | null): CheckSessionResponse {
  if (!principal) return create(CheckSessionResponseSchema, { active: false });
  if (principal.kind === 'member') return create(CheckSessionResponseSchema, { active: true, kind: 'member', id: principal.id, userType: principal.userType });
  return create(CheckSessionResponseSchema, {
    active: true,
    kind: 'staff',
    id: principal.id,
    role: principal.role,
    ...(principal.agencyId === null ? {} : { agencyId: principal.agencyId }),
  });
}

/** The principal of an answer about `sessionId` of `subject`; null unless it is active, for that subject, and well-formed. */
export function principalOfAnswer(answer: CheckSessionResponse, sessionId: string, subject: string): Principal | null {
  const expected = parseSubject(subject);
  if (!answer.active || !expected || answer.kind !== expected.kind || answer.id !== expected.id) return null;
  if (expected.kind === 'member') {
    return answer.userType === 'man' || answer.userType === 'woman' ? { kind: 'member', id: expected.id, sessionId, userType: answer.userType } : null;
  }
  if (!STAFF_ROLES.includes(answer.role as StaffRole)) return null;
  return { kind: 'staff', id: expected.id, sessionId, role: answer.role as StaffRole, agencyId: answer.agencyId ?? null };
}

/** identity's SessionService over gRPC, signed as the calling service. */
export class GrpcSessionClient implements SessionChecker {
  private readonly client: GrpcServiceClient<typeof SessionService>;

  constructor(
    address: string,
    options: { signer: ServiceTokenSigner; deadlineMs?: number; credentials?: ChannelCredentials; channelOptions?: ChannelOptions },
  ) {
    this.client = new GrpcServiceClient(SessionService, address, { deadlineMs: 2_000, ...options, audience: IDENTITY_SERVICE_NAME });
  }

  checkSession(request: { sessionId: string; subject: string }): Promise<CheckSessionResponse> {
    return this.client.call('checkSession', request);
  }

  close(): void {
    this.client.close();
  }
}

type Cached = { principal: Principal | null; until: number };

/**
 * The access-token verifier of every service that does not host identity: checks the token's
 * signature, issuer, expiry and kind locally, then asks identity whether its session is still open
 * (CheckSession). Answers, open or not, are kept SESSION_CHECK_CACHE_MS (bounded to `maxEntries`),
 * and concurrent checks of one session share one call. It never reads identity's tables or cache.
 * When identity cannot answer, a request is refused with 10400 (HTTP 503), never let through.
 */
export class RemoteSessionVerifier implements AccessTokenVerifier {
  private readonly log = logger('remote-session-verifier');
  private readonly cache = new Map<string, Cached>();
  private readonly pending = new Map<string, Promise<Principal | null>>();
  private readonly cacheMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly tokens: TokenSigner,
    private readonly sessions: SessionChecker,
    options: { cacheMs?: number; maxEntries?: number } = {},
  ) {
    this.cacheMs = options.cacheMs ?? SESSION_CHECK_CACHE_MS;
    this.maxEntries = options.maxEntries ?? 50_000;
  }

  async verify(token: string, kind: TokenKind = 'access'): Promise<Principal> {
    const claims = await this.tokens.verify(token, kind);
    if (!parseSubject(claims.sub)) throw new SiteError(401);
    const principal = await this.principalOf(claims.sid, claims.sub);
    if (!principal) throw new SiteError(401);
    return principal;
  }

  private principalOf(sessionId: string, subject: string): Promise<Principal | null> {
    const key = `${subject} ${sessionId}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return Promise.resolve(hit.principal);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.ask(key, sessionId, subject).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async ask(key: string, sessionId: string, subject: string): Promise<Principal | null> {
    // The window starts when identity is asked, so an answer is never believed longer than cacheMs after it was true.
    const asked = Date.now();
    let answer: CheckSessionResponse;
    try {
      answer = await this.sessions.checkSession({ sessionId, subject });
    } catch (err) {
      this.log.error({ err }, 'session check failed');
      throw new SiteError(10400, 'Session check is unavailable, try again', undefined, 503);
    }
    const principal = principalOfAnswer(answer, sessionId, subject);
    if (this.cacheMs > 0) {
      this.cache.delete(key);
      if (this.cache.size >= this.maxEntries) this.evict();
      this.cache.set(key, { principal, until: asked + this.cacheMs });
    }
    return principal;
  }

  /** Drops expired entries, then the oldest ones if that was not enough. */
  private evict(): void {
    const now = Date.now();
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
    for (const key of this.cache.keys()) {
      if (this.cache.size < this.maxEntries) break;
      this.cache.delete(key);
    }
  }
}

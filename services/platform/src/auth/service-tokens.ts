import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Service tokens: how one service proves to another who is calling over a gRPC port.
 *
 * Each service holds its own Ed25519 private key; a callee is configured with the public keys of
 * the services that may call it. Every call carries an EdDSA JWT
 * `{ iss = sub = kid = caller, aud = callee, rpc = "/pkg.Service/Method", iat, exp (60 s), jti }`,
 * so a token is good for one callee and one RPC for a minute. What a verified caller may then do is
 * the callee's own permission table, not part of the token.
 *
 * Ed25519 costs about 0.1 ms to sign and 0.3 ms to verify on a small machine, too much for every
 * ledger call at thousands per second: a caller reuses its token for an RPC for half its lifetime,
 * and a callee remembers a verified token until it expires. A token is a bearer credential either
 * way (it could be replayed within its minute), so the ports belong on a private network or TLS.
 *
 * Keys travel as base64url of the raw 32 bytes (the JWK `d` and `x`); `generateServiceKeyPair()`
 * (or `npm run service-key -- <name>`) makes a pair.
 */
export const SERVICE_TOKEN_LIFETIME_SECONDS = 60;
/** Longer-lived or older tokens are refused even when their signature is good. */
const MAX_TOKEN_AGE_SECONDS = 300;
const CLOCK_TOLERANCE_SECONDS = 5;

/** Service names: lowercase words joined by hyphens (`billing-ledger`, `chat-room`). */
export const SERVICE_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const RAW_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Why a service token was refused; the callee answers UNAUTHENTICATED and logs the reason. */
export class ServiceAuthError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ServiceAuthError';
  }
}

export interface ServiceKeyPair {
  /** base64url of the 32-byte Ed25519 seed: the caller's SERVICE_PRIVATE_KEY. */
  privateKey: string;
  /** base64url of the 32-byte Ed25519 public key: an entry `<name>=<key>` of the callee's GRPC_CALLERS. */
  publicKey: string;
}

export function generateServiceKeyPair(): ServiceKeyPair {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return { privateKey: jwk.d!, publicKey: jwk.x! };
}

/** The private key of an encoded seed; throws on anything else. */
export function servicePrivateKey(encoded: string): KeyObject {
  if (!RAW_KEY.test(encoded.trim())) throw new Error('expected base64url of a 32-byte Ed25519 private key');
  // PKCS#8 of an Ed25519 seed is a fixed 16-byte header followed by the 32 bytes.
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(encoded.trim(), 'base64url')]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/** The public key of an encoded Ed25519 point; throws on anything else. */
export function servicePublicKey(encoded: string): KeyObject {
  if (!RAW_KEY.test(encoded.trim())) throw new Error('expected base64url of a 32-byte Ed25519 public key');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: encoded.trim() }, format: 'jwk' });
}

/** The public half of an encoded private key (to print or check a configuration). */
export function servicePublicKeyOf(encodedPrivateKey: string): string {
  return createPublicKey(servicePrivateKey(encodedPrivateKey)).export({ format: 'jwk' }).x!;
}

/**
 * Parses a GRPC_CALLERS list: entries `<service name>=<public key>`. Throws an Error naming the
 * first bad entry (a name twice is an error too: one key per service).
 */
export function parseServiceCallers(entries: readonly string[]): Map<string, KeyObject> {
  const callers = new Map<string, KeyObject>();
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, at).trim();
    if (at < 0 || !SERVICE_NAME_PATTERN.test(name)) throw new Error(`"${entry.slice(0, 40)}" is not <service name>=<public key>`);
    if (callers.has(name)) throw new Error(`${name} is listed twice`);
    try {
      callers.set(name, servicePublicKey(entry.slice(at + 1)));
    } catch (err) {
      throw new Error(`the key of ${name}: ${(err as Error).message}`);
    }
  }
  return callers;
}

/** The calling side: signs one token per call for the callee (`audience`) and the RPC path. */
export class ServiceTokenSigner {
  private readonly key: KeyObject;
  private readonly current = new Map<string, { token: Promise<string>; renewAtMs: number }>();

  constructor(
    readonly service: string,
    privateKey: KeyObject | string,
  ) {
    if (!SERVICE_NAME_PATTERN.test(service)) throw new Error(`"${service}" is not a service name`);
    this.key = typeof privateKey === 'string' ? servicePrivateKey(privateKey) : privateKey;
  }

  /** The token to send with a call: reused for half its lifetime, then signed anew. */
  token(audience: string, rpc: string): Promise<string> {
    const key = `${audience} ${rpc}`;
    const now = Date.now();
    const held = this.current.get(key);
    if (held && held.renewAtMs > now) return held.token;
    const token = this.sign(audience, rpc);
    this.current.set(key, { token, renewAtMs: now + (SERVICE_TOKEN_LIFETIME_SECONDS * 1000) / 2 });
    token.catch(() => this.current.delete(key));
    return token;
  }

  /** A fresh token. */
  sign(audience: string, rpc: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ rpc })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: this.service })
      .setIssuer(this.service)
      .setSubject(this.service)
      .setAudience(audience)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + SERVICE_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }
}

/**
 * The called side: accepts a token only when it is EdDSA, signed with the key configured for the
 * service it names, meant for this service (`audience`) and this RPC, and fresh. Anything else
 * throws ServiceAuthError.
 */
export class ServiceTokenVerifier {
  private readonly callers: ReadonlyMap<string, KeyObject>;
  /** Tokens already verified, until they expire: the same bytes pass the same checks. */
  private readonly verified = new Map<string, { service: string; rpc: string; expMs: number }>();

  constructor(
    readonly audience: string,
    callers: ReadonlyMap<string, KeyObject | string>,
    private readonly maxRemembered = 10_000,
  ) {
    this.callers = new Map([...callers].map(([name, key]) => [name, typeof key === 'string' ? servicePublicKey(key) : key]));
  }

  /** The names of the services this verifier knows a key for. */
  get knownCallers(): string[] {
    return [...this.callers.keys()];
  }

  async verify(token: string, rpc: string): Promise<{ service: string }> {
    const known = this.verified.get(token);
    if (known && known.expMs > Date.now()) {
      if (known.rpc !== rpc) throw new ServiceAuthError('token is for another RPC');
      return { service: known.service };
    }
    const { service, expMs } = await this.verifySignature(token, rpc);
    this.remember(token, { service, rpc, expMs });
    return { service };
  }

  private remember(token: string, entry: { service: string; rpc: string; expMs: number }): void {
    if (this.verified.size >= this.maxRemembered) {
      const now = Date.now();
      for (const [t, e] of this.verified) if (e.expMs <= now) this.verified.delete(t);
      for (const t of this.verified.keys()) {
        if (this.verified.size < this.maxRemembered) break;
        this.verified.delete(t);
      }
    }
    this.verified.set(token, entry);
  }

  private async verifySignature(token: string, rpc: string): Promise<{ service: string; expMs: number }> {
    let caller = '';
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          caller = typeof header.kid === 'string' ? header.kid : '';
          const key = this.callers.get(caller);
          if (!key) throw new ServiceAuthError(`unknown service "${caller.slice(0, 64)}"`);
          return key;
        },
        {
          algorithms: ['EdDSA'],
          audience: this.audience,
          requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat', 'jti'],
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        },
      );
      if (payload.iss !== caller || payload.sub !== caller) throw new ServiceAuthError('issuer does not match the key id');
      if (payload.exp! - payload.iat! > MAX_TOKEN_AGE_SECONDS) throw new ServiceAuthError('token lifetime too long');
      if (payload.rpc !== rpc) throw new ServiceAuthError('token is for another RPC');
      return { service: caller, expMs: payload.exp! * 1000 };
    } catch (err) {
      if (err instanceof ServiceAuthError) throw err;
      if (err instanceof errors.JOSEError || err instanceof TypeError) throw new ServiceAuthError(`${caller ? `${caller}: ` : ''}${(err as Error).message}`);
      throw err;
    }
  }
}

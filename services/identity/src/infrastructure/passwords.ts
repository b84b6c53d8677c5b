import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with a moderate cost (19 MiB, two passes: the OWASP baseline), so a sign-in costs
 * tens of milliseconds on one core.
 */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Computes the throwaway hash ahead of the first sign-in with an unknown e-mail (call at boot). */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await dummyHash;
}

/**
 * Spends one verification on a throwaway hash, so a sign-in with an unknown e-mail takes as long
 * as one with a wrong password and timing does not reveal who is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The password check of sign-in (members and staff), injectable so tests can count the checks a
 * burst really performs. An unknown account (no hash) spends the same work and is refused.
 */
@Injectable()
export class PasswordVerifier implements OnModuleInit {
  /** The first unknown-e-mail sign-in must not be slower than the rest (it would stand out). */
  async onModuleInit(): Promise<void> {
    await prepareDummyHash();
  }

  check(passwordHash: string | null, password: string): Promise<boolean> {
    return passwordHash === null ? verifyAgainstDummy(password) : verifyPassword(passwordHash, password);
  }
}

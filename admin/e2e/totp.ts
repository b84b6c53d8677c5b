import { createHmac } from 'node:crypto';

/** The fixed TOTP secret of the embedded demo's staff accounts (docs/admin-api.md, "Demo"). */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETDEMOSTAFF2345';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30-second steps), as every authenticator app computes it. */
export function totp(secret: string, atMs: number = Date.now()): string {
  return hotp(secret, Math.floor(atMs / 1000 / 30));
}

/** RFC 4226 HOTP for one counter value. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

const used = new Map<string, Set<number>>();

/**
 * A code of `secret` that this test process has not used yet: the server refuses a code used
 * twice, so a second sign-in within the same 30 seconds waits for the next step.
 */
export async function freshTotp(secret: string): Promise<string> {
  const steps = used.get(secret) ?? new Set<number>();
  used.set(secret, steps);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    // Too close to the end of a step, the code may be stale when it arrives: wait for the next.
    if (!steps.has(step) && now % 30_000 < 27_000) {
      steps.add(step);
      return hotp(secret, step);
    }
    await new Promise((r) => setTimeout(r, 30_000 - (now % 30_000) + 50));
  }
}

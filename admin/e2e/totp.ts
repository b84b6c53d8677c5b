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

/** The last step each account signed in with from this test process. */
const lastSteps = new Map<string, number>();

/**
 * A code of `secret` that the server takes for `account`: it refuses a step that account already
 * used and accepts the steps next to now (±1, identity's TOTP window), so a second sign-in of one
 * account within 30 seconds takes the next step's code at once and only a third waits. Accounts
 * that share a secret (the demo staff) never wait for each other.
 */
export async function freshTotp(secret: string, account: string): Promise<string> {
  const key = `${account.trim().toLowerCase()}\n${secret}`;
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (lastSteps.get(key) ?? -1) + 1);
    if (step <= now + 1) {
      lastSteps.set(key, step);
      return hotp(secret, step);
    }
    await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 50));
  }
}

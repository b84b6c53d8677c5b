import { setTimeout as sleep } from 'node:timers/promises';
import { nextClientAddress } from '@dating/platform/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../../index.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { useIdentityTestApp } from '../../testing/index.js';
import { registerMember } from '../register-member/register-member.js';

/**
 * Parallel bursts of wrong passwords against one account must not get more passwords checked
 * than the throttle allows (README: 10 per account and address in 15 minutes, 50 per account in
 * an hour). The password checks are held at a gate until the whole burst has been answered or
 * has reached the check, so every attempt races every other one, and the right password is tried
 * while the burst is still in flight.
 */
const BURST = 200;
const PER_ACCOUNT_AND_ADDRESS = 10;
const PER_ACCOUNT = 50;
const RIGHT = 'right-password';

const t = useIdentityTestApp({ redis: false });
let seq = 0;
let checks = 0;
let openGate: () => void = () => undefined;

afterEach(() => {
  openGate();
  vi.restoreAllMocks();
});

/** Counts the checks of wrong passwords, which wait at the gate until it opens. */
function gateChecks(): void {
  const passwords = t.app.get(PasswordVerifier, { strict: false });
  const check = passwords.check.bind(passwords);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  openGate = open;
  checks = 0;
  vi.spyOn(passwords, 'check').mockImplementation(async (hash, password) => {
    if (password !== RIGHT) {
      checks++;
      await gate;
    }
    return check(hash, password);
  });
}

/** A sign-in's HTTP status, and whether it let the caller on (a member's token, a staff member's second step). */
type Attempt = (email: string, password: string, ip: string) => Promise<{ status: number; passed: boolean }>;

const memberSignIn: Attempt = async (email, password, ip) => {
  const res = await t.call<{ access_token: string }>('member/sign-in', { email, password }, { ip });
  return { status: res.status, passed: typeof res.body.result?.access_token === 'string' };
};

// The password step of a staff sign-in; a right password answers a ticket for the second factor.
const staffSignIn: Attempt = async (email, password, ip) => {
  const res = await t.site.admin<{ ticket?: string }>('POST', 'auth/sign-in', { body: { email, password }, ip });
  return { status: res.status, passed: typeof res.body?.ticket === 'string' };
};

const kinds = [
  {
    kind: 'member',
    signIn: memberSignIn,
    async account(): Promise<string> {
      const email = `burst.${++seq}@example.com`;
      await registerMember(t.db, { name: 'Burst Man', email, password: RIGHT, userType: 'man' }, null);
      return email;
    },
  },
  {
    kind: 'staff',
    signIn: staffSignIn,
    async account(): Promise<string> {
      const email = `burst.staff.${++seq}@example.com`;
      await createStaff(t.db, { email, name: 'Burst Admin', role: 'admin', password: RIGHT });
      return email;
    },
  },
] as const;

describe.each(kinds)('$kind sign-in under a parallel burst', ({ signIn, account }) => {
  /** Fires the burst, waits until every attempt is refused or at the gate, then tries the right password. */
  async function burst(email: string, from: () => string): Promise<{ statuses: number[]; right: number }> {
    gateChecks();
    let answered = 0;
    const all = Array.from({ length: BURST }, (_, i) =>
      signIn(email, `wrong-${i}`, from()).then((res) => {
        answered++;
        return res.status;
      }),
    );
    const deadline = Date.now() + 30_000;
    while (answered + checks < BURST && Date.now() < deadline) await sleep(10);
    const right = await signIn(email, RIGHT, from());
    openGate();
    return { statuses: await Promise.all(all), right: right.status };
  }

  it(`checks at most ${PER_ACCOUNT} passwords of one account from ${BURST} addresses, and then refuses the right one`, async () => {
    const email = await account();
    const { statuses, right } = await burst(email, nextClientAddress);

    expect.soft(checks, 'passwords checked in the burst').toBeLessThanOrEqual(PER_ACCOUNT);
    expect.soft(right, 'the right password while the account is at its limit').toBe(429);
    expect(checks, 'the whole allowance is used, no more').toBe(PER_ACCOUNT);
    // Every checked attempt is a wrong password (401); every other one was refused unchecked (429).
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - checks);
    // Still refused after the burst, from yet another address.
    expect((await signIn(email, RIGHT, nextClientAddress())).status).toBe(429);
  });

  it(`checks at most ${PER_ACCOUNT_AND_ADDRESS} passwords from one address, and the owner still signs in from his own`, async () => {
    const email = await account();
    const attacker = nextClientAddress();
    const { statuses, right } = await burst(email, () => attacker);

    expect.soft(checks, 'passwords checked in the burst').toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS);
    expect.soft(right, 'the right password from the attacking address').toBe(429);
    expect(checks, 'the whole allowance is used, no more').toBe(PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks);
    // One address locks only itself out of this account.
    const owner = await signIn(email, RIGHT, nextClientAddress());
    expect(owner).toEqual({ status: 200, passed: true });
  });
});

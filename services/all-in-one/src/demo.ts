import type { INestApplicationContext } from '@nestjs/common';
import { DomainError, logger, type ServiceDb } from '@dating/platform';
import { seedBillingDemo } from '@dating/billing-ledger';
import {
  DEMO_AGENCY_ID,
  DEMO_PASSWORD,
  demoMemberIds,
  type DemoSignIn,
  fillDemoMemberDetails,
  IDENTITY_DB,
  registerMember,
  seedIdentityDemo,
  type SeedIdentityDemoOptions,
} from '@dating/identity';
import { DEMO_STANDING_ONLINE, type DemoRegistration, seedProfilesDemo, seedScammersDemo } from '@dating/profiles';
import { seedChatPresenceDemo } from '@dating/chat-room';
import { seedDemoStory } from './demo-story.js';

/**
 * The embedded default's demo: identity's accounts, the men's starting credits, and the profiles
 * demo (64 ladies, 22 men with complete profiles), every member registered through identity's
 * registration path so ids and events line up, and David's history (demo-story.ts). Idempotent: a
 * restart changes nothing.
 */
export async function seedDemo(app: INestApplicationContext, options: SeedIdentityDemoOptions = {}): Promise<DemoSignIn[]> {
  const signIns = await seedIdentityDemo(app, options);
  await seedBillingDemo(
    app,
    signIns.filter((s) => s.role === 'man').map((s) => String(s.id)),
  );
  const identity = app.get<ServiceDb>(IDENTITY_DB, { strict: false });
  const register = async (member: DemoRegistration) => {
    try {
      await registerMember(identity, { ...member, password: DEMO_PASSWORD }, null);
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'IDENTITY.EMAIL_TAKEN')) throw err;
      await fillDemoMemberDetails(identity, member.email, member);
    }
  };
  await seedProfilesDemo(app, register, { agencyId: DEMO_AGENCY_ID });
  await seedScammersDemo(app);
  // The members the demo shows online are online in chat too, so a man can open a chat with them.
  const standing = await demoMemberIds(
    identity,
    DEMO_STANDING_ONLINE.map((m) => m.email),
  );
  await seedChatPresenceDemo(
    app,
    standing.filter((id): id is string => id !== undefined),
  );
  // A demo story that cannot be told is no reason not to start: the product runs without it.
  await seedDemoStory(app, identity).catch((err: unknown) => logger('demo').error({ err }, "David's demo history could not be seeded"));
  return signIns;
}

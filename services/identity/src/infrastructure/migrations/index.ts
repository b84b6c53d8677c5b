import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface } from 'typeorm';
import { IDENTITY_SCHEMA } from '../../identity.tokens.js';
import { IdentityTables1710000000100 } from './1710000000100-identity-tables.js';
import { SiteSettingsSeed1710000000200 } from './1710000000200-site-settings-seed.js';
import { CountriesSeed1710000000300 } from './1710000000300-countries-seed.js';
import { RateLimitHits1710000000400 } from './1710000000400-rate-limit-hits.js';
import { TakenEmailProbes1710000000500 } from './1710000000500-taken-email-probes.js';
import { FeedbackMessages1710000000600 } from './1710000000600-feedback-messages.js';
import { StaffAccess1710000000700 } from './1710000000700-staff-access.js';
import { BackOffice1710000000800 } from './1710000000800-back-office.js';
import { SoundFiles1710000000900 } from './1710000000900-sound-files.js';
import { MemberLanguage1710000001000 } from './1710000001000-member-language.js';

/** Every migration of the identity schema, in order: the platform's outbox and inbox first. */
export const IDENTITY_MIGRATIONS: (new () => MigrationInterface)[] = [
  ...kernelMigrations(IDENTITY_SCHEMA),
  IdentityTables1710000000100,
  SiteSettingsSeed1710000000200,
  CountriesSeed1710000000300,
  RateLimitHits1710000000400,
  TakenEmailProbes1710000000500,
  FeedbackMessages1710000000600,
  StaffAccess1710000000700,
  BackOffice1710000000800,
  SoundFiles1710000000900,
  MemberLanguage1710000001000,
];

import { AffiliateClickEntity } from './affiliate-click.entity.js';
import { CountryEntity } from './country.entity.js';
import { MemberSettingsEntity } from './member-settings.entity.js';
import { MemberEntity } from './member.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { SessionEntity } from './session.entity.js';
import { RateLimitHitEntity } from './rate-limit-hit.entity.js';
import { SiteSettingEntity } from './site-setting.entity.js';
import { StaffEntity } from './staff.entity.js';
import { TakenEmailProbeEntity } from './taken-email-probe.entity.js';

export {
  AffiliateClickEntity,
  CountryEntity,
  MemberEntity,
  MemberSettingsEntity,
  PasswordResetTokenEntity,
  SessionEntity,
  RateLimitHitEntity,
  SiteSettingEntity,
  StaffEntity,
  TakenEmailProbeEntity,
};

export const IDENTITY_ENTITIES = [
  MemberEntity,
  StaffEntity,
  SessionEntity,
  MemberSettingsEntity,
  PasswordResetTokenEntity,
  RateLimitHitEntity,
  SiteSettingEntity,
  CountryEntity,
  AffiliateClickEntity,
  TakenEmailProbeEntity,
];

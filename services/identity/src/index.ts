export { IdentityModule } from './identity.module.js';
export { IdentitySplitModule, SESSION_GRPC_ENDPOINT, sessionGrpcEndpoint, type SessionGrpcOptions } from './split-mode.js';
export { IDENTITY_DB, IDENTITY_SCHEMA } from './identity.tokens.js';
export { IDENTITY_SITE_CODES } from './identity-site-codes.js';
export type { IdentityErrorCode } from './domain/identity-errors.js';
export { IDENTITY_MIGRATIONS } from './infrastructure/migrations/index.js';
export { INITIAL_SITE_SETTINGS } from './infrastructure/migrations/1710000000200-site-settings-seed.js';

export {
  IDENTITY_EVENTS,
  IDENTITY_MEMBERS_TOPIC,
  MemberRegisteredEvent,
  MemberBannedEvent,
  MemberSessionsEndedEvent,
  MemberSettingsChangedEvent,
  MemberSignedInEvent,
  MemberUnbannedEvent,
  PasswordChangedEvent,
} from './contracts/identity-events.js';
export { IDENTITY_ENV, IDENTITY_OPTIONS, identityOptions, type IdentityOptions } from './identity-options.js';
export { STAFF_ACCESS, type StaffView } from './domain/staff-access.js';
export { totpCode } from './domain/totp.js';

export {
  DEMO_AGENCY_ID,
  DEMO_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoMemberIds,
  fillDemoMemberDetails,
  seedIdentityDemo,
  type DemoSignIn,
  type SeedIdentityDemoOptions,
} from './seed/seed-identity-demo.js';
export { registerMember, type NewMember, type RegisteredMember } from './commands/register-member/register-member.js';
export { createStaff, type NewStaff } from './infrastructure/persistence/staff.repository.js';

export { CAPTCHA_VERIFIER, type CaptchaVerdict, type CaptchaVerifier } from './ports/captcha.port.js';
export { createCaptchaVerifier } from './infrastructure/adapters.js';
export { DEV_CAPTCHA_EXPIRED_TOKEN, DEV_CAPTCHA_REFUSED_TOKEN, DevCaptchaVerifier } from './infrastructure/captcha/dev-captcha.verifier.js';
export { RECAPTCHA_VERIFY_URL, ReCaptchaVerifier } from './infrastructure/captcha/recaptcha.verifier.js';

export {
  defaultSettings,
  EMAIL_SETTINGS,
  SETTING_KEYS,
  SETTINGS_GROUPS,
  SOUND_SETTINGS,
  VISUAL_SETTINGS,
  type MemberSettings,
  type SettingKey,
  type SettingValue,
} from './domain/settings.js';
export { IDENTITY_MESSAGES, USER_TYPES } from './domain/member-rules.js';
export { SIGN_IN_LIMITS } from './domain/sign-in-throttle.js';
export { REQUEST_LIMITS } from './domain/request-limits.js';
export type { MemberSignInResult } from './commands/sign-in/sign-in.command.js';
export type { StaffSignInStep } from './commands/staff-sign-in/staff-sign-in.command.js';
export type { StaffSignedIn } from './commands/staff-sign-in/second-factor-step.js';
export type { StaffEnrolled } from './commands/enroll-staff-second-factor/enroll-staff-second-factor.command.js';
export type { SiteSettings } from './queries/get-site-settings/get-site-settings.query.js';

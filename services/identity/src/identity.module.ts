import { Global, Inject, Module, type DynamicModule, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  ACCESS_TOKEN_VERIFIER,
  MAIL_SENDER,
  MailModule,
  type MailSender,
  RUNTIME,
  ServiceDatabaseModule,
  type Runtime,
  type ServiceDb,
} from '@dating/platform';
import { CreateStaffController } from './commands/create-staff/create-staff.controller.js';
import { CreateStaffHandler } from './commands/create-staff/create-staff.handler.js';
import { EnrollStaffSecondFactorController } from './commands/enroll-staff-second-factor/enroll-staff-second-factor.controller.js';
import { EnrollStaffSecondFactorHandler } from './commands/enroll-staff-second-factor/enroll-staff-second-factor.handler.js';
import { RevokeStaffSessionController } from './commands/revoke-staff-session/revoke-staff-session.controller.js';
import { RevokeStaffSessionHandler } from './commands/revoke-staff-session/revoke-staff-session.handler.js';
import { StaffSignOutController } from './commands/sign-out/staff-sign-out.controller.js';
import { StaffSecondFactorStep } from './commands/staff-sign-in/second-factor-step.js';
import { UpdateMemberController } from './commands/update-member/update-member.controller.js';
import { UpdateMemberHandler } from './commands/update-member/update-member.handler.js';
import { UpdateSiteSettingController } from './commands/update-site-setting/update-site-setting.controller.js';
import { UpdateSiteSettingHandler } from './commands/update-site-setting/update-site-setting.handler.js';
import { UpdateStaffController } from './commands/update-staff/update-staff.controller.js';
import { UpdateStaffHandler } from './commands/update-staff/update-staff.handler.js';
import { VerifyStaffSecondFactorController } from './commands/verify-staff-second-factor/verify-staff-second-factor.controller.js';
import { VerifyStaffSecondFactorHandler } from './commands/verify-staff-second-factor/verify-staff-second-factor.handler.js';
import { IDENTITY_OPTIONS, identityOptions, type IdentityOptions } from './identity-options.js';
import { IdentityAdminResources } from './infrastructure/admin-resources.js';
import { TotpSecrets } from './infrastructure/auth/totp-secrets.js';
import { UnsubscribeLinkSigner } from './infrastructure/auth/unsubscribe-links.js';
import { GetDashboardController } from './queries/get-dashboard/get-dashboard.controller.js';
import { GetDashboardHandler } from './queries/get-dashboard/get-dashboard.handler.js';
import { GetIdentityRecordController } from './queries/get-identity-record/get-identity-record.controller.js';
import { GetIdentityRecordHandler } from './queries/get-identity-record/get-identity-record.handler.js';
import { GetSignedInStaffController } from './queries/get-signed-in-staff/get-signed-in-staff.controller.js';
import { GetSignedInStaffHandler } from './queries/get-signed-in-staff/get-signed-in-staff.handler.js';
import { ListIdentityRecordsController } from './queries/list-identity-records/list-identity-records.controller.js';
import { ListIdentityRecordsHandler } from './queries/list-identity-records/list-identity-records.handler.js';
import { nameWhenProfileNameChanged, PROFILE_NAME_CONSUMER } from './reactions/name-when-profile-name-changed.reaction.js';
import { AUDIT_LOG_CONSUMER, recordStaffActionInAuditLog } from './reactions/record-staff-action.reaction.js';
import { emailWhenRequested, MEMBER_EMAIL_CONSUMER } from './reactions/email-when-requested.reaction.js';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ChangeSettingsController } from './commands/change-settings/change-settings.controller.js';
import { ChangeSettingsHandler } from './commands/change-settings/change-settings.handler.js';
import { SetLanguageController } from './commands/set-language/set-language.controller.js';
import { UnsubscribeByLinkController } from './commands/unsubscribe-by-link/unsubscribe-by-link.controller.js';
import { UnsubscribeByLinkHandler } from './commands/unsubscribe-by-link/unsubscribe-by-link.handler.js';
import { SetLanguageHandler } from './commands/set-language/set-language.handler.js';
import { RecordClickController } from './commands/record-click/record-click.controller.js';
import { RecordClickHandler } from './commands/record-click/record-click.handler.js';
import { RegisterMemberController } from './commands/register-member/register-member.controller.js';
import { RegisterMemberHandler } from './commands/register-member/register-member.handler.js';
import { RequestPasswordResetController } from './commands/request-password-reset/request-password-reset.controller.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SignInController } from './commands/sign-in/sign-in.controller.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutController } from './commands/sign-out/sign-out.controller.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { StaffSignInController } from './commands/staff-sign-in/staff-sign-in.controller.js';
import { StaffSignInHandler } from './commands/staff-sign-in/staff-sign-in.handler.js';
import { FeedbackUploadInterceptor } from './commands/send-feedback/feedback-upload.interceptor.js';
import { SendFeedbackController } from './commands/send-feedback/send-feedback.controller.js';
import { SendFeedbackHandler } from './commands/send-feedback/send-feedback.handler.js';
import { GetMemberInfoController } from './queries/get-member-info/get-member-info.controller.js';
import { GetMemberInfoHandler } from './queries/get-member-info/get-member-info.handler.js';
import './identity-site-codes.js';
import { IDENTITY_DB, IDENTITY_SCHEMA } from './identity.tokens.js';
import { createCaptchaVerifier } from './infrastructure/adapters.js';
import { AccessTokens } from './infrastructure/auth/access-tokens.js';
import { SessionVerifier } from './infrastructure/auth/session-verifier.js';
import { IDENTITY_MIGRATIONS } from './infrastructure/migrations/index.js';
import { PasswordVerifier } from './infrastructure/passwords.js';
import { RateLimitStore } from './infrastructure/persistence/rate-limit.store.js';
import { RequestLimits } from './infrastructure/persistence/request-limits.js';
import { SessionCache } from './infrastructure/persistence/session-cache.js';
import { SignInThrottle } from './infrastructure/persistence/sign-in-throttle.store.js';
import { TakenEmailProbes } from './infrastructure/persistence/taken-email-probes.js';
import { CAPTCHA_VERIFIER } from './ports/captcha.port.js';
import { CheckSessionHandler } from './queries/check-session/check-session.handler.js';
import { GetSettingsController } from './queries/get-settings/get-settings.controller.js';
import { GetSettingsHandler } from './queries/get-settings/get-settings.handler.js';
import { GetSiteSettingsController } from './queries/get-site-settings/get-site-settings.controller.js';
import { GetSiteSettingsHandler } from './queries/get-site-settings/get-site-settings.handler.js';

const ADAPTER_PROVIDERS: Provider[] = [
  { provide: CAPTCHA_VERIFIER, inject: [RUNTIME], useFactory: (runtime: Runtime) => createCaptchaVerifier(runtime) },
  { provide: SessionCache, inject: [RUNTIME], useFactory: (runtime: Runtime) => new SessionCache(runtime.redis) },
  RateLimitStore,
  SignInThrottle,
  RequestLimits,
  TakenEmailProbes,
  FeedbackUploadInterceptor,
];

const AUTH_PROVIDERS: Provider[] = [
  AccessTokens,
  PasswordVerifier,
  SessionVerifier,
  TotpSecrets,
  UnsubscribeLinkSigner,
  StaffSecondFactorStep,
  { provide: ACCESS_TOKEN_VERIFIER, useExisting: SessionVerifier },
];

const COMMAND_HANDLERS: Provider[] = [
  RegisterMemberHandler,
  SignInHandler,
  StaffSignInHandler,
  SignOutHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangeSettingsHandler,
  SetLanguageHandler,
  UnsubscribeByLinkHandler,
  ChangePasswordHandler,
  RecordClickHandler,
  SendFeedbackHandler,
  EnrollStaffSecondFactorHandler,
  VerifyStaffSecondFactorHandler,
  UpdateMemberHandler,
  CreateStaffHandler,
  UpdateStaffHandler,
  RevokeStaffSessionHandler,
  UpdateSiteSettingHandler,
];

const QUERY_HANDLERS: Provider[] = [
  GetSettingsHandler,
  GetSiteSettingsHandler,
  CheckSessionHandler,
  GetMemberInfoHandler,
  GetSignedInStaffHandler,
  ListIdentityRecordsHandler,
  GetIdentityRecordHandler,
  GetDashboardHandler,
];

const CONTROLLERS: Type[] = [
  RegisterMemberController,
  SignInController,
  SignOutController,
  RequestPasswordResetController,
  ResetPasswordController,
  GetSettingsController,
  ChangeSettingsController,
  SetLanguageController,
  UnsubscribeByLinkController,
  ChangePasswordController,
  GetSiteSettingsController,
  RecordClickController,
  GetMemberInfoController,
  SendFeedbackController,
];

/** The back office's routes under /admin-api: staff access and identity's resources. */
const ADMIN_CONTROLLERS: Type[] = [
  StaffSignInController,
  EnrollStaffSecondFactorController,
  VerifyStaffSecondFactorController,
  GetSignedInStaffController,
  StaffSignOutController,
  ListIdentityRecordsController,
  GetIdentityRecordController,
  UpdateMemberController,
  CreateStaffController,
  UpdateStaffController,
  RevokeStaffSessionController,
  UpdateSiteSettingController,
  GetDashboardController,
];

/**
 * Members and staff: sign-up, sign-in and out, password reset, sessions and access tokens,
 * settings, site settings and the country list; staff access with a second factor and identity's
 * back-office resources; the audit log of every service's staff actions. Global, so every
 * module's MemberOnly() and StaffOnly() guards find ACCESS_TOKEN_VERIFIER. Needs
 * RuntimeModule.forRoot(...) in the app.
 *
 * CqrsModule and MailModule are imported as static modules: every service hosted in one process
 * shares one instance of each, so each handler registers once on one bus and /dev/mail once.
 */
@Global()
@Module({})
export class IdentityModule implements OnModuleInit {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(UnsubscribeLinkSigner) private readonly unsubscribeLinks: UnsubscribeLinkSigner,
  ) {}

  /** `options` override the environment (STAFF_IDLE_MINUTES); a bad value stops the start with a message naming it. */
  static register(options: Partial<IdentityOptions> = {}): DynamicModule {
    return {
      module: IdentityModule,
      global: true,
      imports: [CqrsModule, MailModule, ServiceDatabaseModule.forService({ token: IDENTITY_DB, schema: IDENTITY_SCHEMA, migrations: IDENTITY_MIGRATIONS })],
      controllers: [...CONTROLLERS, ...ADMIN_CONTROLLERS],
      providers: [
        { provide: IDENTITY_OPTIONS, useFactory: () => identityOptions(options) },
        IdentityAdminResources,
        ...ADAPTER_PROVIDERS,
        ...AUTH_PROVIDERS,
        ...COMMAND_HANDLERS,
        ...QUERY_HANDLERS,
      ],
      exports: [ACCESS_TOKEN_VERIFIER],
    };
  }

  /**
   * Every service's staff actions (platform.staff-actions.v1) into identity.audit_log; members' names
   * as they rename themselves on their profiles; the e-mails other services ask to send a member.
   */
  onModuleInit(): void {
    this.db.onEvents(AUDIT_LOG_CONSUMER, [recordStaffActionInAuditLog]);
    this.db.onEvents(PROFILE_NAME_CONSUMER, [nameWhenProfileNameChanged]);
    this.db.onEvents(MEMBER_EMAIL_CONSUMER, [emailWhenRequested(this.mail, this.runtime, this.unsubscribeLinks)]);
  }
}

import { Global, Inject, Injectable, Module, type DynamicModule, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, RUNTIME, serviceDatabaseProvider, ServiceLifecycle, type Runtime, type ServiceDatabase } from '@dating/platform';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ChangeSettingsController } from './commands/change-settings/change-settings.controller.js';
import { ChangeSettingsHandler } from './commands/change-settings/change-settings.handler.js';
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
import { IDENTITY_DB, IDENTITY_SCHEMA } from './identity.tokens.js';
import { MEMBER_SITE_CONTROLLERS, MEMBER_SITE_PROVIDERS } from './member-site.providers.js';
import { createCaptchaVerifier, createMailSender } from './infrastructure/adapters.js';
import { AccessTokens } from './infrastructure/auth/access-tokens.js';
import { SessionVerifier } from './infrastructure/auth/session-verifier.js';
import { IDENTITY_ENTITIES } from './infrastructure/entities/index.js';
import { DevMailController } from './infrastructure/mail/dev-mail.controller.js';
import { IDENTITY_MIGRATIONS } from './infrastructure/migrations/index.js';
import { SessionCache } from './infrastructure/persistence/session-cache.js';
import { SignInThrottleStore } from './infrastructure/persistence/sign-in-throttle.store.js';
import { CAPTCHA_VERIFIER } from './ports/captcha.port.js';
import { MAIL_SENDER } from './ports/mail.port.js';
import { GetCountriesController } from './queries/get-countries/get-countries.controller.js';
import { GetCountriesHandler } from './queries/get-countries/get-countries.handler.js';
import { GetSettingsController } from './queries/get-settings/get-settings.controller.js';
import { GetSettingsHandler } from './queries/get-settings/get-settings.handler.js';
import { GetSiteSettingsController } from './queries/get-site-settings/get-site-settings.controller.js';
import { GetSiteSettingsHandler } from './queries/get-site-settings/get-site-settings.handler.js';

/** Hands the identity database to the platform lifecycle, which runs its outbox relay with the app. */
@Injectable()
export class IdentityDatabaseLifecycle implements OnModuleInit {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(ServiceLifecycle) private readonly lifecycle: ServiceLifecycle,
  ) {}

  onModuleInit(): void {
    this.lifecycle.manage(this.db);
  }
}

const DATABASE_PROVIDERS: Provider[] = [
  serviceDatabaseProvider(IDENTITY_DB, { schema: IDENTITY_SCHEMA, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
  ServiceLifecycle,
  IdentityDatabaseLifecycle,
];

const ADAPTER_PROVIDERS: Provider[] = [
  { provide: CAPTCHA_VERIFIER, inject: [RUNTIME], useFactory: (runtime: Runtime) => createCaptchaVerifier(runtime) },
  { provide: MAIL_SENDER, inject: [RUNTIME], useFactory: (runtime: Runtime) => createMailSender(runtime) },
  { provide: SessionCache, inject: [RUNTIME], useFactory: (runtime: Runtime) => new SessionCache(runtime.redis) },
  { provide: SignInThrottleStore, inject: [IDENTITY_DB], useFactory: (db: ServiceDatabase) => new SignInThrottleStore(db.dataSource) },
];

const AUTH_PROVIDERS: Provider[] = [AccessTokens, SessionVerifier, { provide: ACCESS_TOKEN_VERIFIER, useExisting: SessionVerifier }];

const COMMAND_HANDLERS: Provider[] = [
  RegisterMemberHandler,
  SignInHandler,
  StaffSignInHandler,
  SignOutHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangeSettingsHandler,
  ChangePasswordHandler,
  RecordClickHandler,
];

const QUERY_HANDLERS: Provider[] = [GetSettingsHandler, GetSiteSettingsHandler, GetCountriesHandler];

const CONTROLLERS: Type[] = [
  RegisterMemberController,
  SignInController,
  StaffSignInController,
  SignOutController,
  RequestPasswordResetController,
  ResetPasswordController,
  GetSettingsController,
  ChangeSettingsController,
  ChangePasswordController,
  GetSiteSettingsController,
  GetCountriesController,
  RecordClickController,
  DevMailController,
];

/**
 * Members and staff: sign-up, sign-in and out, password reset, sessions and access tokens,
 * settings, site settings and the country list. Global, so every module's MemberOnly() and
 * StaffOnly() guards find ACCESS_TOKEN_VERIFIER. Needs RuntimeModule.forRoot(...) in the app.
 */
@Global()
@Module({})
export class IdentityModule {
  static register(): DynamicModule {
    return {
      module: IdentityModule,
      global: true,
      controllers: [...CONTROLLERS, ...MEMBER_SITE_CONTROLLERS],
      providers: [...DATABASE_PROVIDERS, ...ADAPTER_PROVIDERS, ...AUTH_PROVIDERS, ...COMMAND_HANDLERS, ...QUERY_HANDLERS, ...MEMBER_SITE_PROVIDERS],
      exports: [ACCESS_TOKEN_VERIFIER],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { RuntimeModule, type ReadinessCheck, type Runtime } from '@dating/platform';
import { BillingLedgerModule } from '@dating/billing-ledger';
import { ChatRoomModule } from '@dating/chat-room';
import { IdentityModule } from '@dating/identity';
import { ProfilesModule } from '@dating/profiles';
import { MailModule } from '@dating/mail';
import { NotificationsModule } from '@dating/notifications';
import { StaticPagesModule } from './static-pages.module.js';

/** Every service module in one process: the embedded default (or full mode on one node). */
@Module({})
export class AllInOneModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[]): DynamicModule {
    return {
      module: AllInOneModule,
      imports: [
        RuntimeModule.forRoot(runtime, readiness),
        IdentityModule.register(),
        BillingLedgerModule.register(),
        // `countries` stays identity's until its copy is removed (the first registered route wins).
        ProfilesModule.register({ countriesRoute: true }),
        ChatRoomModule.register(),
        MailModule.register(),
        NotificationsModule.register(),
        StaticPagesModule,
      ],
    };
  }
}

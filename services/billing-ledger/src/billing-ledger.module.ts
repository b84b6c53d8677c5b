import { type DynamicModule, Inject, Module, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { RUNTIME, type Runtime, serviceDatabaseProvider, type ServiceDatabase, ServiceLifecycle, subscribeReactions } from '@dating/platform';
import { HoldExpirySweeper } from './application/hold-expiry.js';
import { LedgerService } from './application/ledger.service.js';
import { PriceList } from './application/price-list.js';
import { BILLING_DB, BILLING_SQL } from './billing-tokens.js';
import { BILLING_MIGRATIONS, BILLING_SCHEMA } from './infrastructure/billing-migrations.js';
import type { Sql } from './infrastructure/ledger-store.js';
import { InProcessLedgerPort, LEDGER_PORT } from './ports/ledger.port.js';
import { GetBalanceController } from './queries/get-balance/get-balance.controller.js';
import { GetOrdersController } from './queries/get-orders/get-orders.controller.js';
import { GetPriceController } from './queries/get-price/get-price.controller.js';
import { openAccountWhenMemberRegistered } from './reactions/open-account-when-member-registered.reaction.js';
import { GrantCreditsController } from './commands/grant-credits/grant-credits.controller.js';
import { ReverseChargeController } from './commands/reverse-charge/reverse-charge.controller.js';
import { StartCheckoutController } from './commands/start-checkout/start-checkout.controller.js';
import { RefundPaymentController } from './commands/refund-payment/refund-payment.controller.js';
import { CheckoutExpirySweeper } from './payments/checkout-expiry.js';
import { CheckoutService } from './payments/checkout.service.js';
import { PaymentProviders } from './payments/payment-providers.js';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './payments/payments-config.js';
import { PostbackController } from './payments/postback/postback.controller.js';
import { PostbackService } from './payments/postback/postback.service.js';
import { RefundService } from './payments/refund.service.js';
import { SandboxController } from './payments/sandbox/sandbox.controller.js';
import { FinanceController } from './queries/finance/finance.controller.js';
import { GetReplenishmentController } from './queries/get-replenishment/get-replenishment.controller.js';
import { LoadCreditPacksController } from './queries/load-credit-packs/load-credit-packs.controller.js';

const databaseProviders: Provider[] = [
  serviceDatabaseProvider(BILLING_DB, { schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 20 }),
  { provide: BILLING_SQL, inject: [BILLING_DB], useFactory: (db: ServiceDatabase): Sql => db.dataSource },
];

const ledgerProviders: Provider[] = [
  {
    provide: LedgerService,
    inject: [BILLING_DB, RUNTIME],
    useFactory: (db: ServiceDatabase, runtime: Runtime) => new LedgerService(db.dataSource, () => db.relay.kick(), { prepareStatements: !runtime.embedded }),
  },
  { provide: PriceList, inject: [BILLING_SQL], useFactory: (sql: Sql) => new PriceList(sql) },
  {
    provide: LEDGER_PORT,
    inject: [LedgerService, PriceList, BILLING_SQL],
    useFactory: (l: LedgerService, p: PriceList, sql: Sql) => new InProcessLedgerPort(l, p, sql),
  },
  { provide: HoldExpirySweeper, inject: [BILLING_SQL, LedgerService], useFactory: (sql: Sql, l: LedgerService) => new HoldExpirySweeper(sql, l) },
  ServiceLifecycle,
];

const paymentProviders: Provider[] = [
  { provide: PAYMENTS_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime) => loadPaymentsConfig(process.env, { devProviders: runtime.devProviders }) },
  { provide: PaymentProviders, inject: [PAYMENTS_CONFIG, RUNTIME], useFactory: (c: PaymentsConfig, runtime: Runtime) => new PaymentProviders(c, runtime) },
  { provide: CheckoutService, inject: [BILLING_SQL, PaymentProviders], useFactory: (sql: Sql, p: PaymentProviders) => new CheckoutService(sql, p) },
  {
    provide: PostbackService,
    inject: [BILLING_DB, LedgerService, PaymentProviders],
    useFactory: (db: ServiceDatabase, l: LedgerService, p: PaymentProviders) => new PostbackService(db.dataSource, l, p, () => db.relay.kick()),
  },
  { provide: RefundService, inject: [BILLING_SQL, PaymentProviders], useFactory: (sql: Sql, p: PaymentProviders) => new RefundService(sql, p) },
  { provide: CheckoutExpirySweeper, inject: [BILLING_SQL], useFactory: (sql: Sql) => new CheckoutExpirySweeper(sql) },
];

const siteControllers = [
  GetBalanceController,
  GetPriceController,
  GetOrdersController,
  GetReplenishmentController,
  LoadCreditPacksController,
  StartCheckoutController,
];

/** Provider-facing routes: postbacks, and the sandbox's hosted page (dev providers only). */
const paymentControllers = [PostbackController, SandboxController];

/** Back-office routes under /admin-api (finance). */
const adminControllers = [FinanceController, GrantCreditsController, ReverseChargeController, RefundPaymentController];

/** billing-ledger: event-sourced credit accounts, prices, orders, payments and credit packs. */
@Module({})
export class BillingLedgerModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDatabase,
    @Inject(ServiceLifecycle) private readonly lifecycle: ServiceLifecycle,
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(HoldExpirySweeper) private readonly sweeper: HoldExpirySweeper,
    @Inject(CheckoutExpirySweeper) private readonly checkoutExpiry: CheckoutExpirySweeper,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  static register(): DynamicModule {
    return {
      module: BillingLedgerModule,
      providers: [...databaseProviders, ...ledgerProviders, ...paymentProviders],
      controllers: [...siteControllers, ...paymentControllers, ...adminControllers],
      exports: [LEDGER_PORT, LedgerService, PriceList, BILLING_SQL],
    };
  }

  onModuleInit(): void {
    this.lifecycle.manage(this.db);
    this.lifecycle.onStart(() =>
      subscribeReactions({
        bus: this.runtime.bus,
        dataSource: this.db.dataSource,
        schema: BILLING_SCHEMA,
        consumer: 'billing-ledger.member-registered',
        reactions: [openAccountWhenMemberRegistered(this.ledger)],
      }),
    );
    this.lifecycle.onStart(async () => this.sweeper.start());
    this.lifecycle.onStart(async () => this.checkoutExpiry.start());
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
    this.checkoutExpiry.stop();
  }
}

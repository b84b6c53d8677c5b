import { type DynamicModule, Inject, Module, type OnModuleInit, type Provider } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RUNTIME, type Runtime, ServiceDatabaseModule, type ServiceDb } from '@dating/platform';
import { CqrsLedgerPort, InProcessLedgerPort } from './api/ledger-port/in-process-ledger.port.js';
import { LEDGER_PORT } from './api/ledger-port/ledger.port.js';
import { LedgerService } from './application/ledger.service.js';
import { BILLING_DB } from './billing-tokens.js';
import { CaptureHoldHandler } from './commands/capture-hold/capture-hold.handler.js';
import { ChargeCreditsHandler } from './commands/charge-credits/charge-credits.handler.js';
import { GrantCreditsController } from './commands/grant-credits/grant-credits.controller.js';
import { GrantCreditsHandler } from './commands/grant-credits/grant-credits.handler.js';
import { HoldCreditsHandler } from './commands/hold-credits/hold-credits.handler.js';
import { PrepareCheckoutsHandler } from './commands/prepare-checkouts/prepare-checkouts.handler.js';
import { ProcessPostbackController } from './commands/process-postback/process-postback.controller.js';
import { ProcessPostbackHandler } from './commands/process-postback/process-postback.handler.js';
import { RefundPaymentController } from './commands/refund-payment/refund-payment.controller.js';
import { RefundPaymentHandler } from './commands/refund-payment/refund-payment.handler.js';
import { ReleaseHoldHandler } from './commands/release-hold/release-hold.handler.js';
import { CreateCreditPackController } from './commands/create-credit-pack/create-credit-pack.controller.js';
import { CreateCreditPackHandler } from './commands/create-credit-pack/create-credit-pack.handler.js';
import { RetireCreditPackController } from './commands/retire-credit-pack/retire-credit-pack.controller.js';
import { RetireCreditPackHandler } from './commands/retire-credit-pack/retire-credit-pack.handler.js';
import { RunLedgerVerificationController } from './commands/run-ledger-verification/run-ledger-verification.controller.js';
import { RunLedgerVerificationHandler } from './commands/run-ledger-verification/run-ledger-verification.handler.js';
import { UpdateCreditPackController } from './commands/update-credit-pack/update-credit-pack.controller.js';
import { UpdateCreditPackHandler } from './commands/update-credit-pack/update-credit-pack.handler.js';
import { UpdatePriceController } from './commands/update-price/update-price.controller.js';
import { UpdatePriceHandler } from './commands/update-price/update-price.handler.js';
import { ReverseChargeController } from './commands/reverse-charge/reverse-charge.controller.js';
import { ReverseChargeHandler } from './commands/reverse-charge/reverse-charge.handler.js';
import { StartCheckoutController } from './commands/start-checkout/start-checkout.controller.js';
import { StartCheckoutHandler } from './commands/start-checkout/start-checkout.handler.js';
import { BILLING_MIGRATIONS } from './infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from './infrastructure/billing-schema.js';
import { Checkouts } from './infrastructure/checkouts.js';
import { PaymentProviders } from './infrastructure/payments/payment-providers.js';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './infrastructure/payments/payments-config.js';
import { RefundRequests } from './infrastructure/payments/refund-requests.js';
import { SandboxCheckouts } from './infrastructure/payments/sandbox/sandbox-checkouts.js';
import { SandboxController } from './infrastructure/payments/sandbox/sandbox.controller.js';
import { PriceList } from './infrastructure/price-list.js';
import { BillingJobs } from './jobs/billing-jobs.js';
import { CheckoutExpiry } from './jobs/checkout-expiry.js';
import { HoldExpiry } from './jobs/hold-expiry.js';
import { ExportFinanceCsvController } from './queries/export-finance-csv/export-finance-csv.controller.js';
import { ExportFinanceCsvHandler } from './queries/export-finance-csv/export-finance-csv.handler.js';
import { GetFinanceDashboardController } from './queries/get-finance-dashboard/get-finance-dashboard.controller.js';
import { GetFinanceDashboardHandler } from './queries/get-finance-dashboard/get-finance-dashboard.handler.js';
import { GetBalanceController } from './queries/get-balance/get-balance.controller.js';
import { GetBalanceHandler } from './queries/get-balance/get-balance.handler.js';
import { GetFinanceRecordController } from './queries/get-finance-record/get-finance-record.controller.js';
import { GetFinanceRecordHandler } from './queries/get-finance-record/get-finance-record.handler.js';
import { GetOrdersController } from './queries/get-orders/get-orders.controller.js';
import { GetOrdersHandler } from './queries/get-orders/get-orders.handler.js';
import { GetPriceController } from './queries/get-price/get-price.controller.js';
import { GetPriceHandler } from './queries/get-price/get-price.handler.js';
import { GetReplenishmentController } from './queries/get-replenishment/get-replenishment.controller.js';
import { GetReplenishmentHandler } from './queries/get-replenishment/get-replenishment.handler.js';
import { ListFinanceRecordsController } from './queries/list-finance-records/list-finance-records.controller.js';
import { ListFinanceRecordsHandler } from './queries/list-finance-records/list-finance-records.handler.js';
import { LoadCreditPacksController } from './queries/load-credit-packs/load-credit-packs.controller.js';
import { LoadCreditPacksHandler } from './queries/load-credit-packs/load-credit-packs.handler.js';
import { openAccountWhenMemberRegistered } from './reactions/open-account-when-member-registered.reaction.js';

/** Connections of billing's pool: sized for the ledger's hot path (bench:ledger runs on the same). */
export const BILLING_POOL_SIZE = 20;

/** The billing schema, migrated at boot, with its outbox relay. */
const DATABASE = ServiceDatabaseModule.forService({ token: BILLING_DB, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: BILLING_POOL_SIZE });

const LEDGER_PROVIDERS: Provider[] = [
  {
    provide: LedgerService,
    inject: [BILLING_DB, RUNTIME],
    // Its one-statement commit writes the outbox itself, so it kicks the relay itself.
    useFactory: (db: ServiceDb, runtime: Runtime) => new LedgerService(db, () => db.relay.kick(), { prepareStatements: !runtime.embedded }),
  },
  { provide: PriceList, inject: [BILLING_DB], useFactory: (db: ServiceDb) => new PriceList(db) },
  CqrsLedgerPort,
  { provide: LEDGER_PORT, inject: [CqrsLedgerPort], useFactory: (port: CqrsLedgerPort) => new InProcessLedgerPort(port) },
];

const PAYMENT_PROVIDERS: Provider[] = [
  { provide: PAYMENTS_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime) => loadPaymentsConfig(process.env, { devProviders: runtime.devProviders }) },
  { provide: PaymentProviders, inject: [PAYMENTS_CONFIG, RUNTIME], useFactory: (c: PaymentsConfig, runtime: Runtime) => new PaymentProviders(c, runtime) },
  { provide: Checkouts, inject: [BILLING_DB, PaymentProviders], useFactory: (db: ServiceDb, p: PaymentProviders) => new Checkouts(db, p) },
  { provide: RefundRequests, inject: [PaymentProviders], useFactory: (p: PaymentProviders) => new RefundRequests(p) },
  { provide: SandboxCheckouts, inject: [BILLING_DB], useFactory: (db: ServiceDb) => new SandboxCheckouts(db) },
];

const JOB_PROVIDERS: Provider[] = [
  { provide: HoldExpiry, inject: [BILLING_DB, LedgerService], useFactory: (db: ServiceDb, ledger: LedgerService) => new HoldExpiry(db, ledger) },
  { provide: CheckoutExpiry, inject: [BILLING_DB], useFactory: (db: ServiceDb) => new CheckoutExpiry(db) },
  BillingJobs,
];

/** Charge, hold, capture and release come from other services, through the ledger port. */
const COMMAND_HANDLERS: Provider[] = [
  ChargeCreditsHandler,
  HoldCreditsHandler,
  CaptureHoldHandler,
  ReleaseHoldHandler,
  GrantCreditsHandler,
  ReverseChargeHandler,
  StartCheckoutHandler,
  PrepareCheckoutsHandler,
  ProcessPostbackHandler,
  RefundPaymentHandler,
  UpdatePriceHandler,
  CreateCreditPackHandler,
  UpdateCreditPackHandler,
  RetireCreditPackHandler,
  RunLedgerVerificationHandler,
];

const QUERY_HANDLERS: Provider[] = [
  GetBalanceHandler,
  GetPriceHandler,
  GetOrdersHandler,
  GetReplenishmentHandler,
  LoadCreditPacksHandler,
  ListFinanceRecordsHandler,
  GetFinanceRecordHandler,
  ExportFinanceCsvHandler,
  GetFinanceDashboardHandler,
];

const SITE_CONTROLLERS = [
  GetBalanceController,
  GetPriceController,
  GetOrdersController,
  GetReplenishmentController,
  LoadCreditPacksController,
  StartCheckoutController,
];

/** Provider-facing routes: postbacks, and the sandbox's hosted page (dev providers only). */
const PAYMENT_CONTROLLERS = [ProcessPostbackController, SandboxController];

/**
 * Back-office routes under /admin-api (finance; the catalogue's writes are admins'). The CSV
 * exports come before the records' getOne routes, so `payments/export.csv` is not a payment id.
 */
const ADMIN_CONTROLLERS = [
  ExportFinanceCsvController,
  ListFinanceRecordsController,
  GetFinanceRecordController,
  GetFinanceDashboardController,
  GrantCreditsController,
  ReverseChargeController,
  RefundPaymentController,
  RunLedgerVerificationController,
  UpdatePriceController,
  CreateCreditPackController,
  UpdateCreditPackController,
  RetireCreditPackController,
];

/**
 * billing-ledger: event-sourced credit accounts, prices, orders, payments and credit packs.
 * CqrsModule is imported as the static module, as identity does: services hosted in one process
 * share one instance, so every handler registers once on one bus.
 */
@Module({})
export class BillingLedgerModule implements OnModuleInit {
  constructor(
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(LedgerService) private readonly ledger: LedgerService,
  ) {}

  static register(): DynamicModule {
    return {
      module: BillingLedgerModule,
      imports: [CqrsModule, DATABASE],
      providers: [...LEDGER_PROVIDERS, ...PAYMENT_PROVIDERS, ...JOB_PROVIDERS, ...COMMAND_HANDLERS, ...QUERY_HANDLERS],
      controllers: [...SITE_CONTROLLERS, ...PAYMENT_CONTROLLERS, ...ADMIN_CONTROLLERS],
      exports: [LEDGER_PORT, CqrsLedgerPort, LedgerService, DATABASE],
    };
  }

  onModuleInit(): void {
    this.db.onEvents('billing-ledger.member-registered', [openAccountWhenMemberRegistered(this.ledger)]);
  }
}

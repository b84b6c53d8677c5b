import 'reflect-metadata';
import {
  bootstrapService,
  type EnvSchema,
  GRPC_CALLERS_ENV,
  GrpcEndpoint,
  logger,
  SERVICE_KEY_ENV,
  serviceCallersFromEnv,
  serviceTokenSignerFromEnv,
} from '@dating/platform';
import { LEDGER_SERVICE_NAME } from './api/ledger-port/ledger-grpc.definition.js';
import { LEDGER_PERMISSIONS } from './api/ledger-port/ledger-permissions.js';
import { BillingLedgerSplitModule, LEDGER_GRPC_ENDPOINT } from './split-mode.js';

/**
 * billing-ledger on its own (split mode): the Site API routes over HTTP on PORT and the
 * `billing.v1.LedgerService` port over gRPC on GRPC_PORT, for the processes that charge credits.
 * Callers of the port sign every call with their own key (service tokens); GRPC_CALLERS holds
 * their public keys and LEDGER_PERMISSIONS what each may do. Member and staff tokens are checked
 * against identity's session port (IDENTITY_GRPC_ADDRESS), which billing calls signed with
 * SERVICE_PRIVATE_KEY, so a sign-out takes effect here within a second, Redis or not.
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'address', expects: "host:port of identity's gRPC session port", required: true },
  GRPC_PORT: { kind: 'port', expects: 'the gRPC port of the ledger port, 0-65535', default: '50051' },
  ...SERVICE_KEY_ENV,
  ...GRPC_CALLERS_ENV,
} as const satisfies EnvSchema;

const log = logger(LEDGER_SERVICE_NAME);

void bootstrapService({
  name: LEDGER_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    const signer = serviceTokenSignerFromEnv(LEDGER_SERVICE_NAME, config);
    const callers = serviceCallersFromEnv(LEDGER_SERVICE_NAME, config);
    const withoutPermissions = callers.knownCallers.filter((name) => !Object.hasOwn(LEDGER_PERMISSIONS, name));
    if (withoutPermissions.length)
      log.warn({ callers: withoutPermissions }, 'GRPC_CALLERS names services that have no ledger permissions; their calls are refused');
    return BillingLedgerSplitModule.register(runtime, readiness, {
      grpc: { host: config.GRPC_HOST, port: config.GRPC_PORT },
      callers,
      identity: { address: config.IDENTITY_GRPC_ADDRESS, signer },
    });
  },
  describe: (app, config) => ({ grpc: `${config.GRPC_HOST}:${GrpcEndpoint.of(app, LEDGER_GRPC_ENDPOINT).port}`, identity: config.IDENTITY_GRPC_ADDRESS }),
});

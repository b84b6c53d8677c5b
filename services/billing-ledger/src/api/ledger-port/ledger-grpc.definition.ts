import { grpcServiceDefinition } from '@dating/platform';
import { LedgerService } from '@dating/proto/billing/v1/ledger_pb';

/** The port's method names (charge, hold, ...): the local names of `billing.v1.LedgerService`'s RPCs. */
export type LedgerMethod = keyof typeof LedgerService.method;

/** The ledger's service name: the audience of the service tokens its callers sign, and their permission key. */
export const LEDGER_SERVICE_NAME = 'billing-ledger';

/**
 * `billing.v1.LedgerService` for grpc-js, keyed by the port's method names. Derived from the
 * protobuf-es descriptor (see the platform's grpc-contract): adding an RPC to ledger.proto and to
 * `LedgerPort` is all the wiring there is, plus a line in the callers' permissions.
 */
export const LEDGER_SERVICE_DEFINITION = grpcServiceDefinition(LedgerService);

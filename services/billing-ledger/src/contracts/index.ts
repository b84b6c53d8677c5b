/**
 * billing-ledger's contract package (`@dating/billing-ledger/contracts`): what other services may
 * import without hosting billing — its integration events, and the ledger port they charge credits
 * through (the LedgerPort interface and LEDGER_PORT token, GrpcLedgerPort for another process).
 */
export * from './billing-events.js';
export * from '../api/ledger-port/ledger.port.js';
export * from '../api/ledger-port/ledger-grpc.client.js';
export { LEDGER_SERVICE_NAME, type LedgerMethod } from '../api/ledger-port/ledger-grpc.definition.js';

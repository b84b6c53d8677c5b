/**
 * billing-ledger's contract package (`@dating/billing-ledger/contracts`): its integration events and
 * the ledger port other services charge credits through.
 */
export * from './billing-events.js';

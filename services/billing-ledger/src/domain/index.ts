export * from './balance.js';
export * from './command-slice.js';
export * from './decide.js';
export * from './ledger-commands.js';
export * from './ledger-errors.js';
export * from './ledger-events.js';
export * from './ledger-state.js';

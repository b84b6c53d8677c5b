export * from './billing-test-app.js';
export * from './ledger-fixtures.js';
export * from './fakes.js';
export * from './ra-simple-rest.js';

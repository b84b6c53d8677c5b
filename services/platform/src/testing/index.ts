export * from './bus-contract.js';
export * from './test-env.js';

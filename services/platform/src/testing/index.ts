export * from './bus-contract.js';
export * from './fakes.js';
export * from './test-env.js';
export * from './test-app.js';
export * from './routes.js';
export * from './ra-simple-rest.js';
export * from './typescript-child.js';
export * from './redis-server.js';

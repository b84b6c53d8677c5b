export * from './billing-test-app.js';

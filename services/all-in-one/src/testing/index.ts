export * from './testing-process.js';

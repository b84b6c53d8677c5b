// Tests start the built product through the launcher, as the web bench does.
export * from '../launcher.js';
export * from './all-in-one-test-app.js';

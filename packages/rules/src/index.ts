/**
 * @dating/rules: the spec's product rules, isomorphic (plain TypeScript, no framework). Every
 * limit, enum, pattern and message of spec sections 3, 5 and 9, the error catalogue of section 8,
 * and pure checks built on them. The server's validation and both front ends' forms use it.
 */
export * from './browser.js';
export * from './cookies.js';
export * from './enums.js';
export * from './member-email.js';
export * from './forms.js';
export * from './limits.js';
export * from './messages.js';
export * from './patterns.js';
export * from './profile.js';
export * from './token.js';
export * from './validate.js';
export * from './countries.js';
export * from './social.js';
export * from './durations.js';
export * from './contact-signals.js';
export * from './scammers.js';
export * from './member-reports.js';

export { MAIL_POOL_SIZE, MailModule } from './mail.module.js';
export { DEFAULT_MAIL_OPTIONS, type MailOptions } from './mail.options.js';
export { MAIL_DB, MAIL_SCHEMA, MAIL_SERVICE_NAME } from './mail.tokens.js';
export { MAIL_SITE_CODES } from './mail-site-codes.js';
export type { MailErrorCode } from './domain/mail-errors.js';
export { MAIL_MIGRATIONS } from './infrastructure/migrations/index.js';
export { SendDispatchesJob } from './admin/dispatches/send-dispatches.job.js';
export * from './contracts/index.js';
export { MailSplitModule, type MailSplitOptions } from './split-mode.js';

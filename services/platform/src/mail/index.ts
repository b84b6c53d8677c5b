export * from './capture.mail-sender.js';
export { DevMailController } from './dev-mail.controller.js';
export * from './mail-sender.js';
export * from './mail.module.js';
export * from './smtp.mail-sender.js';

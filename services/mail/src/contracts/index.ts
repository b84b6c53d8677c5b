/**
 * mail's contract package (`@dating/mail/contracts`): what other services may import without
 * hosting mail — its integration events, the blocking port it asks, and the anti-scam check the
 * chat service may run on its messages too.
 */
export * from './mail-events.js';
export { excerptOf, letterFingerprint, type ScamSignal, scamSignals } from '../domain/scam-signals.js';

/**
 * mail's contract package (`@dating/mail/contracts`): what other services may import without
 * hosting mail — its integration events, the blocking port it asks, and its anti-scam checks (the
 * contact check itself lives in `@dating/rules`, which chat-room uses for its `chat-flags`).
 */
export * from './mail-events.js';
export { excerptOf, letterFingerprint, type ScamSignal, scamSignals } from '../domain/scam-signals.js';

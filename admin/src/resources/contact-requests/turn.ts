import type { QueueRecord } from '../shared/moderation-steps';

export const CONTACT_REQUESTS = 'contact-requests';

/**
 * A contact-info request as `/admin-api/contact-requests` sends it (the back-office contract of
 * services/profiles): a man asked for a lady's phone and e-mail; her agency's moderator decides
 * first (status `process`), then a site moderator makes the final decision (`verification`).
 * Whose turn it is: shared/moderation-steps.tsx (waitingStep, isCallersTurn), as for gifts.
 */
export interface ContactRequestRecord extends QueueRecord {
  /** Credits (the price list's `realinfo_request` when he asked). */
  price: number;
}

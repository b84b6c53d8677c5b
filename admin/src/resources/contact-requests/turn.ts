import { decidesAt, type ModerationStep } from '../shared/moderation-steps';

/**
 * A contact-info request as `/admin-api/contact-requests` sends it (the back-office contract of
 * services/profiles): a man asked for a lady's phone and e-mail; her agency's moderator decides
 * first (status `process`), then a site moderator makes the final decision (`verification`).
 */
export interface ContactRequestRecord {
  id: number;
  man_id: number;
  man_name: string | null;
  lady_id: number;
  lady_name: string | null;
  agency_id: string | null;
  status: ContactRequestStatus;
  /** Whose decision it waits for; null once decided. */
  step?: ContactRequestStep | null;
  /** Credits (the price list's `realinfo_request` when he asked). */
  price: number;
  /** A rejection's reason (the man reads it), else null. */
  reason: string | null;
  created_at: string;
  agency_decided_by: string | null;
  agency_decided_at: string | null;
  site_decided_by: string | null;
  site_decided_at: string | null;
}

export const CONTACT_REQUEST_STATUSES = ['process', 'verification', 'accept', 'reject'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
export type ContactRequestStep = ModerationStep;
export const STATUS_TONES = { process: 'warning', verification: 'info', accept: 'success', reject: 'error' } as const;
/** The longest rejection reason the server keeps (1–500 characters). */
export const REJECT_REASON_MAX = 500;

type TurnFields = Pick<ContactRequestRecord, 'status' | 'agency_id'> & { step?: ContactRequestStep | null };

/**
 * Whose decision a request waits for. The server's `step` when it sends one; otherwise from the
 * status: `process` is her agency's step (the site's for a lady without an agency, whose request
 * stays `process` until a site moderator decides), `verification` the site's, the rest nobody's.
 */
export function waitingStep(record: TurnFields): ContactRequestStep | null {
  if (record.status !== 'process' && record.status !== 'verification') return null;
  if (record.step !== undefined) return record.step;
  if (record.status === 'verification') return 'site';
  return record.agency_id !== null && record.agency_id !== undefined ? 'agency' : 'site';
}

/** Whether `role` decides now: an agency moderator the agency's step, site moderators and admins the final one. */
export function isCallersTurn(record: TurnFields, role: unknown): boolean {
  return decidesAt(waitingStep(record), role);
}

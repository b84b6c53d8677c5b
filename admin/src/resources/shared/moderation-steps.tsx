import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The two steps of a moderated item (photos, videos, contact requests, gifts): her agency's, then the site's. */
export type ModerationStep = 'agency' | 'site';

/** The step `role` decides at: an agency moderator her agency's, site moderators and admins the final one (a queue's default filter, the dashboard's count). */
export const stepOf = (role: unknown): ModerationStep => (role === 'agency_moderator' ? 'agency' : 'site');

/** Whether `role` decides an item waiting at `step` (null: decided, nobody's). */
export function decidesAt(step: ModerationStep | null, role: unknown): boolean {
  if (step === 'agency') return role === 'agency_moderator';
  if (step === 'site') return role === 'site_moderator' || role === 'admin';
  return false;
}

/**
 * The statuses of the queues a man's request goes through and that are decided with
 * `POST /admin-api/<resource>/:id/decision` (contact requests, gifts): `process` at her agency's step
 * (the site's for a lady without an agency), `verification` at the site's, then `accept` or `reject`.
 */
export const QUEUE_STATUSES = ['process', 'verification', 'accept', 'reject'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const QUEUE_STATUS_TONES = { process: 'warning', verification: 'info', accept: 'success', reject: 'error' } as const;
/** The longest rejection reason the server keeps for these queues (1–500 characters; the man reads it). */
export const QUEUE_REJECT_REASON_MAX = 500;

/**
 * A record of such a queue as the admin API sends it (docs/admin-api.md, contact-requests; the
 * gift-sends contract): the man who asked, the lady, where it stands and who decided what.
 */
export interface QueueRecord {
  id: number;
  man_id: number;
  man_name: string | null;
  lady_id: number;
  lady_name: string | null;
  agency_id: string | null;
  status: QueueStatus;
  /** Whose decision it waits for; null once decided. */
  step?: ModerationStep | null;
  /** A rejection's reason (the man reads it), else null. */
  reason: string | null;
  created_at: string;
  /** The man or the lady is banned now: the request can only be rejected (his credits go back). */
  party_banned?: boolean;
  /** When billing expired his hold before a decision (his credits are back already): it can only be rejected. */
  hold_expired_at?: string | null;
  agency_decided_by: string | null;
  agency_decided_at: string | null;
  site_decided_by: string | null;
  site_decided_at: string | null;
}

/** What tells whose step a queue record waits for. */
export type QueueTurnFields = Pick<QueueRecord, 'status' | 'agency_id'> & { step?: ModerationStep | null };

/**
 * Whose decision a queue record waits for. The server's `step` when it sends one; otherwise from the
 * status: `process` is her agency's step (the site's for a lady without an agency, whose record
 * stays `process` until a site moderator decides), `verification` the site's, the rest nobody's.
 */
export function waitingStep(record: QueueTurnFields): ModerationStep | null {
  if (record.status !== 'process' && record.status !== 'verification') return null;
  if (record.step !== undefined) return record.step;
  if (record.status === 'verification') return 'site';
  return record.agency_id !== null && record.agency_id !== undefined ? 'agency' : 'site';
}

/** Whether `role` decides a queue record now: an agency moderator the agency's step, site moderators and admins the final one. */
export function isCallersTurn(record: QueueTurnFields, role: unknown): boolean {
  return decidesAt(waitingStep(record), role);
}

/** Whose decision an item waits for: "Your decision" (filled) when it is the caller's, else the step (`resources.<resource>.steps.*`). */
export const StepChip = ({ resource, step, mine, testId }: { resource: string; step: ModerationStep; mine: boolean; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={mine ? 'filled' : 'outlined'}
      color={mine ? 'primary' : 'default'}
      label={translate(mine ? `resources.${resource}.steps.yours` : `resources.${resource}.steps.${step}`)}
      data-testid={testId}
    />
  );
};

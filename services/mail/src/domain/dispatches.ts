import type { StaffRole } from '@dating/platform';
import { DISPATCH_LIMITS } from '@dating/rules';
import type { MailErrorCode } from './mail-errors.js';

/**
 * A dispatch's life: a lady's proposal waits in `awaiting_approval`; a moderator approves it
 * (`sending`: the dispatch job sends its copies, then `done`) or rejects it (`rejected`, nothing is
 * sent). The back office's own dispatches start in `sending`.
 */
export const DISPATCH_STATES = ['awaiting_approval', 'sending', 'done', 'rejected'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

/** How many men one dispatch may reach. */
export const DISPATCH_RECIPIENTS_MAX = DISPATCH_LIMITS.recipientsMax;
/** The recipients' message of a create or a proposal whose list is empty or not a list of ids. */
export const DISPATCH_RECIPIENTS_MESSAGE = `The recipient_ids field must list 1 to ${DISPATCH_RECIPIENTS_MAX} member ids`;

/** How many dispatches a lady may propose in 24 hours (each is a moderator's work). */
export const DISPATCH_PROPOSALS_PER_DAY = DISPATCH_LIMITS.proposalsPerDay;
export const DISPATCH_LIMIT_MESSAGE = `You can propose at most ${DISPATCH_PROPOSALS_PER_DAY} dispatches a day`;
/** The longest rejection reason kept (the lady reads it). */
export const DISPATCH_REJECT_REASON_MAX = 500;

/** `created_by` of a lady's own proposal (the back office's dispatches hold the staff id). */
export const proposerOf = (ladyId: string) => `member:${ladyId}`;
/** The stored idempotency key of a lady's proposal: her client key, scoped to her (keys are unique over all dispatches). */
export const proposalKey = (ladyId: string, clientKey: string) => `lady:${ladyId}:${clientKey}`;

export type DispatchDecision = 'approve' | 'reject';

export interface DecidableDispatch {
  state: DispatchState;
  agency_id: string | null;
}

export type DispatchDecisionOutcome =
  { ok: true; next: 'sending' | 'rejected'; reason: string | null } | { ok: false; code: MailErrorCode; message?: string; field?: string };

/**
 * A moderator's decision on a proposed dispatch: an agency moderator decides only for her agency's
 * ladies (another agency's dispatch is not found, as in the list); a site moderator or an admin for
 * every lady. A rejection needs a reason; only a dispatch awaiting approval can be decided.
 */
export function decideDispatch(
  dispatch: DecidableDispatch,
  moderator: { role: StaffRole; agencyId: string | null | undefined },
  decision: DispatchDecision,
  reasonText: unknown,
): DispatchDecisionOutcome {
  const sees =
    moderator.role === 'agency_moderator'
      ? !!moderator.agencyId && dispatch.agency_id === moderator.agencyId
      : moderator.role === 'site_moderator' || moderator.role === 'admin';
  if (!sees) return { ok: false, code: 'MAIL.DISPATCH_NOT_FOUND' };
  const reason = typeof reasonText === 'string' ? reasonText.trim() : '';
  if (decision === 'reject' && !reason) return { ok: false, code: 'MAIL.INVALID', message: 'Give the reason of the rejection', field: 'reason' };
  if (reason.length > DISPATCH_REJECT_REASON_MAX)
    return { ok: false, code: 'MAIL.INVALID', message: `The reason must be at most ${DISPATCH_REJECT_REASON_MAX} characters`, field: 'reason' };
  if (dispatch.state !== 'awaiting_approval') return { ok: false, code: 'MAIL.DISPATCH_NOT_AWAITING' };
  return decision === 'approve' ? { ok: true, next: 'sending', reason: null } : { ok: true, next: 'rejected', reason };
}

import { type QueueRecord, waitingStep } from './moderation-steps';

export type Outcome = 'requested' | 'accepted' | 'rejected' | 'waiting' | 'no_agency' | 'after_agency' | 'not_reached';

export interface HistoryLine {
  step: 'requested' | 'agency' | 'site';
  outcome: Outcome;
  by: string | null;
  at: string | null;
  /** The rejection's reason on the line of the step that rejected. */
  reason: string | null;
}

type HistoryFields = Pick<
  QueueRecord,
  'status' | 'agency_id' | 'created_at' | 'reason' | 'agency_decided_by' | 'agency_decided_at' | 'site_decided_by' | 'site_decided_at'
> & { step?: QueueRecord['step'] };

/**
 * A queue record's history (a contact request, a sent gift) as the record tells it: the man's
 * request, her agency's decision, the site's decision. A rejection is the agency's when only the
 * agency decided (the site never saw it), else the site's; a lady without an agency has no agency
 * decision (the site decides alone).
 */
export function historyOf(record: HistoryFields): HistoryLine[] {
  const rejected = record.status === 'reject';
  const siteDecided = !!record.site_decided_at;
  const agencyDecided = !!record.agency_decided_at;
  const step = waitingStep(record);

  let agency: Outcome;
  if (agencyDecided) agency = rejected && !siteDecided ? 'rejected' : 'accepted';
  else if (step === 'agency') agency = 'waiting';
  else if (!record.agency_id) agency = 'no_agency';
  else agency = 'not_reached';

  let site: Outcome;
  if (siteDecided) site = rejected ? 'rejected' : 'accepted';
  else if (step === 'site') site = 'waiting';
  else if (step === 'agency') site = 'after_agency';
  else site = 'not_reached';

  return [
    { step: 'requested', outcome: 'requested', by: null, at: record.created_at ?? null, reason: null },
    {
      step: 'agency',
      outcome: agency,
      by: record.agency_decided_by ?? null,
      at: record.agency_decided_at ?? null,
      reason: agency === 'rejected' ? (record.reason ?? null) : null,
    },
    {
      step: 'site',
      outcome: site,
      by: record.site_decided_by ?? null,
      at: record.site_decided_at ?? null,
      reason: site === 'rejected' ? (record.reason ?? null) : null,
    },
  ];
}

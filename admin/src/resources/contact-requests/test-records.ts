import type { ContactRequestRecord } from './turn';

/** Requests at every point of their moderation, for the component tests. */
const base: ContactRequestRecord = {
  id: 0,
  man_id: 100001,
  man_name: 'John',
  lady_id: 630001,
  lady_name: 'Olena',
  agency_id: 'ag1',
  status: 'process',
  step: 'agency',
  price: 500,
  reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  agency_decided_by: null,
  agency_decided_at: null,
  site_decided_by: null,
  site_decided_at: null,
};

/** At her agency's step. */
export const AT_AGENCY: ContactRequestRecord = { ...base, id: 11 };
/** Accepted by her agency, at the site's step. */
export const AT_SITE: ContactRequestRecord = {
  ...base,
  id: 12,
  man_id: 100002,
  man_name: 'David',
  status: 'verification',
  step: 'site',
  agency_decided_by: 'Agency Moderator',
  agency_decided_at: '2026-11-20T11:00:00.000Z',
};
/** A lady without an agency: still `process`, the site's to decide. */
export const NO_AGENCY: ContactRequestRecord = { ...base, id: 13, lady_id: 630002, lady_name: 'Maria', agency_id: null, step: 'site' };
/** Accepted by both steps. */
export const ACCEPTED: ContactRequestRecord = {
  ...AT_SITE,
  id: 14,
  status: 'accept',
  step: null,
  site_decided_by: 'Site Moderator',
  site_decided_at: '2026-11-21T09:30:00.000Z',
};
/** Rejected by her agency. */
export const REJECTED_BY_AGENCY: ContactRequestRecord = {
  ...base,
  id: 15,
  status: 'reject',
  step: null,
  reason: 'She asked not to share her phone yet',
  agency_decided_by: 'Agency Moderator',
  agency_decided_at: '2026-11-20T12:00:00.000Z',
};
/** Rejected by the site, after her agency accepted. */
export const REJECTED_BY_SITE: ContactRequestRecord = {
  ...AT_SITE,
  id: 16,
  status: 'reject',
  step: null,
  reason: 'Suspected scam account',
  site_decided_by: 'Site Moderator',
  site_decided_at: '2026-11-21T08:00:00.000Z',
};

export const ALL = [AT_AGENCY, AT_SITE, NO_AGENCY, ACCEPTED, REJECTED_BY_AGENCY, REJECTED_BY_SITE];

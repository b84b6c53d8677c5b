import type { MemberReportRecord } from './member-report';

/** Reports for the component tests. */

/** Open, a scam, and the third open report on the same man: a repeat offender. */
export const SCAM_REPORT: MemberReportRecord = {
  id: 21,
  reporter_id: 100014,
  reporter_name: 'Paola Rossi',
  reported_id: 200031,
  reported_name: 'John Carter',
  reported_user_type: 'man',
  reason: 'scam',
  details: 'He asked me for money for a plane ticket.\nThen he stopped answering.',
  status: 'open',
  created_at: '2026-11-28T09:15:00.000Z',
  decided_at: null,
  decided_by: null,
  decision_note: null,
  reports_on_member: 4,
  open_reports_on_member: 3,
};

/** Open, the only report on her, nothing written. */
export const FAKE_PROFILE_REPORT: MemberReportRecord = {
  id: 22,
  reporter_id: 200045,
  reporter_name: 'Mark Evans',
  reported_id: 100077,
  reported_name: 'Anna Smirnova',
  reported_user_type: 'woman',
  reason: 'fake_profile',
  details: '',
  status: 'open',
  created_at: '2026-11-28T11:40:00.000Z',
  decided_at: null,
  decided_by: null,
  decision_note: null,
  reports_on_member: 1,
  open_reports_on_member: 1,
};

/** Decided: dismissed with a note. */
export const DISMISSED_REPORT: MemberReportRecord = {
  id: 19,
  reporter_id: 200045,
  reporter_name: 'Mark Evans',
  reported_id: 100081,
  reported_name: 'Olga Petrova',
  reported_user_type: 'woman',
  reason: 'harassment',
  details: 'She keeps writing to me.',
  status: 'dismissed',
  created_at: '2026-11-20T08:00:00.000Z',
  decided_at: '2026-11-21T10:30:00.000Z',
  decided_by: '7',
  decision_note: 'Two polite letters, no harassment.\nTold him he can block her.',
  reports_on_member: 1,
  open_reports_on_member: 0,
};

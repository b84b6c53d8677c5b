import { decidesAt, type ModerationStep } from '../shared/moderation-steps';

/** A photo's or video's moderation fields, as `photo-moderation` / `video-moderation` send them (docs/admin-api.md). */
export interface ModerationRecord {
  id: number;
  member_id: number;
  member_name?: string;
  album_type?: string;
  state: 'pending' | 'accepted' | 'rejected';
  agency_id: string | null;
  agency_decision: 'accepted' | 'rejected' | null;
  agency_decided_by?: string | null;
  agency_decided_at?: string | null;
  site_decided_by?: string | null;
  site_decided_at?: string | null;
  reject_reason?: string | null;
  created_at?: string;
  preview_small?: string;
  preview_large?: string;
  video_path?: string;
  title?: string | null;
  /** A video's length in seconds (null when its header did not say). */
  duration?: number | null;
}

export type ModerationKind = 'photo' | 'video';
export const MODERATION_STATES = ['pending', 'accepted', 'rejected'] as const;
export const STATE_TONES = { pending: 'warning', accepted: 'success', rejected: 'error' } as const;
/** The longest rejection reason the server keeps. */
export const REJECT_REASON_MAX = 500;

/** Whose step a pending record waits for: her agency's moderator first (a lady with an agency), then the site moderator. */
export function waitingStep(record: Pick<ModerationRecord, 'state' | 'agency_id' | 'agency_decision'>): ModerationStep | null {
  if (record.state !== 'pending') return null;
  return record.agency_id !== null && record.agency_decision === null ? 'agency' : 'site';
}

/** Whether `role` decides now: agency moderators the agency step, site moderators and admins the final one. */
export function isCallersTurn(record: Pick<ModerationRecord, 'state' | 'agency_id' | 'agency_decision'>, role: unknown): boolean {
  return decidesAt(waitingStep(record), role);
}

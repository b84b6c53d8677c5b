import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The two steps of a moderated item (photos, videos, contact requests): her agency's, then the site's. */
export type ModerationStep = 'agency' | 'site';

/** The step `role` decides at: an agency moderator her agency's, site moderators and admins the final one (a queue's default filter, the dashboard's count). */
export const stepOf = (role: unknown): ModerationStep => (role === 'agency_moderator' ? 'agency' : 'site');

/** Whether `role` decides an item waiting at `step` (null: decided, nobody's). */
export function decidesAt(step: ModerationStep | null, role: unknown): boolean {
  if (step === 'agency') return role === 'agency_moderator';
  if (step === 'site') return role === 'site_moderator' || role === 'admin';
  return false;
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

import { Box, Chip, Typography } from '@mui/material';
import { Link as RaLink, useCreatePath, usePermissions, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { can } from '../../auth/permissions';
import { type ContactRequestRecord, isCallersTurn, STATUS_TONES, waitingStep } from './turn';
import { StepChip } from '../shared/moderation-steps';

const RESOURCE = 'contact-requests';

/** The request's status as a chip, in the back office's language. */
export const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ContactRequestRecord>();
  const resource = useResourceContext() ?? RESOURCE;
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_TONES[record.status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${record.status}`, { _: record.status })}
      data-testid={`status-${record.id}`}
    />
  );
};

/** Whose step the request waits for, "Your decision" when it is the caller's; nothing once decided. */
export const StepField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<ContactRequestRecord>();
  const resource = useResourceContext() ?? RESOURCE;
  const { permissions } = usePermissions<Permissions>();
  if (!record) return null;
  const step = waitingStep(record);
  if (!step) return null;
  return <StepChip resource={resource} step={step} mine={isCallersTurn(record, permissions?.role)} testId={`step-${record.id}`} />;
};

/**
 * The man or the lady: the name over the member id. The name links to the member's page when
 * the caller may open it (an agency moderator reads her agency's ladies, not the men).
 */
export const PersonCell = ({ who }: { who: 'man' | 'lady'; source?: string; label?: string }) => {
  const record = useRecordContext<ContactRequestRecord>();
  const resource = useResourceContext() ?? RESOURCE;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<Permissions>();
  if (!record) return null;
  const id = who === 'man' ? record.man_id : record.lady_id;
  const name = (who === 'man' ? record.man_name : record.lady_name) ?? '—';
  const linked = can(permissions?.role, 'members', 'show') && (who === 'lady' || permissions?.role !== 'agency_moderator');
  return (
    <Box data-testid={`${who}-${record.id}`}>
      {linked ? (
        <RaLink
          to={createPath({ resource: 'members', id, type: 'show' })}
          onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
          sx={{ fontWeight: 600 }}
        >
          {name}
        </RaLink>
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.${resource}.id_line`, { id })}
      </Typography>
    </Box>
  );
};

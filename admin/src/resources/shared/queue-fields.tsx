import { Chip, Stack } from '@mui/material';
import { SelectInput, TextInput, usePermissions, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { can } from '../../auth/permissions';
import { MemberLines } from './fields';
import { isCallersTurn, QUEUE_STATUS_TONES, QUEUE_STATUSES, type QueueRecord, StepChip, waitingStep } from './moderation-steps';

/*
 * The cells and filters of the queues decided with POST .../decision (contact requests, gifts),
 * worded by the resource on screen: `resources.<resource>.statuses.*`, `.steps.*`, `.id_line`.
 */

/** The record's status (process, verification, accept, reject) as a chip, in the back office's language. */
export const QueueStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<QueueRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={QUEUE_STATUS_TONES[record.status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${record.status}`, { _: record.status })}
      data-testid={`status-${record.id}`}
    />
  );
};

/** A chip whose sentence may be longer than a phone's column: it wraps instead of running out of the card. */
const WRAPPING_CHIP = { height: 'auto', maxWidth: '100%', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

/**
 * Whose step the record waits for, "Your decision" when it is the caller's; nothing once decided.
 * A waiting record whose man or lady is banned says so, and so does one whose hold billing expired
 * (his credits are back): either can only be rejected.
 */
export const QueueStepField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<QueueRecord>();
  const resource = useResourceContext();
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  if (!record || !resource) return null;
  const step = waitingStep(record);
  if (!step) return null;
  const chip = <StepChip resource={resource} step={step} mine={isCallersTurn(record, permissions?.role)} testId={`step-${record.id}`} />;
  if (!record.party_banned && !record.hold_expired_at) return chip;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chip}
      {record.party_banned && (
        <Chip size="small" color="error" label={translate(`resources.${resource}.steps.party_banned`)} sx={WRAPPING_CHIP} data-testid={`banned-${record.id}`} />
      )}
      {record.hold_expired_at && (
        <Chip
          size="small"
          color="warning"
          label={translate(`resources.${resource}.steps.hold_expired`)}
          sx={WRAPPING_CHIP}
          data-testid={`hold-expired-${record.id}`}
        />
      )}
    </Stack>
  );
};

/**
 * The man or the lady: the name over the member id. The name links to the member's page when
 * the caller may open it (an agency moderator reads her agency's ladies, not the men).
 */
export const PersonCell = ({ who }: { who: 'man' | 'lady'; source?: string; label?: string }) => {
  const record = useRecordContext<QueueRecord>();
  const { permissions } = usePermissions<Permissions>();
  if (!record) return null;
  const id = who === 'man' ? record.man_id : record.lady_id;
  const name = (who === 'man' ? record.man_name : record.lady_name) ?? '—';
  const linked = can(permissions?.role, 'members', 'show') && (who === 'lady' || permissions?.role !== 'agency_moderator');
  return <MemberLines id={id} name={name} linked={linked} testId={`${who}-${record.id}`} />;
};

/** The man over the lady, each as PersonCell draws them: one column instead of two (a queue that must fit 1280 px). */
export const CoupleCell = (_props: { source?: string; label?: string }) => (
  <Stack spacing={0.75}>
    <PersonCell who="man" />
    <PersonCell who="lady" />
  </Stack>
);

/**
 * A queue's filters (its admin API list's): whose step, the status, a man's or lady's name or id,
 * and, with `agency`, the lady's agency (not for an agency moderator: the server narrows her lists
 * to her agency).
 */
export function queueFilters(resource: string, { role, agency = false }: { role?: string; agency?: boolean } = {}) {
  return [
    <SelectInput key="step" source="step" choices={(['agency', 'site'] as const).map((id) => ({ id, name: `resources.${resource}.steps.${id}` }))} alwaysOn />,
    <SelectInput key="status" source="status" choices={QUEUE_STATUSES.map((id) => ({ id, name: `resources.${resource}.statuses.${id}` }))} alwaysOn />,
    <TextInput key="q" source="q" alwaysOn />,
    ...(agency && role !== 'agency_moderator' ? [<TextInput key="agency_id" source="agency_id" alwaysOn />] : []),
  ];
}

import { Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, Link as RaLink, useCanAccess, useCreatePath, useListContext, useLocaleState, usePermissions, useRecordContext } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { BulkAcceptButton } from './BulkAcceptButton';
import { EmptyNote } from './EmptyNote';
import { DENSE_TABLE_SX, formatDateTime } from './fields';
import { PhoneCards } from './PhoneCards';
import { isCallersTurn, type QueueRecord, stepOf } from './moderation-steps';
import { QueueDecisionButtons } from './QueueDecisionButtons';

interface QueueListProps {
  resource: string;
  /** Its filters, for the caller's role. */
  filters: (role: string | undefined) => ReactElement[];
  /** The table's columns (the caller's decision buttons follow them). */
  columns: ReactNode;
  /** A phone's lines about the item under "man → lady" (rendered in the record's context). */
  phoneDetails: ReactNode;
}

/** A phone's card of one item: "man → lady" opening it, the resource's own lines, and when. */
function PhoneCard<R extends QueueRecord>({ resource, details }: { resource: string; details: ReactNode }) {
  const record = useRecordContext<R>();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
      <RaLink to={createPath({ resource, id: record.id, type: 'show' })} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {`${record.man_name ?? `#${record.man_id}`} → ${record.lady_name ?? `#${record.lady_id}`}`}
      </RaLink>
      {details}
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(record.created_at, locale)}
      </Typography>
    </Stack>
  );
}

/** The rows: a table with the caller's decisions on a wide screen, a card per item (with them too) on a phone. */
function Rows<R extends QueueRecord>({ resource, columns, phoneDetails, role }: Omit<QueueListProps, 'filters'> & { role: string | undefined }) {
  const { filterValues } = useListContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDecide } = useCanAccess({ resource, action: 'edit' });
  const mine = filterValues.step === stepOf(role) && !filterValues.status;
  const empty = <EmptyNote message={`resources.${resource}.empty.${mine ? 'mine' : 'other'}`} />;
  if (small) return <PhoneCards card={<PhoneCard<R> resource={resource} details={phoneDetails} />} decisions={<QueueDecisionButtons />} empty={empty} />;
  return (
    <DataTable<R>
      rowClick="show"
      bulkActionButtons={canDecide ? <BulkAcceptButton /> : false}
      isRowSelectable={(r) => isCallersTurn(r, role)}
      empty={empty}
      sx={DENSE_TABLE_SX}
    >
      {columns}
      <DataTable.Col label="" disableSort align="right">
        <QueueDecisionButtons stacked />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * A two-step queue (contact requests, gifts), oldest first, opening on what waits at the caller's
 * step (`step`): the agency's for an agency moderator (her agency's ladies, the server narrows the
 * list), the site's for a site moderator or an admin. The default waits for the role, so the list
 * waits for it too.
 */
export function QueueList<R extends QueueRecord>({ filters, ...rows }: QueueListProps) {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const role = permissions?.role;
  return (
    <List filters={filters(role)} filterDefaultValues={{ step: stepOf(role) }} sort={{ field: 'created_at', order: 'ASC' }} perPage={25} exporter={false}>
      <Rows<R> {...rows} role={role} />
    </List>
  );
}

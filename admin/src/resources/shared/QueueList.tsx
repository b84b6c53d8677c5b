import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, SimpleList, useCanAccess, useListContext, useLocaleState, usePermissions } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';
import { BulkAcceptButton } from './BulkAcceptButton';
import { EmptyNote } from './EmptyNote';
import { formatDateTime } from './fields';
import { isCallersTurn, type QueueRecord, stepOf } from './moderation-steps';
import { QueueDecisionButtons } from './QueueDecisionButtons';

interface QueueListProps<R extends QueueRecord> {
  resource: string;
  /** Its filters, for the caller's role. */
  filters: (role: string | undefined) => ReactElement[];
  /** The table's columns (the caller's decision buttons follow them). */
  columns: ReactNode;
  /** A phone's line under "man → lady". */
  secondaryText: (record: R) => string;
}

/** The rows: a table with the caller's decisions on a wide screen, a line per item (opening it) on a phone. */
function Rows<R extends QueueRecord>({ resource, columns, secondaryText, role }: Omit<QueueListProps<R>, 'filters'> & { role: string | undefined }) {
  const { filterValues } = useListContext();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const { canAccess: canDecide } = useCanAccess({ resource, action: 'edit' });
  const mine = filterValues.step === stepOf(role) && !filterValues.status;
  const empty = <EmptyNote message={`resources.${resource}.empty.${mine ? 'mine' : 'other'}`} />;
  if (small)
    return (
      <SimpleList<R>
        primaryText={(r) => `${r.man_name ?? `#${r.man_id}`} → ${r.lady_name ?? `#${r.lady_id}`}`}
        secondaryText={secondaryText}
        tertiaryText={(r) => formatDateTime(r.created_at, locale)}
        linkType="show"
        empty={empty}
      />
    );
  return (
    <DataTable<R> rowClick="show" bulkActionButtons={canDecide ? <BulkAcceptButton /> : false} isRowSelectable={(r) => isCallersTurn(r, role)} empty={empty}>
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
export function QueueList<R extends QueueRecord>({ filters, ...rows }: QueueListProps<R>) {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const role = permissions?.role;
  return (
    <List filters={filters(role)} filterDefaultValues={{ step: stepOf(role) }} sort={{ field: 'created_at', order: 'ASC' }} perPage={25} exporter={false}>
      <Rows<R> {...rows} role={role} />
    </List>
  );
}

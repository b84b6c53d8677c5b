import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, NumberInput, SearchInput, SelectInput, SimpleList, useListContext, useTranslate } from 'react-admin';
import { FIT_LIST_SX, StatusField } from '../finance-shared';
import { EmptyNote } from '../shared/EmptyNote';
import { CompactDateTimeField, DENSE_TABLE_SX } from '../shared/fields';
import { ListActions } from '../shared/ListActions';
import { DetailsLineField, firstLine, ReasonField, ReportedMemberField, ReporterField } from './fields';
import { MEMBER_REPORTS, type MemberReportRecord, REPORT_REASONS, REPORT_STATUSES, STATUS_TONES } from './member-report';

const choicesOf = (group: string, ids: readonly string[]) => ids.map((id) => ({ id, name: `resources.${MEMBER_REPORTS}.${group}.${id}` }));

// The admin API's filters: part of either name or of the details, the status, the reason; one member's reports from the filter button.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf('statuses', REPORT_STATUSES)} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={choicesOf('reasons', REPORT_REASONS)} alwaysOn />,
  <NumberInput key="reported_id" source="reported_id" min={1} step={1} />,
];

const Reports = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const label = (group: string, id: string) => translate(`resources.${MEMBER_REPORTS}.${group}.${id}`, { _: id });
  const empty = <EmptyNote message={`resources.${MEMBER_REPORTS}.empty.${filterValues.status === 'open' ? 'open' : 'other'}`} />;
  if (small)
    return (
      <SimpleList<MemberReportRecord>
        primaryText={(r) => r.reported_name}
        secondaryText={(r) => [label('reasons', r.reason), firstLine(r.details).line].filter(Boolean).join(' · ')}
        tertiaryText={(r) => label('statuses', r.status)}
        linkType="show"
        empty={empty}
      />
    );
  return (
    // Dates as one short line and the details in two, so the table fits 1280 px beside the menu.
    <DataTable<MemberReportRecord> rowClick="show" bulkActionButtons={false} empty={empty} sx={DENSE_TABLE_SX}>
      <DataTable.Col source="created_at">
        <CompactDateTimeField source="created_at" />
      </DataTable.Col>
      <DataTable.Col source="reported_name" disableSort>
        <ReportedMemberField />
      </DataTable.Col>
      <DataTable.Col source="reason" disableSort>
        <ReasonField />
      </DataTable.Col>
      <DataTable.Col source="reporter_name" disableSort>
        <ReporterField />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <StatusField source="status" tones={STATUS_TONES} />
      </DataTable.Col>
      <DataTable.Col source="details" disableSort>
        <DetailsLineField />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * Members' reports on other members (site moderators and admins): the open ones first, newest
 * first; a row opens the report, where it is decided.
 */
export const MemberReportList = () => (
  <List
    sx={FIT_LIST_SX}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    perPage={25}
    exporter={false}
    actions={<ListActions />}
  >
    <Reports />
  </List>
);

import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Alert } from '@mui/material';
import {
  Button,
  DataTable,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocalDateField, StatusField } from '../finance-shared';
import { DetailsLineField, ReasonField, ReporterField } from '../member-reports/fields';
import { MEMBER_REPORTS, type MemberReportRecord, STATUS_TONES } from '../member-reports/member-report';
import { EmptyNote } from '../shared/EmptyNote';
import { CountryField, DateTimeField } from '../shared/fields';
import { FieldGrid, LabeledField } from '../shared/show';
import { AgencyButton } from './AgencyButton';
import { BanButton } from './BanButton';
import { USER_TYPES } from './MemberList';

/** For a man: his credit account (billing's `accounts/<member id>`), for roles that may open it. */
const CreditAccountLink = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'show' });
  // Until the finance resources are registered (resources/index.ts) there is no page to open.
  const accounts = useResourceDefinitions().accounts;
  if (!record || record.user_type !== 'man' || !canAccess || !accounts?.hasShow) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'accounts', id: record.id, type: 'show' })}
      label="resources.members.credit_account"
      data-testid="credit-account-link"
    >
      <AccountBalanceWalletIcon />
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <CreditAccountLink />
    <AgencyButton />
    <BanButton />
  </TopToolbar>
);

const BanState = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.banned) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }} data-testid="member-banned">
      {translate('resources.members.banned_since', { reason: record.ban_reason ?? '—' })}
    </Alert>
  );
};

/** Sign-ins: only roles that may list them (site moderators and admins). */
const SignInsTab = (props: { label: string; path: string }) => {
  const { canAccess } = useCanAccess({ resource: 'sign-ins', action: 'list' });
  if (!canAccess) return null;
  return (
    <TabbedShowLayout.Tab {...props}>
      <ReferenceManyField reference="sign-ins" target="member_id" sort={{ field: 'signed_in_at', order: 'DESC' }} perPage={10} pagination={<Pagination />}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="signed_in_at" field={DateTimeField} />
          <DataTable.Col source="ip" />
          <DataTable.Col source="user_agent" />
        </DataTable>
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};

/** Reports about the member, newest first, each opening its page: only roles that may list them (site moderators and admins). */
const ReportsTab = (props: { label: string; path: string }) => {
  const { canAccess } = useCanAccess({ resource: MEMBER_REPORTS, action: 'list' });
  if (!canAccess) return null;
  return (
    <TabbedShowLayout.Tab {...props}>
      <ReferenceManyField
        reference={MEMBER_REPORTS}
        target="reported_id"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination />}
        empty={<EmptyNote message="resources.members.no_reports" />}
      >
        <DataTable<MemberReportRecord> bulkActionButtons={false} rowClick="show" data-testid="member-reports-of-member">
          <DataTable.Col source="created_at" label={`resources.${MEMBER_REPORTS}.fields.created_at`}>
            <LocalDateField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="reason" label={`resources.${MEMBER_REPORTS}.fields.reason`} disableSort>
            <ReasonField />
          </DataTable.Col>
          <DataTable.Col source="reporter_name" label={`resources.${MEMBER_REPORTS}.fields.reporter_name`} disableSort>
            <ReporterField />
          </DataTable.Col>
          <DataTable.Col source="status" label={`resources.${MEMBER_REPORTS}.fields.status`} disableSort>
            <StatusField source="status" tones={STATUS_TONES} />
          </DataTable.Col>
          <DataTable.Col source="details" label={`resources.${MEMBER_REPORTS}.fields.details`} disableSort>
            <DetailsLineField />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};

export const MemberShow = () => (
  <Show actions={<Actions />}>
    {/* Three tabs do not fit a phone (in Russian above all): they scroll, with arrows, as on the credit account page. */}
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <TabbedShowLayout.Tab label="resources.members.tabs.account">
        <BanState />
        <FieldGrid>
          <LabeledField source="id" />
          <LabeledField source="name" />
          <LabeledField source="email" />
          <Labeled>
            <SelectField source="user_type" choices={USER_TYPES} />
          </Labeled>
          <Labeled source="country">
            <CountryField englishSource="country_name" />
          </Labeled>
          <LabeledField source="agency_id" emptyText="—" />
          <LabeledField source="created_at" field={DateTimeField} />
          <LabeledField source="last_sign_in_at" field={DateTimeField} emptyText="—" />
          <LabeledField source="sign_in_count" field={NumberField} emptyText="—" />
          <LabeledField source="banned_at" field={DateTimeField} emptyText="—" />
          <LabeledField source="ban_reason" emptyText="—" />
        </FieldGrid>
      </TabbedShowLayout.Tab>
      <SignInsTab label="resources.members.tabs.sign_ins" path="sign-ins" />
      <ReportsTab label="resources.members.tabs.reports" path="reports" />
    </TabbedShowLayout>
  </Show>
);

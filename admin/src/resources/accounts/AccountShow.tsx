import FlagIcon from '@mui/icons-material/Flag';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, Show, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FIT_SHOW_SX, formatCredits, formatDate, useIntlLocale } from '../finance-shared';
import { GrantCreditsButton } from '../grants';
import { ExportStatementButton, StatementTable } from '../ledger-statements';
import { HoldsTable } from '../open-holds';
import { OrdersTable } from '../orders';
import { PaymentsTable } from '../payments';

interface Account {
  id: string;
  name: string;
  posted: number;
  held: number;
  available: number;
  chargebacks: number;
  flagged: boolean;
  version: number;
  opened_at: string;
  updated_at: string;
}

const Actions = () => (
  <TopToolbar>
    <GrantCreditsButton />
    <ExportStatementButton />
  </TopToolbar>
);

const Title = () => {
  const account = useRecordContext<Account>();
  const translate = useTranslate();
  return <span>{account ? `${translate('resources.accounts.name', { smart_count: 1 })}: ${account.name || account.id}` : ''}</span>;
};

const Figure = ({ kind, value, strong }: { kind: 'posted' | 'held' | 'available'; value: number; strong?: boolean }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        p: { xs: 1.25, sm: 2 },
        borderRadius: 2,
        bgcolor: strong ? 'primary.main' : 'action.hover',
        color: strong ? 'primary.contrastText' : 'text.primary',
      }}
      data-testid={`balance-${kind}`}
    >
      <Typography
        variant="overline"
        component="p"
        // Full white on the rose card (dimmed white falls under 4.5:1); dimmed only on the light cards.
        sx={{ opacity: strong ? 1 : 0.85, lineHeight: 1.5, fontSize: { xs: '0.65rem', sm: '0.75rem' }, overflowWrap: 'anywhere' }}
      >
        {translate(`resources.accounts.balance.${kind}`)}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.5rem', sm: '2.125rem' }, lineHeight: 1.2 }}
        data-testid={`balance-${kind}-value`}
      >
        {formatCredits(value, locale)}
      </Typography>
      <Typography variant="caption" sx={{ opacity: strong ? 1 : 0.8, display: { xs: 'none', sm: 'block' } }}>
        {translate(`resources.accounts.balance.${kind}_help`)}
      </Typography>
    </Box>
  );
};

/** Who the account is, and its balance now: posted, held, available. */
const AccountHeader = () => {
  const account = useRecordContext<Account>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!account) return null;
  return (
    <Card variant="outlined" sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1.5} useFlexGap>
          <Typography variant="h5" component="h2" data-testid="account-name">
            {account.name || account.id}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {account.id}
          </Typography>
          {account.flagged && <Chip icon={<FlagIcon />} color="warning" size="small" label={translate('resources.accounts.flagged')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${translate('resources.accounts.fields.opened_at')}: ${formatDate(account.opened_at, locale)} · ${translate('resources.accounts.fields.updated_at')}: ${formatDate(account.updated_at, locale, { time: true })}`}
        </Typography>
        {account.flagged && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('resources.accounts.flagged_help')}
          </Alert>
        )}
        <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ mt: 2 }}>
          <Figure kind="available" value={account.available} strong />
          <Figure kind="posted" value={account.posted} />
          <Figure kind="held" value={account.held} />
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * A man's credit account: the balance, then tabs with the statement (every ledger event with
 * the running balance), open holds, orders (with "Reverse" on a charge) and payments. Actions:
 * "Grant credits" and "Export statement (CSV)". Every action refreshes the whole page.
 */
export const AccountShow = () => (
  <Show sx={FIT_SHOW_SX} actions={<Actions />} title={<Title />}>
    <AccountHeader />
    <TabbedShowLayout syncWithLocation tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <TabbedShowLayout.Tab label="resources.accounts.tabs.statement">
        <StatementTable />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.tabs.holds" path="holds">
        <ReferenceManyField reference="open-holds" target="account_id" sort={{ field: 'expires_at', order: 'ASC' }} perPage={25} pagination={<Pagination />}>
          <HoldsTable withMember={false} />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.tabs.orders" path="orders">
        <ReferenceManyField reference="orders" target="account_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
          <OrdersTable withMember={false} />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.tabs.payments" path="payments">
        <ReferenceManyField reference="payments" target="account_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
          <PaymentsTable withMember={false} />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

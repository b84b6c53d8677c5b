import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReplayIcon from '@mui/icons-material/Replay';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { LoadError } from './LoadError';
import { StatCard, StatGrid } from './StatCard';
import type { FinanceDashboardData, LedgerVerification } from './types';

// recharts is large: it loads only when a finance dashboard is on screen.
const RevenueChart = lazy(() => import('./FinanceCharts').then((m) => ({ default: m.RevenueChart })));
const PaymentsChart = lazy(() => import('./FinanceCharts').then((m) => ({ default: m.PaymentsChart })));

const ChartCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card>
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>{children}</Suspense>
    </CardContent>
  </Card>
);

/** The latest ledger check and "verify now" (POST ledger-verifications). */
const VerificationCard = ({ latest, onVerified }: { latest: LedgerVerification | null; onVerified: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'ledger-verifications', action: 'create' });
  const verify = useMutation({
    mutationFn: () => dataProvider.create('ledger-verifications', { data: {} }),
    onSuccess: () => {
      notify('admin.dashboard.finance.verified', { type: 'success' });
      onVerified();
    },
    onError: (error: Error) => notify(error?.message || 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Card data-testid="ledger-verification">
      <CardHeader title={translate('admin.dashboard.finance.verification')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={2}>
          {!latest && <Typography color="text.secondary">{translate('admin.dashboard.finance.verification_none')}</Typography>}
          {latest && (
            <Alert severity={latest.ok ? 'success' : 'error'} icon={latest.ok ? <CheckCircleIcon /> : <ErrorIcon />}>
              <Typography sx={{ fontWeight: 700 }}>
                {latest.ok
                  ? translate('admin.dashboard.finance.verification_ok')
                  : translate('admin.dashboard.finance.verification_failed', { smart_count: latest.mismatch_count })}
              </Typography>
              <Typography variant="body2">
                {translate('admin.dashboard.finance.verification_details', {
                  accounts: latest.checked_accounts,
                  events: latest.checked_events,
                  time: new Date(latest.ran_at).toLocaleString(locale),
                  ms: latest.duration_ms,
                })}
              </Typography>
              {!latest.ok && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                  {latest.mismatches.slice(0, 5).map((m) => (
                    <li key={`${m.account_id}:${m.problem}`}>
                      #{m.account_id}: {m.problem}
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {canAccess && (
            <Button
              variant="outlined"
              onClick={() => verify.mutate()}
              disabled={verify.isPending}
              startIcon={verify.isPending ? <CircularProgress size={16} /> : <ReplayIcon />}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="verify-now"
            >
              {translate('admin.dashboard.finance.verify_now')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const sum = <T,>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Billing's landing figures (`GET /admin-api/finance-dashboard`): revenue, payments, open holds, the ledger check. */
export const FinanceDashboard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError, refetch } = useQuery({
    queryKey: ['admin-api', 'finance-dashboard'],
    queryFn: () => dataProvider.getJson<FinanceDashboardData>('finance-dashboard'),
  });
  if (isError) return <LoadError onRetry={() => refetch()} />;
  const number = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString(locale));
  const usd = (cents: number | undefined) => (cents === undefined ? undefined : (cents / 100).toLocaleString(locale, { style: 'currency', currency: 'USD' }));
  const revenue = data?.revenue ?? [];
  const payments = data?.payments ?? [];
  const empty = data && sum(revenue, (d) => d.charges) === 0 && sum(payments, (d) => d.count) === 0;
  return (
    <Stack spacing={3} data-testid="finance-dashboard" component="section">
      <Box>
        <Typography variant="h6" component="h2">
          {translate('admin.dashboard.finance.title')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {translate('admin.dashboard.finance.period', { days: data.days, from: data.from, to: data.to })}
          </Typography>
        )}
      </Box>
      <StatGrid>
        <StatCard
          icon={TrendingUpIcon}
          label={translate('admin.dashboard.finance.net_revenue')}
          value={data ? number(sum(revenue, (d) => d.net)) : undefined}
          hint={data ? `${translate('admin.dashboard.finance.charges')}: ${number(sum(revenue, (d) => d.charges))}` : undefined}
          testId="figure-net-revenue"
        />
        <StatCard
          icon={PaymentsIcon}
          label={translate('admin.dashboard.finance.payments_usd')}
          value={data ? usd(sum(payments, (d) => d.usd_cents)) : undefined}
          hint={data ? `${translate('admin.dashboard.finance.payments_count')}: ${number(sum(payments, (d) => d.count))}` : undefined}
        />
        <StatCard
          icon={AccountBalanceIcon}
          label={translate('admin.dashboard.finance.refunds')}
          value={data ? usd(sum(payments, (d) => d.reversed_usd_cents)) : undefined}
          hint={data ? `${translate('admin.dashboard.finance.payments_count')}: ${number(sum(payments, (d) => d.reversed_count))}` : undefined}
        />
        <StatCard
          icon={HourglassTopIcon}
          label={translate('admin.dashboard.finance.open_holds')}
          value={number(data?.open_holds.count)}
          hint={
            data
              ? `${translate('admin.dashboard.finance.holds_credits', { credits: number(data.open_holds.credits) })}${
                  data.open_holds.expired ? ` · ${translate('admin.dashboard.finance.holds_expired', { count: data.open_holds.expired })}` : ''
                }`
              : undefined
          }
        />
      </StatGrid>
      {empty && <Alert severity="info">{translate('admin.dashboard.finance.no_data')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <ChartCard title={translate('admin.dashboard.finance.revenue_chart')}>
          {data ? <RevenueChart data={data} /> : <Skeleton variant="rounded" height={260} />}
        </ChartCard>
        <ChartCard title={translate('admin.dashboard.finance.payments_chart')}>
          {data ? <PaymentsChart data={data} /> : <Skeleton variant="rounded" height={260} />}
        </ChartCard>
      </Box>
      {data ? <VerificationCard latest={data.latest_verification} onVerified={() => refetch()} /> : <Skeleton variant="rounded" height={120} />}
    </Stack>
  );
};

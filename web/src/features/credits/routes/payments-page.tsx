import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { PAGE_SIZES } from '@dating/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { DataTable } from '@/shared/ui/data-table';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { usePayments, type PaymentRow, type PaymentsParams } from '../api/get-payments';
import { usePackName } from '../lib/pack-name';

/** /payments (men only): the payments history, sorted per column and paged. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const packName = usePackName();
  const [params, setParams] = useState<PaymentsParams>({ sort: 'created_at', direction: 'desc', page: 0 });
  const { data, isPending, isFetching, isError } = usePayments(params);

  return (
    <Box>
      <PageHeader
        title={t('payments.title')}
        lead={t('payments.lead')}
        actions={
          <Button component={RouterLink} to="/buy/credits" variant="contained">
            {t('menu.buyCredits')}
          </Button>
        }
      />
      {isError && <Alert severity="error">{t('messages.requestFailed')}</Alert>}
      <DataTable<PaymentRow, PaymentsParams['sort']>
        testId="payments-table"
        caption={t('payments.title')}
        rows={data?.rows ?? []}
        total={data?.total ?? 0}
        rowId={(r) => r.id}
        fetching={isPending || isFetching}
        sort={params.sort}
        direction={params.direction}
        onSort={(sort, direction) => setParams({ sort, direction, page: 0 })}
        page={params.page}
        pageSize={PAGE_SIZES.payments}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        columns={[
          { key: 'date', label: t('payments.columns.date'), sort: 'created_at', render: (r) => fmt.dateTime(r.created_at) },
          { key: 'pack', label: t('payments.columns.pack'), sort: 'pack_name', render: (r) => packName.full({ name: r.pack_name, credits: r.credits }) },
          { key: 'credits', label: t('payments.columns.credits'), sort: 'credits', align: 'right', render: (r) => fmt.number(r.credits) },
          { key: 'price', label: t('payments.columns.price'), sort: 'price', align: 'right', render: (r) => fmt.usd(r.price) },
          {
            key: 'status',
            label: t('payments.columns.status'),
            render: (r) => <Chip size="small" color={r.reversed ? 'warning' : 'success'} variant="outlined" label={t(`payments.status.${r.status}`)} />,
          },
        ]}
        empty={
          <EmptyState
            icon={<ReceiptLongRoundedIcon />}
            title={t('payments.emptyTitle')}
            text={t('payments.emptyText')}
            action={
              <Button component={RouterLink} to="/buy/credits" variant="contained">
                {t('menu.buyCredits')}
              </Button>
            }
          />
        }
      />
    </Box>
  );
}

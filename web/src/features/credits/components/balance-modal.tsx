import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '@/shared/i18n/format';
import { useUi } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { AppModal } from '@/shared/ui/app-modal';
import { LoadError } from '@/shared/ui/load-error';
import { useBalance } from '../api/get-balance';
import { ordersQuery, type OrderRow, type OrdersParams } from '../api/get-orders';
import { modalBand, useCreditText } from './modal-parts';

/** The orders page's first page (same query key, so the two share the cache); the modal shows its newest few. */
const LATEST: OrdersParams = { search: '', type: '', sort: 'date', direction: 'desc', page: 0 };
const SHOWN = 3;

/** The balance modal (spec section 2): his balance, his latest orders, Buy credits, Orders history, and the credits info. */
export function BalanceModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.balance);
  const close = useUi((s) => s.closeModal);
  const openModal = useUi((s) => s.openModal);
  const navigate = useNavigate();
  const go = (path: string) => {
    close('balance');
    navigate(path);
  };
  return (
    <AppModal open={open} onClose={() => close('balance')} title={t('creditModals.balance.title')} testId="balance-modal" header={modalBand}>
      <BalanceFigure />
      <LatestOrders />
      {/* Stacked: "Orders history" in Russian does not fit half of the narrow dialog. */}
      <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
        <Button variant="contained" size="large" onClick={() => go('/buy/credits')}>
          {t('creditModals.buy')}
        </Button>
        <Button variant="outlined" size="large" startIcon={<ReceiptLongRoundedIcon />} onClick={() => go('/orders')}>
          {t('creditModals.balance.orders')}
        </Button>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          onClick={() => {
            // One modal at a time: the info replaces the balance (a phone shows both full screen).
            close('balance');
            openModal('creditsInfo');
          }}
        >
          <InfoOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
          {t('creditModals.infoLink')}
        </Link>
      </Box>
    </AppModal>
  );
}

function BalanceFigure() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const balance = useBalance();
  if (balance.isError)
    return (
      <LoadError message={t('messages.balanceError')} retryLabel={t('creditModals.retry')} onRetry={() => void balance.refetch()} testId="balance-modal" />
    );
  return (
    <Box sx={{ textAlign: 'center', borderRadius: 4, py: 2.5, px: 2, background: brand.gradientSoft }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {t('creditModals.balance.available')}
      </Typography>
      <Typography
        component="p"
        data-testid="balance-modal-value"
        sx={{ fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: 52, lineHeight: 1.1, color: 'text.primary' }}
      >
        {balance.isPending ? <Skeleton width={110} sx={{ mx: 'auto' }} /> : fmt.number(balance.data)}
      </Typography>
      <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
        {t('credits.unit', { count: balance.data ?? 0 })}
      </Typography>
    </Box>
  );
}

function LatestOrders() {
  const { t } = useTranslation();
  const fmt = useFormat();
  // Read again at every opening: a chat or a letter may have spent credits since.
  const orders = useQuery({ ...ordersQuery(LATEST), staleTime: 0 });
  const rows = orders.data?.rows.slice(0, SHOWN) ?? [];
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        {t('creditModals.balance.latest')}
      </Typography>
      {orders.isPending ? (
        [...Array(SHOWN)].map((_, i) => <Skeleton key={i} height={44} />)
      ) : orders.isError ? (
        <Typography variant="body2" color="text.secondary" data-testid="balance-orders-error">
          {t('creditModals.balance.ordersFailed')}
        </Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="balance-orders-empty">
          {t('creditModals.balance.noOrders')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: '1px solid', borderColor: 'divider' } }}>
          {rows.map((r) => (
            <OrderLine key={r.id} row={r} when={fmt.listDate(r.date)} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function OrderLine({ row, when }: { row: OrderRow; when: string }) {
  const { t } = useTranslation();
  const text = useCreditText();
  return (
    <Box component="li" data-testid="balance-order" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 700 }}>
          {row.type ? t(`orders.types.${row.type}`) : row.type_name}
          {row.companion_name && (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {` · ${row.companion_name}`}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </Box>
      {row.reversed && <Chip size="small" label={t('orders.reversed')} />}
      {row.held && <Chip size="small" color="warning" variant="outlined" label={t('orders.held')} data-testid="balance-order-held" />}
      <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap', textDecoration: row.reversed ? 'line-through' : undefined }}>
        {text.credits(row.credits)}
      </Typography>
    </Box>
  );
}

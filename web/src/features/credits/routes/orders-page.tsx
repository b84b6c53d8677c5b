import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { ORDER_TYPES, PAGE_SIZES, UI, type OrderType } from '@dating/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useFormat } from '@/shared/i18n/format';
import { DataTable } from '@/shared/ui/data-table';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { SearchableSelect, type OptionObject } from '@/shared/ui/searchable-select';
import { useOrders, type OrderRow, type OrdersParams } from '../api/get-orders';

/** A status beside the order's type; its words wrap inside a phone's card rather than running out of it. */
const STATUS_CHIP_SX = { ml: 1, maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

/**
 * /orders (men only): orders history with search by name or id, an order type filter, per-column
 * sort and paging; credits held for a gift or contacts waiting for approval show as pending orders.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<OptionObject | null>(null);
  const [sorting, setSorting] = useState<Pick<OrdersParams, 'sort' | 'direction'>>({ sort: 'date', direction: 'desc' });
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search, UI.selectDebounceMs);
  const params: OrdersParams = { search: debouncedSearch, type: (type?.value as OrderType | undefined) ?? '', ...sorting, page };
  const { data, isPending, isFetching, isError } = useOrders(params);
  const typeOptions = useMemo<OptionObject[]>(() => ORDER_TYPES.map((v) => ({ id: v, value: v, label: t(`orders.types.${v}`) })), [t]);
  const filtered = !!debouncedSearch.trim() || !!type;

  return (
    <Box>
      <PageHeader title={t('orders.title')} lead={t('orders.lead')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1fr' }, mb: 2.5 }}>
        <TextField
          label={t('orders.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100, 'data-testid': 'orders-search' },
          }}
        />
        <SearchableSelect<OptionObject>
          label={t('orders.typeFilter')}
          options={typeOptions}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(0);
          }}
          placeholder={t('orders.allTypes')}
        />
      </Box>
      {isError && <Alert severity="error">{t('messages.requestFailed')}</Alert>}
      <DataTable<OrderRow, OrdersParams['sort']>
        testId="orders-table"
        caption={t('orders.title')}
        rows={data?.rows ?? []}
        total={data?.total ?? 0}
        rowId={(r) => r.id}
        fetching={isPending || isFetching}
        sort={sorting.sort}
        direction={sorting.direction}
        onSort={(sort, direction) => {
          setSorting({ sort, direction });
          setPage(0);
        }}
        page={page}
        pageSize={PAGE_SIZES.orders}
        onPage={setPage}
        columns={[
          { key: 'date', label: t('orders.columns.date'), sort: 'date', render: (r) => fmt.dateTime(r.date) },
          {
            key: 'type',
            label: t('orders.columns.type'),
            sort: 'type',
            render: (r) => (
              <>
                {r.type ? t(`orders.types.${r.type}`) : r.type_name}
                {r.reversed && <Chip size="small" label={t('orders.reversed')} sx={STATUS_CHIP_SX} />}
                {/* Held, not spent yet: captured when it is approved, given back when it is rejected. */}
                {r.held && <Chip size="small" color="warning" variant="outlined" label={t('orders.held')} sx={STATUS_CHIP_SX} data-testid="order-held" />}
              </>
            ),
          },
          {
            key: 'companion',
            label: t('orders.columns.companion'),
            // A member (the lady of a letter, chat or purchase) opens her profile; anything else is its reference.
            render: (r) =>
              r.companion_name ? (
                <Link component={RouterLink} to={`/profile/${r.companion_id}`} underline="hover" data-testid="order-companion">
                  {r.companion_name} · {r.companion_id}
                </Link>
              ) : (
                r.companion_id
              ),
          },
          { key: 'quantity', label: t('orders.columns.quantity'), sort: 'quantity', align: 'right', render: (r) => fmt.number(r.quantity) },
          { key: 'credits', label: t('orders.columns.credits'), sort: 'credits', align: 'right', render: (r) => fmt.number(r.credits) },
        ]}
        empty={
          <EmptyState
            icon={<ShoppingBagRoundedIcon />}
            title={filtered ? t('orders.noMatchTitle') : t('orders.emptyTitle')}
            text={filtered ? t('orders.noMatchText') : t('orders.emptyText')}
          />
        }
      />
    </Box>
  );
}

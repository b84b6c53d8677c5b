import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../hooks/use-is-mobile';

export interface Column<T, S extends string> {
  key: string;
  label: string;
  /** The server's sort column; absent: not sortable. */
  sort?: S;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T, S extends string> {
  caption: string;
  columns: Column<T, S>[];
  rows: T[];
  rowId: (row: T) => string;
  sort: S;
  direction: 'asc' | 'desc';
  onSort: (sort: S, direction: 'asc' | 'desc') => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  fetching?: boolean;
  empty: ReactNode;
  testId?: string;
}

/**
 * A server-sorted, server-paged table: a sort per column (click again to reverse), pages below;
 * on mobile each row becomes a card with its labels.
 */
export function DataTable<T, S extends string>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  direction,
  onSort,
  page,
  pageSize,
  total,
  onPage,
  fetching,
  empty,
  testId,
}: DataTableProps<T, S>) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const toggle = (s: S) => onSort(s, s === sort && direction === 'desc' ? 'asc' : 'desc');

  return (
    <Card sx={{ overflow: 'hidden' }} data-testid={testId}>
      <Box sx={{ height: 3 }}>{fetching && <LinearProgress sx={{ height: 3 }} />}</Box>
      {rows.length === 0 && !fetching ? (
        empty
      ) : mobile ? (
        // minmax(0, 1fr): a card is as wide as the list, never as wide as its longest value (a chip would push it out of the page).
        <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
          {rows.map((row) => (
            <Box component="li" key={rowId(row)} data-testid="row" sx={{ p: 2, borderRadius: 4, bgcolor: 'background.default' }}>
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.4 }}>
                  <Typography variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }} variant="body2" component="div">
                    {c.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table aria-label={caption}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sortDirection={c.sort === sort ? direction : false}>
                    {c.sort ? (
                      <TableSortLabel active={c.sort === sort} direction={c.sort === sort ? direction : 'desc'} onClick={() => toggle(c.sort!)}>
                        {c.label}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowId(row)} hover data-testid="row">
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, borderTop: '1px solid', borderColor: 'divider' }}>
          <Pagination count={pages} page={page + 1} onChange={(_e, p) => onPage(p - 1)} color="primary" shape="rounded" aria-label={t('common.pages')} />
        </Box>
      )}
    </Card>
  );
}

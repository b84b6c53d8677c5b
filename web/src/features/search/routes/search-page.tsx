import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useProfileSearch } from '@/features/profile/api/profiles';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useSession } from '@/shared/store/session-store';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { LastJoined } from '../components/last-joined';
import { gridSx, ProfileCard, ProfileCardSkeleton } from '../components/profile-card';
import { SearchFilterForm, useRangeErrors } from '../components/search-filter';
import { canReset, filterFromParams, filterToParams, INITIAL_FILTER, nextSort, PAGE_SIZE, toSearchBody, withChange, type SearchFilter } from '../filter';
import { LoadError } from '@/shared/ui/load-error';
import { SortButton } from '@/shared/ui/sort-button';

/**
 * /search: the authorized home. A man searches ladies, a lady searches men (the server answers
 * the other sex); each sees who of the other sex joined last (spec section 6). The filter lives
 * in the URL query, so back, forward and reload keep it.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const errors = useRangeErrors(filter);
  const valid = !errors.age && !errors.height;
  const body = useMemo(() => toSearchBody(filter), [filter]);
  const search = useProfileSearch(body, valid);
  const mobile = useIsMobile();
  const [filterOpen, setFilterOpen] = useState(false);

  // Changes build on the last filter applied, not on the last render: two quick changes (a select,
  // then another before the URL's re-render lands) both stay. Back, forward and reload re-sync it.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);
  const update = (fn: (current: SearchFilter) => SearchFilter) => {
    latest.current = fn(latest.current);
    setParams(filterToParams(latest.current));
  };
  const apply = (next: SearchFilter) => update(() => next);
  const page = Number(filter.page);
  // The page's ids: the cards' wink, favorite and bookmark statuses are one request each for the page.
  const pageIds = useMemo(() => (search.data?.list ?? []).map((c) => c.user_id), [search.data]);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.count / PAGE_SIZE)) : 1;
  const sortButton = (key: 'sort_by_name' | 'sort_by_date', label: string) => (
    <SortButton
      direction={filter[key]}
      label={label}
      onClick={() => update((f) => withChange(f, { sort_by_name: '', sort_by_date: '', [key]: nextSort(f[key]) }))}
      testId={`sort-${key === 'sort_by_name' ? 'name' : 'date'}`}
    />
  );

  const filterPanel = <SearchFilterForm filter={filter} onChange={update} />;
  // On a phone the filter opens under the "Joined recently" row, below the fold: bring the button and the
  // panel to the top of the screen (no glide when reduced motion is asked) and put focus in the panel.
  const filterBox = useRef<HTMLDivElement>(null);
  const filterCard = useRef<HTMLDivElement>(null);
  const revealFilters = () => {
    filterCard.current?.focus({ preventScroll: true });
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    filterBox.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader title={isWoman ? t('search.titleMen') : t('search.titleLadies')} lead={isWoman ? t('search.leadMen') : t('search.leadLadies')} />
      <LastJoined />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {mobile ? (
          <Box ref={filterBox} sx={{ scrollMarginTop: 72 }}>
            <Button
              variant="outlined"
              startIcon={<TuneRoundedIcon />}
              onClick={() => setFilterOpen((o) => !o)}
              aria-expanded={filterOpen}
              aria-controls="search-filter-panel"
              data-testid="filter-toggle"
              fullWidth
            >
              {t('search.filters')}
              {canReset(filter) ? ` · ${t('search.active')}` : ''}
            </Button>
            <Collapse in={filterOpen} id="search-filter-panel" onEntering={revealFilters}>
              <Card
                ref={filterCard}
                tabIndex={-1}
                role="region"
                aria-label={t('search.filters')}
                sx={{ p: 2, mt: 1.5, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
                data-testid="filter-panel"
              >
                {filterPanel}
              </Card>
            </Collapse>
          </Box>
        ) : (
          <Card component="aside" aria-label={t('search.filters')} sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 88 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('search.filters')}
            </Typography>
            {filterPanel}
          </Card>
        )}

        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} aria-live="polite" aria-busy={search.isFetching}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography color="text.secondary" data-testid="search-count">
              {search.data && valid ? t(isWoman ? 'search.countMen' : 'search.countLadies', { count: search.data.count }) : '\u00a0'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                {t('search.sortBy')}
              </Typography>
              {sortButton('sort_by_name', t('search.sortName'))}
              {sortButton('sort_by_date', t('search.sortDate'))}
            </Box>
          </Box>

          {!valid ? (
            <Alert severity="warning">{errors.age ?? errors.height}</Alert>
          ) : search.isError && !search.data ? (
            <LoadError message={t('messages.searchFailed')} retryLabel={t('search.retry')} onRetry={() => void search.refetch()} testId="search" />
          ) : !search.data ? (
            <Box sx={gridSx} data-testid="search-loading">
              {Array.from({ length: 8 }, (_v, i) => (
                <ProfileCardSkeleton key={i} />
              ))}
            </Box>
          ) : search.data.list.length === 0 ? (
            <EmptyState
              icon={<SearchOffRoundedIcon />}
              title={filter.name_or_id ? t('search.noMatchText', { text: filter.name_or_id }) : t('search.noMatch')}
              text={t('search.noMatchHint')}
              action={
                canReset(filter) ? (
                  <Button variant="contained" onClick={() => apply({ ...INITIAL_FILTER })}>
                    {t('search.reset')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Box sx={{ ...gridSx, opacity: search.isPlaceholderData ? 0.55 : 1, transition: 'opacity .2s' }} data-testid="search-results">
              {search.data.list.map((card) => (
                <ProfileCard key={card.user_id} card={card} pageIds={pageIds} />
              ))}
            </Box>
          )}

          {valid && search.data && pages > 1 && (
            <Pagination
              sx={{ justifySelf: 'center', mt: 1 }}
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_e, p) => {
                update((f) => withChange(f, { page: String(p) }));
                window.scrollTo({ top: 0 });
              }}
              color="primary"
              siblingCount={mobile ? 0 : 1}
              getItemAriaLabel={(type, p) => t(`search.pager.${type}`, { page: p })}
              aria-label={t('search.pager.label')}
              data-testid="search-pages"
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}

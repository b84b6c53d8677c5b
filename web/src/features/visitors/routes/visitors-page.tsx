import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useProfileCounters } from '@/shared/api/counters';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useSession } from '@/shared/store/session-store';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { MemberList, MemberRow } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { useMarkVisitorsSeen, useVisitors, type VisitorEntry } from '../api/visitors';

type Tab = 'visitors' | 'visited';

/** /visitors: who viewed my profile (marked seen on opening) and whose profiles I viewed, 20 at a time. */
export default function VisitorsPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'visited' ? 'visited' : 'visitors';
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, 300);
  const list = useVisitors(tab === 'visited', text);
  const counters = useProfileCounters();
  const mark = useMarkVisitorsSeen();
  const unseen = list.items.some((v) => !v.seen);

  useEffect(() => {
    if (tab === 'visitors' && unseen && !mark.isPending && !mark.isSuccess) mark.mutate();
  }, [tab, unseen, mark]);

  const row = (v: VisitorEntry) => (
    <MemberRow
      key={v.user_id}
      entry={v}
      isNew={tab === 'visitors' && !v.seen}
      note={v.visits > 1 ? t('visitors.times', { count: v.visits }) : undefined}
      actions={
        <Button component={RouterLink} to={`/profile/${v.user_id}`} size="small" variant="outlined">
          {t('visitors.open')}
        </Button>
      }
    />
  );

  return (
    <Box>
      <PageHeader title={t('visitors.title')} lead={t('visitors.lead')} />
      <ListToolbar<Tab>
        label={t('visitors.title')}
        tabs={[
          { key: 'visitors', label: t('visitors.mine'), badge: counters.data?.visitors_new },
          { key: 'visited', label: t('visitors.visited', { context: isWoman ? 'female' : 'male' }) },
        ]}
        value={tab}
        onChange={(key) => setParams(key === 'visited' ? { tab: 'visited' } : {}, { replace: true })}
        search={search}
        onSearch={setSearch}
      />
      <MemberList
        query={list}
        items={list.items}
        testId="visitors-list"
        renderRow={row}
        empty={{
          icon: <VisibilityRoundedIcon />,
          title: text.trim() ? t('social.noMatch', { text: text.trim() }) : tab === 'visitors' ? t('visitors.empty') : t('visitors.emptyVisited'),
          text: text.trim() ? undefined : t('visitors.emptyHint'),
          action: text.trim() ? undefined : (
            <Button component={RouterLink} to="/search" variant="contained">
              {isWoman ? t('social.findMen') : t('social.findLadies')}
            </Button>
          ),
        }}
      />
    </Box>
  );
}

import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useProfileCounters } from '@/shared/api/counters';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { MemberList, MemberRow } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { type KissEntry, useKisses, useMakeKiss, useMarkKissesSeen } from '../api/kisses';

type Tab = 'received' | 'sent';

/** /myKisses: winks received (marked seen on opening) and sent, 20 at a time, searchable by name or id. */
export default function KissesPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  // Men see ladies' winks and ladies see men's: Russian says "she winked" and "he winked" differently.
  const companionSex = isWoman ? 'male' : 'female';
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, 300);
  const list = useKisses(tab === 'sent', text);
  const counters = useProfileCounters();
  const mark = useMarkKissesSeen();
  const wink = useMakeKiss();
  const unseen = list.items.some((k) => !k.seen);

  // Opening the received winks marks them seen (spec section 4): the header counter goes to 0.
  useEffect(() => {
    if (tab === 'received' && unseen && !mark.isPending && !mark.isSuccess) mark.mutate();
  }, [tab, unseen, mark]);

  const row = (k: KissEntry) => (
    <MemberRow
      key={k.user_id}
      entry={k}
      isNew={tab === 'received' && !k.seen}
      note={
        tab === 'received'
          ? k.answered
            ? t('kisses.youAnswered')
            : t('kisses.winkedAtYou', { context: companionSex })
          : k.answered
            ? t('kisses.answered', { context: companionSex })
            : k.seen
              ? t('kisses.seen')
              : t('kisses.waiting')
      }
      actions={
        tab === 'received' && k.can_wink ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<WavingHandRoundedIcon />}
            disabled={wink.isPending}
            onClick={() => wink.mutate(k.user_id, { onSuccess: () => toast(t('social.winkedBack'), 'success') })}
            data-testid="wink-back"
          >
            {t('kisses.winkBack')}
          </Button>
        ) : tab === 'sent' ? (
          <Chip size="small" variant="outlined" label={k.can_wink ? t('kisses.canWinkAgain') : t('kisses.waitingShort')} />
        ) : undefined
      }
    />
  );

  return (
    <Box>
      <PageHeader title={t('kisses.title')} lead={t('kisses.lead')} />
      <ListToolbar<Tab>
        label={t('kisses.title')}
        tabs={[
          { key: 'received', label: t('kisses.received'), badge: counters.data?.winks_new },
          { key: 'sent', label: t('kisses.sent') },
        ]}
        value={tab}
        onChange={(key) => setParams(key === 'sent' ? { tab: 'sent' } : {}, { replace: true })}
        search={search}
        onSearch={setSearch}
      />
      <MemberList
        query={list}
        items={list.items}
        testId="kisses-list"
        renderRow={row}
        empty={{
          icon: <WavingHandRoundedIcon />,
          title: text.trim() ? t('social.noMatch', { text: text.trim() }) : tab === 'received' ? t('kisses.emptyReceived') : t('kisses.emptySent'),
          // Received: who will wink at her (or him); sent: whom to wink at.
          text: text.trim()
            ? undefined
            : tab === 'received'
              ? t(isWoman ? 'kisses.emptyHintMen' : 'kisses.emptyHintLadies')
              : t(isWoman ? 'kisses.emptySentHintWoman' : 'kisses.emptySentHintMan'),
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

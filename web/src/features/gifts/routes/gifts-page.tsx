import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import RedeemRoundedIcon from '@mui/icons-material/RedeemRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { GIFT_STATUS_FILTERS } from '@dating/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { MemberList } from '@/shared/ui/member-list';
import { PageHeader } from '@/shared/ui/page';
import { useGiftList, type GiftSend, type GiftStatusFilter } from '../api/gifts';
import { GiftCatalogue, type CategoryFilter } from '../components/gift-catalogue';
import { GiftListControls, type GiftListView } from '../components/gift-list-controls';
import { GiftSendRow } from '../components/gift-send-row';

type GiftsTab = 'sent' | 'catalogue';

const DEFAULT_VIEW: GiftListView = { status: 'all', sort: 'date', direction: 'asc' };

/** The list's view from the address (only values that differ from the defaults are written there). */
function viewOf(params: URLSearchParams): GiftListView {
  const status = params.get('status');
  return {
    status: (GIFT_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as GiftStatusFilter) : DEFAULT_VIEW.status,
    sort: params.get('sort') === 'price' ? 'price' : 'date',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * /gifts (spec section 2: "Sent gifts and gift catalogue"). A man: the gifts he sent, filtered by
 * status and sorted by date or price (the spec's default: date ascending), 20 at a time, and the
 * catalogue (`?tab=catalogue`; gifts are sent from a lady's profile). A lady: the gifts sent to
 * her that were delivered, each with its sender.
 */
export default function GiftsPage() {
  const { t } = useTranslation();
  const isWoman = useSession((s) => s.userType === 'woman');
  const [params, setParams] = useSearchParams();
  const tab: GiftsTab = !isWoman && params.get('tab') === 'catalogue' ? 'catalogue' : 'sent';
  const view = viewOf(params);

  const show = (nextTab: GiftsTab, nextView: GiftListView) => {
    const next: Record<string, string> = {};
    if (nextTab === 'catalogue') next.tab = 'catalogue';
    for (const key of ['status', 'sort', 'direction'] as const) if (nextView[key] !== DEFAULT_VIEW[key]) next[key] = nextView[key];
    setParams(next, { replace: true });
  };

  return (
    <Box>
      <PageHeader title={isWoman ? t('gifts.page.titleWoman') : t('gifts.page.title')} lead={isWoman ? t('gifts.page.leadWoman') : t('gifts.page.lead')} />
      {!isWoman && (
        <Tabs
          value={tab}
          onChange={(_e, key: GiftsTab) => show(key, view)}
          aria-label={t('gifts.page.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          <Tab value="sent" label={t('gifts.page.sent')} data-testid="tab-sent" sx={{ fontWeight: 700 }} />
          <Tab value="catalogue" label={t('gifts.page.catalogue')} data-testid="tab-catalogue" sx={{ fontWeight: 700 }} />
        </Tabs>
      )}
      {tab === 'catalogue' ? (
        <CatalogueTab />
      ) : (
        <GiftList viewer={isWoman ? 'woman' : 'man'} view={view} onChange={(change) => show('sent', { ...view, ...change })} />
      )}
    </Box>
  );
}

/** His sent gifts or her received ones, with their controls and the list's states. */
function GiftList({ viewer, view, onChange }: { viewer: 'man' | 'woman'; view: GiftListView; onChange: (change: Partial<GiftListView>) => void }) {
  const { t } = useTranslation();
  const isMan = viewer === 'man';
  // Her list is the delivered gifts only: no status to choose, and no prices shown to sort by.
  const list = useGiftList(isMan ? view : { sort: view.sort, direction: view.direction });
  const filtered = isMan && view.status !== 'all';
  // No gift at all: nothing to filter or sort, so the empty state stands alone.
  const noGifts = !filtered && list.isSuccess && list.items.length === 0;
  return (
    <>
      {!noGifts && <GiftListControls view={view} onChange={onChange} withStatus={isMan} withPrice={isMan} />}
      <MemberList<GiftSend>
        query={list}
        items={list.items}
        testId="gifts-list"
        renderRow={(item) => <GiftSendRow key={item.id} item={item} viewer={viewer} />}
        empty={
          !isMan
            ? { icon: <RedeemRoundedIcon />, title: t('gifts.page.emptyReceived'), text: t('gifts.page.emptyReceivedHint') }
            : filtered
              ? {
                  icon: <CardGiftcardRoundedIcon />,
                  title: t('gifts.page.emptyStatus'),
                  text: t('gifts.page.emptyStatusHint'),
                  action: (
                    <Button variant="contained" onClick={() => onChange({ status: 'all' })}>
                      {t('gifts.page.showAll')}
                    </Button>
                  ),
                }
              : {
                  icon: <CardGiftcardRoundedIcon />,
                  title: t('gifts.page.emptySent'),
                  text: t('gifts.page.emptySentHint'),
                  action: (
                    <Button component={RouterLink} to="/search" variant="contained">
                      {t('gifts.page.findLadies')}
                    </Button>
                  ),
                }
        }
      />
    </>
  );
}

/** The catalogue, read-only: gifts are chosen in the gift modal of a lady's profile. */
function CatalogueTab() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<CategoryFilter>('all');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert
        severity="info"
        icon={<CardGiftcardRoundedIcon />}
        action={
          <Button component={RouterLink} to="/search" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {t('gifts.page.findLadies')}
          </Button>
        }
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
        data-testid="gift-catalogue-hint"
      >
        {t('gifts.page.catalogueHint')}
      </Alert>
      <GiftCatalogue category={category} onCategory={setCategory} headingLevel="h2" />
    </Box>
  );
}

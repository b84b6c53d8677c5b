import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PageHeader } from '@/shared/ui/page';

const TABS = [
  { to: '/news/allNews', label: 'news.all', testId: 'tab-allNews' },
  { to: '/news/favoriteNews', label: 'news.fromFavorites', testId: 'tab-favoriteNews' },
] as const;

/** /news with its children allNews and favoriteNews (spec section 2), as tabs. */
export default function NewsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? TABS[0].to;
  return (
    <Box>
      <PageHeader title={t('news.title')} lead={t('news.lead')} />
      <Tabs value={current} aria-label={t('news.title')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {TABS.map((tab) => (
          <Tab key={tab.to} value={tab.to} label={t(tab.label)} component={RouterLink} to={tab.to} data-testid={tab.testId} sx={{ fontWeight: 700 }} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { wrappingTabsSx } from '@/shared/ui/list-toolbar';
import { PageHeader } from '@/shared/ui/page';

const TABS = ['mainInfo', 'aboutMe', 'appearance', 'perfect', 'editAlbums'] as const;

/** /edit (men only): the profile forms and his photo albums as tabs, each its own route (/edit/mainInfo, …, /edit/editAlbums). */
export default function EditPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(`/edit/${tab}`)) ?? 'mainInfo';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={t('edit.title')} lead={t('edit.lead')} />
      <Card sx={{ overflow: 'hidden' }}>
        <Tabs
          value={current}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('edit.title')}
          sx={[wrappingTabsSx, { borderBottom: 1, borderColor: 'divider', px: 1 }]}
        >
          {TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`edit.tabs.${tab}`)} component={RouterLink} to={`/edit/${tab}`} data-testid={`edit-tab-${tab}`} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Card>
    </Box>
  );
}

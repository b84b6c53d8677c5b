import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { PageHeader } from '@/shared/ui/page';

const TABS = [
  { to: '/settings/general', label: 'settings.tabs.general' },
  { to: '/settings/notifications', label: 'settings.tabs.notifications' },
] as const;

/** /settings with its children general and notifications. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? TABS[0].to;
  return (
    <Box>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Tabs value={current} aria-label={t('settings.title')} sx={{ mb: 3, '& .MuiTab-root': { fontWeight: 800, textTransform: 'none', fontSize: 15 } }}>
        {TABS.map((tab) => (
          <Tab key={tab.to} value={tab.to} label={t(tab.label)} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}

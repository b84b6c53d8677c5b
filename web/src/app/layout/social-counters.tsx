import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useProfileCounters } from '@/shared/api/counters';
import { ROUTES } from '../routes';

/** The header's counters of new winks and new visitors (profile/counter); each opens its list. */
export function SocialCounters() {
  const { t } = useTranslation();
  const { data } = useProfileCounters();
  const items = [
    {
      key: 'winks',
      to: ROUTES.myKisses.path,
      count: data?.winks_new ?? 0,
      label: t('menu.newWinks', { count: data?.winks_new ?? 0 }),
      icon: <WavingHandRoundedIcon />,
    },
    {
      key: 'visitors',
      to: ROUTES.visitors.path,
      count: data?.visitors_new ?? 0,
      label: t('menu.newVisitors', { count: data?.visitors_new ?? 0 }),
      icon: <VisibilityRoundedIcon />,
    },
  ];
  return (
    <>
      {items.map((i) => (
        <Tooltip key={i.key} title={i.label} disableFocusListener disableTouchListener>
          <IconButton
            component={RouterLink}
            to={i.to}
            aria-label={i.label}
            data-testid={`counter-${i.key}`}
            data-count={i.count}
            sx={{ color: 'text.secondary', p: { xs: 0.5, sm: 1 } }}
          >
            <Badge badgeContent={i.count} color="primary" max={99}>
              {i.icon}
            </Badge>
          </IconButton>
        </Tooltip>
      ))}
    </>
  );
}

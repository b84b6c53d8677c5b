import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import { useTranslation } from 'react-i18next';
import { useProfileCounters } from '@/shared/api/counters';
import { HeaderCounter } from '@/shared/ui/header-counter';
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
        <HeaderCounter key={i.key} to={i.to} count={i.count} label={i.label} icon={i.icon} testId={`counter-${i.key}`} />
      ))}
    </>
  );
}

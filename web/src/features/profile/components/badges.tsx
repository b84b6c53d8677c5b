import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The green presence dot, labelled for screen readers. */
export function OnlineDot({ online, size = 10 }: { online: boolean; size?: number }) {
  const { t } = useTranslation();
  if (!online) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('search.badges.online')}
      title={t('search.badges.online')}
      sx={{ display: 'inline-block', flex: 'none', width: size, height: size, borderRadius: '50%', bgcolor: '#2fb344', boxShadow: '0 0 0 2px #fff' }}
    />
  );
}

/** New, web cam and HD cam badges of a profile. */
export function ProfileBadges({
  isNew,
  webCam,
  hdCam,
  online,
  man,
  size = 'small',
}: {
  /** A man's profile: the Russian badge is masculine. */
  man?: boolean;
  isNew?: boolean;
  webCam?: boolean;
  hdCam?: boolean;
  online?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const chip = { height: size === 'small' ? 22 : 28, fontWeight: 800, fontSize: size === 'small' ? 11 : 13, backdropFilter: 'blur(4px)' } as const;
  return (
    <>
      {online && <Chip size="small" label={t('search.badges.online')} sx={{ ...chip, bgcolor: 'success.main', color: '#fff' }} data-testid="badge-online" />}
      {isNew && (
        <Chip
          size="small"
          label={t(man ? 'search.badges.newMan' : 'search.badges.new')}
          sx={{ ...chip, bgcolor: 'primary.main', color: '#fff' }}
          data-testid="badge-new"
        />
      )}
      {(webCam || hdCam) && (
        <Chip
          size="small"
          icon={<VideocamRoundedIcon sx={{ fontSize: 14, color: 'inherit !important' }} />}
          label={hdCam ? t('search.badges.hdCam') : t('search.badges.webCam')}
          sx={{ ...chip, bgcolor: 'rgba(43,33,53,.78)', color: '#fff' }}
          data-testid="badge-cam"
        />
      )}
    </>
  );
}

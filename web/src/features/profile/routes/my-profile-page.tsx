import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBalance } from '@/features/credits/api/get-balance';
import { useFormat } from '@/shared/i18n/format';
import { initialsOf } from '@/shared/lib/initials';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { useMyProfile } from '../api/get-my-profile';
import { useOwnProfile } from '../api/profiles';
import { ProfileView } from '../components/profile-view';
import { StatusEditor } from '../components/status-editor';
import { OwnMediaLink } from '@/features/albums/components/own-media-link';
import { completeness } from '../lib/completeness';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LinearProgress from '@mui/material/LinearProgress';

/** /myProfile: the member as identity knows them (name and ID shown), and the way to the account's screens. */
export default function MyProfilePage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const userType = useSession((s) => s.userType);
  const { data: profile } = useMyProfile();
  const balance = useBalance();
  const own = useOwnProfile();
  const complete = own.data ? completeness(own.data) : null;
  const copyId = async () => {
    if (!profile) return;
    try {
      await navigator.clipboard.writeText(String(profile.user_id));
      toast(t('profile.idCopied'), 'success');
    } catch {
      toast(String(profile.user_id), 'info');
    }
  };
  const links = [
    { key: 'orders', to: '/orders', label: 'menu.orders', icon: ShoppingBagRoundedIcon, menOnly: true },
    { key: 'payments', to: '/payments', label: 'menu.payments', icon: ReceiptLongRoundedIcon, menOnly: true },
    { key: 'settings', to: '/settings/general', label: 'menu.settings', icon: SettingsRoundedIcon, menOnly: false },
  ].filter((l) => !l.menOnly || userType === 'man');

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card sx={{ overflow: 'hidden' }} data-testid="my-profile">
        <Box sx={{ height: { xs: 110, sm: 150 }, background: brand.gradient, position: 'relative' }}>
          <Box
            aria-hidden
            sx={{ position: 'absolute', right: -40, top: -60, width: 220, height: 220, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.12)' }}
          />
        </Box>
        <Box
          sx={{
            px: { xs: 2.5, sm: 4 },
            pb: 3.5,
            mt: { xs: -5, sm: -6 },
            display: 'flex',
            gap: 2.5,
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          {/* The avatar photo once one is set (an accepted public photo), the initials until then. */}
          <Avatar
            src={own.data?.avatar_url ?? undefined}
            alt={own.data?.avatar_url ? own.data.name : undefined}
            data-testid="own-avatar"
            sx={{
              width: { xs: 96, sm: 120 },
              height: { xs: 96, sm: 120 },
              fontSize: 40,
              fontWeight: 800,
              background: brand.gradientDark,
              border: '5px solid #fff',
              boxShadow: '0 14px 34px rgba(43,33,53,.2)',
            }}
          >
            {initialsOf(own.data?.name ?? profile?.name)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0, pb: 0.5 }}>
            <Typography variant="h3" component="h1" data-testid="profile-name" sx={{ wordBreak: 'break-word' }}>
              {own.data?.name ?? profile?.name ?? <Skeleton width={220} />}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
              <Typography sx={{ fontWeight: 700 }} color="text.secondary" data-testid="profile-id">
                {profile ? t('profile.idLabel', { id: profile.user_id }) : <Skeleton width={90} />}
              </Typography>
              {profile && (
                <Tooltip title={t('profile.copyId')}>
                  <IconButton size="small" onClick={() => void copyId()} aria-label={t('profile.copyId')}>
                    <ContentCopyRoundedIcon fontSize="inherit" />
                  </IconButton>
                </Tooltip>
              )}
              {userType && <Chip size="small" label={t(`profile.type.${userType}`)} sx={{ bgcolor: brand.blush, color: 'primary.dark' }} />}
            </Box>
          </Box>
        </Box>
        {/* The status line members see on the profile, edited here by men and women alike (under the
            name row, which sits on the banner's edge by the avatar's foot). */}
        {own.data && (
          <Box sx={{ px: { xs: 2.5, sm: 4 }, mt: -2.5, mb: 3 }}>
            <StatusEditor status={own.data.status ?? ''} />
          </Box>
        )}
        <Box sx={{ px: { xs: 2.5, sm: 4 }, pb: 3.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('labels.email')}
            </Typography>
            <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{profile?.email ?? '…'}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('profile.memberSince')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{profile ? fmt.date(profile.member_since) : '…'}</Typography>
          </Box>
          {userType === 'man' && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('credits.yourBalance')}
              </Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="profile-balance">
                {balance.data !== undefined ? `${fmt.number(balance.data)} ${t('credits.unit', { count: balance.data })}` : '…'}
              </Typography>
            </Box>
          )}
        </Box>
      </Card>

      {complete && userType === 'man' && (
        <Card sx={{ p: { xs: 2.5, sm: 3.5 } }} data-testid="profile-completeness">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {t('member.completeness', { percent: complete.percent })}
            </Typography>
            {userType === 'man' && (
              <Button component={RouterLink} to="/edit/mainInfo" variant="outlined" startIcon={<EditRoundedIcon />} data-testid="edit-profile-link">
                {t('member.edit')}
              </Button>
            )}
          </Box>
          <LinearProgress
            variant="determinate"
            value={complete.percent}
            sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
            aria-label={t('member.completeness', { percent: complete.percent })}
          />
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {complete.missing.length === 0 ? t('member.completeDone') : t('member.completeHint')}
          </Typography>
          {complete.missing.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {complete.missing.map((part) =>
                userType === 'man' && part !== 'photo' ? (
                  <Chip
                    key={part}
                    label={t(`member.missing.${part}`)}
                    component={RouterLink}
                    to={`/edit/${part}`}
                    clickable
                    variant="outlined"
                    color="primary"
                  />
                ) : (
                  <Chip key={part} label={t(`member.missing.${part}`)} variant="outlined" />
                ),
              )}
            </Box>
          )}
        </Card>
      )}

      {userType === 'man' && (
        <Card sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap', background: brand.gradientSoft }}>
          <Box sx={{ width: 56, height: 56, borderRadius: 4, display: 'grid', placeItems: 'center', color: '#fff', background: brand.gradient }}>
            <AddCardRoundedIcon />
          </Box>
          <Box sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: { xs: 0, sm: 220 } }}>
            <Typography variant="h5" component="h2">
              {t('profile.topUpTitle')}
            </Typography>
            <Typography color="text.secondary">{t('profile.topUpText')}</Typography>
          </Box>
          <Button component={RouterLink} to="/buy/credits" variant="contained" endIcon={<ArrowForwardRoundedIcon />}>
            {t('menu.buyCredits')}
          </Button>
        </Card>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>
        {links.map((e) => (
          <Card
            key={e.key}
            component={RouterLink}
            to={e.to}
            sx={{
              p: 2.5,
              textDecoration: 'none',
              color: 'inherit',
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              transition: 'transform .2s',
              '&:hover': { transform: 'translateY(-3px)' },
            }}
          >
            <Box sx={{ width: 44, height: 44, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'rgba(214,51,108,.1)', color: 'primary.main' }}>
              <e.icon />
            </Box>
            <Typography sx={{ fontWeight: 800 }}>{t(e.label)}</Typography>
            <ArrowForwardRoundedIcon sx={{ ml: 'auto', color: 'text.secondary' }} fontSize="small" />
          </Card>
        ))}
      </Box>
      {own.data && <ProfileView profile={own.data} own detailsOnly media={<OwnMediaLink />} />}
    </Box>
  );
}

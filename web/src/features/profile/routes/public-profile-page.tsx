import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import PersonOffRoundedIcon from '@mui/icons-material/PersonOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PublicPhotos } from '@/features/albums/components/member-media';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { LoadError } from '@/shared/ui/load-error';
import { EmptyState, PageContainer } from '@/shared/ui/page';
import { profileGone, usePublicProfile } from '../api/profiles';
import { ProfileView } from '../components/profile-view';
import { ProfileSkeleton } from './profile-page';

/** /publicProfile/{id}: a lady's public fields and public photos for visitors (guest/get-woman-profile), with a call to join. */
export default function PublicProfilePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const query = usePublicProfile(token ? 0 : id);
  if (token && Number.isInteger(id) && id > 0) return <Navigate to={`/profile/${id}`} replace />;

  const cta = query.data && (
    <Card sx={{ p: 2.5, background: brand.gradientDark, color: '#fff' }} data-testid="public-cta">
      <Typography variant="h6" component="p" sx={{ color: '#fff' }}>
        {t('member.guestTitle', { name: query.data.name })}
      </Typography>
      <Typography sx={{ opacity: 0.85, mt: 0.5 }}>{t('member.guestText')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<FavoriteRoundedIcon />} onClick={() => openModal('registration')} data-testid="public-join">
          {t('member.guestCta')}
        </Button>
        <Button variant="text" sx={{ color: '#fff' }} onClick={() => openModal('login')}>
          {t('member.guestLogin')}
        </Button>
      </Box>
    </Card>
  );

  return (
    <PageContainer>
      {(query.isError && profileGone(query.error)) || !Number.isInteger(id) || id <= 0 ? (
        <EmptyState icon={<PersonOffRoundedIcon />} title={t('member.notAvailable')} text={t('member.notAvailableText')} />
      ) : query.isError && !query.isFetching ? (
        <LoadError message={t('member.loadError')} retryLabel={t('member.retry')} onRetry={() => void query.refetch()} testId="profile" />
      ) : query.data ? (
        <ProfileView profile={query.data} actions={cta} media={<PublicPhotos photos={query.data.photos ?? []} name={query.data.name} />} />
      ) : (
        <ProfileSkeleton />
      )}
    </PageContainer>
  );
}

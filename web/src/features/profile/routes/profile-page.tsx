import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import PersonOffRoundedIcon from '@mui/icons-material/PersonOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { MemberMedia } from '@/features/albums/components/member-media';
import { PhotoViewer } from '@/features/albums/components/photo-viewer';
import { ContactInfoButton } from '@/features/contact-info/components/contact-info-button';
import { BookmarkButton } from '@/features/bookmarks/components/bookmark-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { GiftButton } from '@/features/gifts/components/gift-button';
import { IgnoreButton } from '@/features/favorites/components/ignore-button';
import { WinkButton } from '@/features/kisses/components/wink-button';
import { useWriteClosedReason, WriteLetterButton } from '@/features/letters/components/write-letter-button';
import { ReportMemberButton } from '@/features/reports/components/report-member-button';
import { largePhoto } from '@/shared/lib/thumbnail';
import { EmptyState } from '@/shared/ui/page';
import { profileGone, useMemberProfile, type MemberProfile } from '../api/profiles';
import { ProfileActions, ProfileView } from '../components/profile-view';
import { LoadError } from '@/shared/ui/load-error';

/** Skeleton of a profile page while it loads. */
export function ProfileSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' } }} data-testid="profile-loading">
      <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 5.6' }} />
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}

/** Everything one may do on another's profile (mounted once it has loaded, so nothing is asked about a missing one). */
function MemberActions({ id, profile }: { id: number; profile: MemberProfile }) {
  const letterClosed = useWriteClosedReason(profile.user_id);
  return (
    <ProfileActions
      chatWith={{ id, online: profile.is_online }}
      letter={<WriteLetterButton userId={profile.user_id} name={profile.name} />}
      letterClosed={letterClosed}
      wink={<WinkButton userId={id} />}
      social={
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', gridColumn: '1 / -1' }}>
            <FavoriteButton userId={id} />
            <BookmarkButton userId={id} />
          </Box>
          <ContactInfoButton userId={id} name={profile.name} userType={profile.user_type} />
          <GiftButton userId={id} name={profile.name} userType={profile.user_type} />
          {/* The quiet safety actions share one row, below the main ones. */}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', gridColumn: '1 / -1' }}>
            <IgnoreButton userId={id} />
            <ReportMemberButton userId={id} name={profile.name} userType={profile.user_type} />
          </Box>
        </>
      }
    />
  );
}

/** /profile/{id}: another member's profile (profile/load with target_user_id records the visit). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useMemberProfile(id);
  const [viewingPhoto, setViewingPhoto] = useState(false);
  const back = (
    <Button startIcon={<ArrowBackRoundedIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/search'))} sx={{ justifySelf: 'start' }}>
      {t('member.back')}
    </Button>
  );
  const gone = query.isError && profileGone(query.error);
  if (!Number.isInteger(id) || id <= 0 || gone) {
    return (
      <EmptyState
        icon={<PersonOffRoundedIcon />}
        title={t('member.notAvailable')}
        text={t('member.notAvailableText')}
        action={
          <Button component={RouterLink} to="/search" variant="contained">
            {t('member.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      {/* A retry shows the skeleton while it runs, so the click visibly did something. */}
      {query.isError && !query.isFetching ? (
        <LoadError message={t('member.loadError')} retryLabel={t('member.retry')} onRetry={() => void query.refetch()} testId="profile" />
      ) : query.data ? (
        <>
          <ProfileView
            profile={query.data}
            actions={<MemberActions id={id} profile={query.data} />}
            media={<MemberMedia userId={id} name={query.data.name} />}
            onOpenPhoto={() => setViewingPhoto(true)}
          />
          {/* Her main photo, large: what a visitor clicks first on a dating profile. */}
          <PhotoViewer
            items={query.data.avatar_url ? [{ id: 0, src: largePhoto(query.data.avatar_url), alt: query.data.name }] : []}
            index={viewingPhoto ? 0 : null}
            onIndex={() => undefined}
            onClose={() => setViewingPhoto(false)}
          />
        </>
      ) : (
        <ProfileSkeleton />
      )}
    </Box>
  );
}

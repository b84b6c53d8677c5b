import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberMedia } from '@/features/albums/components/member-media';
import { AppModal } from '@/shared/ui/app-modal';

/**
 * A man's look at his companion's photos without leaving the chat: her private ones open for
 * credits right here (site/app-chat/open-photo-for-sale, so she hears of it in her chat).
 */
export function ChatPhotosButton({ companionId, name }: { companionId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('chat.photos.open', { name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton onClick={() => setOpen(true)} aria-label={label} color="primary" data-testid="chat-photos">
          <PhotoLibraryRoundedIcon />
        </IconButton>
      </Tooltip>
      <AppModal
        open={open}
        onClose={() => setOpen(false)}
        title={t('chat.photos.title', { name })}
        subtitle={t('chat.photos.hint')}
        maxWidth="md"
        testId="chat-photos-modal"
      >
        <MemberMedia userId={Number(companionId)} name={name} inChat />
      </AppModal>
    </>
  );
}

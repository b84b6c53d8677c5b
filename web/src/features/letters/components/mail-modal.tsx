import ReplyRoundedIcon from '@mui/icons-material/ReplyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/i18n/format';
import { toast } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { type Companion, type Letter, useReplyOnLetter } from '../api/letters';
import { LetterForm } from './letter-form';
import { useConfirmDiscard } from './use-confirm-discard';

/**
 * The mail modal (spec section 2): one letter in full, its photos, and the reply mode. Closing it
 * clears its data and the reply flag (spec section 4).
 */
export function MailModal({ open, letter, companion, onClose }: { open: boolean; letter: Letter | null; companion: Companion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [replying, setReplying] = useState(false);
  const reply = useReplyOnLetter();
  const discard = useConfirmDiscard();
  const close = () => {
    setReplying(false);
    onClose();
  };
  const from = letter?.is_incoming ? companion?.name : t('letters.you');
  return (
    <AppModal
      open={open && !!letter}
      onClose={discard.guard(close)}
      maxWidth="sm"
      testId="mail-modal"
      title={letter?.is_paid === false && letter.is_incoming ? t('letters.notPaidTitle') : letter?.subject || t('letters.noSubject')}
      subtitle={letter ? `${from ?? ''} · ${format.dateTime(letter.time_create)}` : undefined}
    >
      {letter && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {letter.is_incoming && !letter.is_paid ? (
            <Alert severity="warning">{t('letters.notPaid')}</Alert>
          ) : (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-text">
              {letter.message}
            </Typography>
          )}
          {letter.photos.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {letter.photos.map((p) => (
                <a key={p.photo_id} href={p.large} target="_blank" rel="noreferrer">
                  <img src={p.small} alt={t('letters.photo', { id: p.photo_id })} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
                </a>
              ))}
            </Box>
          )}
          {letter.is_incoming && letter.is_paid && !replying && (
            <Button variant="contained" startIcon={<ReplyRoundedIcon />} onClick={() => setReplying(true)} sx={{ justifySelf: 'start' }} data-testid="reply">
              {t('letters.reply')}
            </Button>
          )}
          {replying && (
            <LetterForm
              draftKey={`reply:${letter.id}`}
              withSubject={false}
              pending={reply.isPending}
              submitLabel={t('letters.sendReply')}
              onUnsentChange={discard.setUnsent}
              onSend={async (draft) => {
                await reply.mutateAsync({ message_id: letter.id, message: draft.message, photos: draft.photos, client_letter_id: draft.clientLetterId });
                toast(t('messages.mailSent'), 'success');
                // Sent: nothing to lose, so no question.
                close();
              }}
            />
          )}
        </Box>
      )}
    </AppModal>
  );
}

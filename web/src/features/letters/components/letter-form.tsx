import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FORM_RULES } from '@dating/rules';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isFieldError, isSiteError } from '@/shared/api';
import { ruleField } from '@/shared/forms/rules-schema';
import { useSession } from '@/shared/store/session-store';
import { newClientLetterId, useLetterPrice, useOwnPublicPhotos } from '../api/letters';
import { LetterFields } from './letter-fields';

/** At most this many photos ride on one letter (the server's limit). */
export const LETTER_PHOTOS_MAX = 5;

export interface LetterDraft {
  subject: string;
  message: string;
  photos: number[];
  clientLetterId: string;
}

const LOW_CREDITS = [10028, 10006, 10161, 10025];

/**
 * A letter whose send failed on the way (the network, the server) may have been charged before it
 * was stored: kept for this tab under its draft key with its client letter id, so the form opened
 * again for the same companion or letter sends it with the same id, and the server delivers the
 * letter that charge paid for instead of charging again. A refusal (low credits, a field) is not kept.
 */
const unsentKey = (draftKey: string) => `letters.unsent.${draftKey}`;

function readUnsent(draftKey: string | undefined): LetterDraft | null {
  if (!draftKey) return null;
  try {
    const draft = JSON.parse(sessionStorage.getItem(unsentKey(draftKey)) ?? 'null') as Partial<LetterDraft> | null;
    if (!draft || typeof draft.clientLetterId !== 'string' || typeof draft.message !== 'string') return null;
    return {
      subject: String(draft.subject ?? ''),
      message: draft.message,
      photos: Array.isArray(draft.photos) ? draft.photos.filter(Number.isInteger) : [],
      clientLetterId: draft.clientLetterId,
    };
  } catch {
    return null;
  }
}

function keepUnsent(draftKey: string | undefined, draft: LetterDraft | null): void {
  if (!draftKey) return;
  try {
    if (draft) sessionStorage.setItem(unsentKey(draftKey), JSON.stringify(draft));
    else sessionStorage.removeItem(unsentKey(draftKey));
  } catch {
    // Storage full or refused: the letter is only not kept.
  }
}

/**
 * The letter form of the send-letter modal and of the mail modal's reply mode: subject and letter
 * with the send-letter form's rules (spec section 5), the sender's accepted public photos to
 * attach, what the letter costs, and one client letter id per letter so a retried send is charged once.
 */
export function LetterForm({
  withSubject,
  defaultSubject = '',
  onSend,
  pending,
  submitLabel,
  draftKey,
  onUnsentChange,
}: {
  /** Whom the letter is for (`to:{companion}`, `reply:{letter}`): an unsent letter is kept under it. */
  draftKey?: string;
  withSubject: boolean;
  defaultSubject?: string;
  onSend: (draft: LetterDraft) => Promise<unknown>;
  pending: boolean;
  submitLabel?: string;
  /** Told whether the form holds anything unsent (a subject of one's own, text, photos), so its modal asks before closing. */
  onUnsentChange?: (unsent: boolean) => void;
}) {
  const { t } = useTranslation();
  // One id per letter, kept across retries of its send (a retry is charged once), renewed after it went.
  const [restored] = useState(() => readUnsent(draftKey));
  const [clientLetterId, setClientLetterId] = useState(() => restored?.clientLetterId ?? newClientLetterId());
  const [photos, setPhotos] = useState<number[]>(restored?.photos ?? []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        subject: withSubject ? ruleField(FORM_RULES.sendLetter.subject, t) : z.string(),
        message: ruleField(FORM_RULES.sendLetter.message, t),
      }),
    [t, withSubject],
  );
  const { control, handleSubmit, setError } = useForm<{ subject: string; message: string }>({
    resolver: zodResolver(schema),
    defaultValues: { subject: restored?.subject || defaultSubject, message: restored?.message ?? '' },
  });
  const ownPhotos = useOwnPublicPhotos(pickerOpen);
  // A subject given by the opener (a thank-you for a gift) is not something she wrote: alone it is not worth asking about.
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });
  const unsent = !!message.trim() || (withSubject && !!subject.trim() && subject !== defaultSubject) || photos.length > 0;
  useEffect(() => {
    onUnsentChange?.(unsent);
  }, [onUnsentChange, unsent]);
  // Gone (closed after a send, the reply mode left): nothing left to lose.
  useEffect(() => () => onUnsentChange?.(false), [onUnsentChange]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSend({ subject: values.subject, message: values.message, photos, clientLetterId });
      keepUnsent(draftKey, null);
      setClientLetterId(newClientLetterId());
    } catch (err) {
      if (isSiteError(err) && err.code !== null && LOW_CREDITS.includes(err.code)) return; // the low-credits modal opens
      if (isFieldError(err)) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field === 'subject' || field === 'message') setError(field, { message: messages[0] });
          else setFailure(messages[0] ?? err.desc);
        }
        return;
      }
      // Lost on the way, or the server failed (5xx): it may have been charged, so it is kept with its id. A refusal was not.
      const mayBeCharged = !isSiteError(err) || err.kind !== 'site' || (err.httpStatus ?? 500) >= 500;
      if (mayBeCharged) keepUnsent(draftKey, { subject: values.subject, message: values.message, photos, clientLetterId });
      setFailure(isSiteError(err) ? err.desc : t('letters.sendFailed'));
    }
  });

  const toggle = (id: number) =>
    setPhotos((list) => (list.includes(id) ? list.filter((p) => p !== id) : list.length >= LETTER_PHOTOS_MAX ? list : [...list, id]));

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} data-testid="letter-form">
      {restored && <Alert severity="info">{t('letters.unsentRestored')}</Alert>}
      <LetterFields control={control} withSubject={withSubject} autoFocus />
      <Box>
        <Button size="small" startIcon={<AttachFileRoundedIcon />} onClick={() => setPickerOpen((o) => !o)} aria-expanded={pickerOpen}>
          {photos.length ? t('letters.photosChosen', { count: photos.length }) : t('letters.attachPhotos')}
        </Button>
        {pickerOpen && (
          <Box sx={{ mt: 1 }}>
            {ownPhotos.isPending ? (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} variant="rounded" width={72} height={72} />
                ))}
              </Box>
            ) : ownPhotos.isError ? (
              <Alert severity="error">{t('letters.photosFailed')}</Alert>
            ) : ownPhotos.data?.length ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('letters.attachPhotos')}>
                {ownPhotos.data.map((p) => {
                  const chosen = photos.includes(p.id);
                  return (
                    <ButtonBase
                      key={p.id}
                      onClick={() => toggle(p.id)}
                      aria-pressed={chosen}
                      aria-label={t('letters.photo', { id: p.id })}
                      sx={{
                        width: 72,
                        height: 72,
                        borderRadius: 2,
                        overflow: 'hidden',
                        position: 'relative',
                        outline: chosen ? '3px solid' : '1px solid',
                        outlineColor: chosen ? 'primary.main' : 'divider',
                      }}
                    >
                      <img src={p.preview!} alt="" width={72} height={72} style={{ objectFit: 'cover' }} />
                      {chosen && (
                        <CheckCircleRoundedIcon color="primary" sx={{ position: 'absolute', right: 2, top: 2, bgcolor: 'white', borderRadius: '50%' }} />
                      )}
                    </ButtonBase>
                  );
                })}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('letters.noPhotos')}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <LetterPrice />
        <Button type="submit" variant="contained" startIcon={<SendRoundedIcon />} disabled={pending} data-testid="send-letter">
          {submitLabel ?? t('letters.send')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * What the letter costs (spec section 1): free for a woman, who never pays; a man pays, so he sees
 * the price once `site/settings/get-price` answers, a placeholder while it loads, and no price at
 * all if it cannot be read (never "free").
 */
function LetterPrice() {
  const { t } = useTranslation();
  const userType = useSession((s) => s.userType);
  const price = useLetterPrice();
  let text: ReactNode = null;
  if (userType === 'woman') text = t('letters.free');
  else if (userType === 'man' && price.isPending) text = <Skeleton width={180} data-testid="letter-price-loading" />;
  else if (userType === 'man' && typeof price.data === 'number') text = t('letters.price', { count: price.data });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="letter-price">
      {text}
    </Typography>
  );
}

import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import RestoreFromTrashRoundedIcon from '@mui/icons-material/RestoreFromTrashRounded';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReportMemberButton } from '@/features/reports/components/report-member-button';
import { isSiteError } from '@/shared/api';
import { useFormat } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { openModal, toast } from '@/shared/store/ui-store';
import { EmptyState } from '@/shared/ui/page';
import { type Letter, type ThreadType, threadLetters, useFileLetters, useStar, useThread } from '../api/letters';
import { MailModal } from './mail-modal';
import { LoadError } from '@/shared/ui/load-error';
import { thumbnail } from '@/shared/lib/thumbnail';

/** How much of a letter's card must be on screen for it to count as seen. */
const SEEN_RATIO = 0.95;

/** A letter she received and has not opened, whose text she may see (a letter not paid shows none). */
const unopened = (letter: Letter) => letter.is_incoming && !letter.checked && letter.is_paid;

/** Whether a card's text shows whole: the card cuts a long letter at three lines. */
function textFits(card: Element): boolean {
  const text = card.querySelector<HTMLElement>('[data-letter-text]');
  return !text || text.scrollHeight <= text.clientHeight + 1;
}

/** What an empty dialog says: in the trash, what lands there; else how the correspondence starts for him or for her. */
function emptyThreadText(type: ThreadType, woman: boolean) {
  if (type === 'trash') return 'letters.emptyThreadTextTrash';
  return woman ? 'letters.emptyThreadTextWoman' : 'letters.emptyThreadTextMan';
}

/**
 * One dialog (letter/get/one-dialog): oldest at the top, "load earlier" while pages come back full,
 * each letter opens the mail modal (an unread incoming one is marked read first), star, delete,
 * restore; "Write" opens the send-letter modal. An unread received letter the thread itself shows
 * in full (its whole text in its card, no photos, the card on screen) is marked read too: she has read it.
 */
export function ThreadView({ type, companionId }: { type: ThreadType; companionId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  // On a phone the header keeps the companion's name: the report is the flag alone there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const woman = useSession((s) => s.userType === 'woman');
  const thread = useThread(companionId, type === 'trash');
  const file = useFileLetters();
  const star = useStar();
  // The letter stays while the modal animates closed; `reading` says whether it is open.
  const [open, setOpen] = useState<Letter | null>(null);
  const [reading, setReading] = useState(false);
  const letters = threadLetters(thread.data?.pages);
  const companion = thread.data?.pages[0]?.companion ?? null;
  const list = useRef<HTMLOListElement>(null);
  // Letters asked to be marked read in this view: each is asked once, whatever renders or refetches
  // meanwhile. A failed one is left to opening it, which asks again and says when it fails.
  const marking = useRef(new Map<number, 'pending' | 'done' | 'failed'>());
  const markAsRead = file.mutateAsync;
  const markRead = useCallback(
    async (ids: number[]) => {
      for (const id of ids) marking.current.set(id, 'pending');
      try {
        // The same call as opening a letter: its success refreshes the lists, the thread and the header counter.
        await markAsRead({ call: 'letter/mark-as-read', ids });
        for (const id of ids) marking.current.set(id, 'done');
      } catch (err) {
        for (const id of ids) marking.current.set(id, 'failed');
        throw err;
      }
    },
    [markAsRead],
  );
  // The letters the thread can show in full (photos show only in the mail modal); a string, so a refetch
  // that changes nothing here leaves the observer alone.
  const readable = letters
    .filter((l) => unopened(l) && l.photos.length === 0)
    .map((l) => l.id)
    .join(',');
  useEffect(() => {
    const root = list.current;
    if (!readable || !root || typeof IntersectionObserver === 'undefined') return;
    const wanted = new Set(readable.split(',').map(Number));
    const observer = new IntersectionObserver(
      (entries) => {
        const ids = entries
          .filter((e) => e.intersectionRatio >= SEEN_RATIO && textFits(e.target))
          .map((e) => Number((e.target as HTMLElement).dataset.letterId))
          .filter((id) => wanted.has(id) && !marking.current.has(id));
        // Unread after a failure: opening the letter tries again.
        if (ids.length) markRead(ids).catch(() => undefined);
      },
      { threshold: SEEN_RATIO },
    );
    for (const card of root.querySelectorAll<HTMLElement>('[data-letter-id]')) if (wanted.has(Number(card.dataset.letterId))) observer.observe(card);
    return () => observer.disconnect();
  }, [readable, markRead]);

  const run = async (work: Promise<unknown>, done?: string) => {
    try {
      await work;
      if (done) toast(done, 'success');
    } catch (err) {
      toast(isSiteError(err) ? err.desc : t('letters.actionFailed'), 'error');
    }
  };
  const openLetter = async (letter: Letter) => {
    const asked = marking.current.get(letter.id);
    if (unopened(letter) && asked !== 'pending' && asked !== 'done') {
      try {
        await markRead([letter.id]);
      } catch (err) {
        toast(isSiteError(err) ? err.desc : t('letters.actionFailed'), 'error');
      }
    }
    setOpen(letter);
    setReading(true);
  };

  if (thread.isPending) return <Skeleton variant="rounded" height={320} />;
  if (thread.isError) return <LoadError message={t('letters.loadFailed')} retryLabel={t('member.retry')} onRetry={() => void thread.refetch()} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }} data-testid="thread-view">
      {/* One row at every width: the name gives way (ellipsis) before the actions wrap under it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }} data-testid="thread-header">
        <IconButton component={RouterLink} to={`/letters/${type}`} aria-label={t('letters.backToList')} sx={{ display: { md: 'none' }, ml: -1 }}>
          <ArrowBackRoundedIcon />
        </IconButton>
        <Avatar src={thumbnail(companion?.avatar) ?? undefined} alt="" sx={{ width: { xs: 40, sm: 48 }, height: { xs: 40, sm: 48 } }}>
          {companion?.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" noWrap>
            {companion ? (
              <Box component={RouterLink} to={`/profile/${companionId}`} sx={{ color: 'inherit' }}>
                {companion.name}
              </Box>
            ) : (
              `#${companionId}`
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            ID {companionId}
          </Typography>
        </Box>
        {/* Where a scam or harassing letter is read, it can be reported: the flag alone on a phone. */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          {companion && <ReportMemberButton userId={companionId} name={companion.name} compact={phone} />}
          {companion && type !== 'trash' && (
            <Button
              variant="contained"
              startIcon={phone ? undefined : <EditRoundedIcon />}
              onClick={() => openModal('sendLetter', { companionId, name: companion.name })}
              data-testid="write-letter"
            >
              {t('letters.write')}
            </Button>
          )}
        </Box>
      </Box>
      {thread.hasNextPage && (
        <Button onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage} sx={{ justifySelf: 'center' }}>
          {t('letters.loadEarlier')}
        </Button>
      )}
      {letters.length === 0 ? (
        // The one empty state of the page, on the same card surface as the mailbox's own.
        <Card variant="outlined" sx={{ minHeight: 360, display: 'grid', placeItems: 'center' }} data-testid="thread-empty">
          <EmptyState icon={<ForumRoundedIcon />} title={t('letters.emptyThread')} text={t(emptyThreadText(type, woman))} />
        </Card>
      ) : (
        <Box component="ol" ref={list} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {letters.map((letter) => (
            <Box
              component="li"
              key={letter.id}
              sx={{ justifySelf: letter.is_incoming ? 'start' : 'end', width: { xs: '100%', sm: '85%' }, display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
            >
              <ButtonBase
                onClick={() => void openLetter(letter)}
                data-testid="letter"
                data-letter-id={letter.id}
                sx={{
                  flex: 1,
                  display: 'block',
                  textAlign: 'left',
                  p: 2,
                  borderRadius: 3,
                  border: '1px solid',
                  borderColor: letter.is_incoming && !letter.checked ? 'primary.main' : 'divider',
                  bgcolor: letter.is_incoming ? 'background.paper' : 'rgba(194, 24, 91, 0.06)',
                }}
              >
                {/* Who wrote it: on a phone both sides of the correspondence use the full width. */}
                <Typography
                  variant="caption"
                  component="p"
                  data-testid="letter-author"
                  sx={{ fontWeight: 600, color: letter.is_incoming ? 'text.secondary' : 'primary.main' }}
                >
                  {letter.is_incoming ? (companion?.name ?? `#${companionId}`) : t('letters.you')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{letter.is_incoming && !letter.is_paid ? t('letters.notPaidTitle') : letter.subject}</Typography>
                  {letter.is_incoming && !letter.checked && <Chip size="small" color="primary" label={t('letters.new')} />}
                  {!letter.is_incoming && <Chip size="small" variant="outlined" label={letter.checked ? t('letters.read') : t('letters.unread')} />}
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                    {format.dateTime(letter.time_create)}
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  data-letter-text
                  sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {letter.is_incoming && !letter.is_paid ? t('letters.notPaid') : letter.message}
                </Typography>
              </ButtonBase>
              <Box sx={{ display: 'grid' }}>
                <IconButton
                  size="small"
                  aria-label={letter.is_starred ? t('letters.unstar') : t('letters.star')}
                  aria-pressed={letter.is_starred}
                  onClick={() => void run(star.mutateAsync({ ids: [letter.id], starred: !letter.is_starred, action: 'letter' }))}
                >
                  {letter.is_starred ? <StarRoundedIcon sx={{ color: 'warning.main' }} /> : <StarBorderRoundedIcon />}
                </IconButton>
                {type === 'trash' ? (
                  <IconButton
                    size="small"
                    aria-label={t('letters.restore')}
                    onClick={() => void run(file.mutateAsync({ call: 'letter/restore', ids: [letter.id] }), t('letters.done.restore'))}
                  >
                    <RestoreFromTrashRoundedIcon />
                  </IconButton>
                ) : (
                  <IconButton
                    size="small"
                    aria-label={t('letters.delete')}
                    onClick={() => void run(file.mutateAsync({ call: 'letter/remove', ids: [letter.id] }), t('letters.done.remove'))}
                  >
                    <DeleteOutlineRoundedIcon />
                  </IconButton>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <MailModal open={reading} letter={open} companion={companion} onClose={() => setReading(false)} />
    </Box>
  );
}

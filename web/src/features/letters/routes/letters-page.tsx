import DraftsRoundedIcon from '@mui/icons-material/DraftsRounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { wrappingTabsSx } from '@/shared/ui/list-toolbar';
import { EmptyState, PageHeader } from '@/shared/ui/page';
import { isThreadType, THREAD_TYPES, type ThreadType, useDialogs } from '../api/letters';
import { DialogList } from '../components/dialog-list';
import { ThreadView } from '../components/thread-view';

const DispatchModal = lazy(() => import('../components/dispatch-modal'));

/**
 * /letters/{threadType} and /letters/{threadType}/{companionId} (spec section 2): the dialog list
 * of inbox, starred, outbox (sent) or trash beside the open dialog; on a phone one or the other.
 */
export default function LettersPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.threadType;
  const companionId = params.companionId && /^[1-9]\d{0,17}$/.test(params.companionId) ? Number(params.companionId) : null;
  // Ladies propose a mass letter (dispatch) to men they know; their agency approves it first.
  const woman = useSession((s) => s.userType === 'woman');
  const [dispatchOpen, setDispatchOpen] = useState(false);
  // The mailbox as the list first asks for it (the same query, so no request of its own): when it
  // has no dialog at all, the page says so across its width instead of a search, bulk buttons and
  // a reading pane with nothing to act on; an open dialog then takes the page alone.
  const mailbox = useDialogs({ type: isThreadType(type) ? type : 'inbox', sort: 'default', nameOrId: '' });
  const mailboxEmpty = mailbox.isSuccess && !mailbox.isPlaceholderData && mailbox.data.pages[0]?.dialog_array.length === 0;
  // An unknown thread type or a companion id that is not a member id is an unknown path (spec section 2).
  if (!isThreadType(type) || (params.companionId !== undefined && companionId === null)) return <Navigate to="/not-found" replace />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader
        title={t('letters.title')}
        lead={t(woman ? 'letters.leadWoman' : 'letters.lead')}
        actions={
          <>
            {woman && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<ForwardToInboxRoundedIcon />}
                aria-haspopup="dialog"
                onClick={() => setDispatchOpen(true)}
                data-testid="open-dispatch"
              >
                {t('letters.dispatch.open')}
              </Button>
            )}
            <Button
              size="small"
              startIcon={<InfoOutlinedIcon />}
              aria-haspopup="dialog"
              onClick={() => openModal('lettersChatInfo')}
              data-testid="letters-chat-info"
            >
              {t('creditModals.lettersChat.open')}
            </Button>
          </>
        }
      />
      {woman && dispatchOpen && (
        <Suspense fallback={null}>
          <DispatchModal open onClose={() => setDispatchOpen(false)} />
        </Suspense>
      )}
      <Tabs value={type} variant="scrollable" allowScrollButtonsMobile aria-label={t('letters.title')} sx={wrappingTabsSx}>
        {THREAD_TYPES.map((tt) => (
          <Tab key={tt} value={tt} label={t(`letters.types.${tt}`)} component={RouterLink} to={`/letters/${tt}`} />
        ))}
      </Tabs>
      {mailboxEmpty && companionId === null ? (
        <EmptyMailbox type={type} woman={woman} />
      ) : mailboxEmpty && companionId !== null ? (
        // A dialog opened from an empty mailbox (a profile's "write", a link): the dialog alone across the
        // page, not beside a list that would repeat its empty state.
        <ThreadView key={`${type}:${companionId}`} type={type} companionId={companionId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) 1fr' }, alignItems: 'start' }}>
          <Box sx={{ display: { xs: companionId ? 'none' : 'block', md: 'block' } }}>
            <DialogList type={type} selectedId={companionId} />
          </Box>
          <Box sx={{ display: { xs: companionId ? 'block' : 'none', md: 'block' } }}>
            {companionId ? (
              <ThreadView key={`${type}:${companionId}`} type={type} companionId={companionId} />
            ) : (
              <Card variant="outlined" sx={{ minHeight: 360, display: 'grid', placeItems: 'center' }} data-testid="letters-no-dialog">
                <EmptyState icon={<DraftsRoundedIcon />} title={t('letters.chooseDialog')} text={t('letters.chooseDialogText')} />
              </Card>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** A thread type with no dialog at all: what fills it and, for a man's inbox or sent letters, the way to the ladies. */
function EmptyMailbox({ type, woman }: { type: ThreadType; woman: boolean }) {
  const { t } = useTranslation();
  const text =
    type === 'starred' || type === 'trash'
      ? t(`letters.emptyText${type === 'starred' ? 'Starred' : 'Trash'}`)
      : woman
        ? t(type === 'inbox' ? 'letters.emptyTextWoman' : 'letters.emptyTextOutboxWoman')
        : t('letters.emptyText');
  const findLadies = !woman && (type === 'inbox' || type === 'outbox');
  return (
    <Card data-testid="letters-empty">
      <EmptyState
        icon={<MailOutlineRoundedIcon />}
        title={t(`letters.empty.${type}`)}
        text={text}
        action={
          findLadies && (
            <Button component={RouterLink} to="/search" variant="contained">
              {t('social.findLadies')}
            </Button>
          )
        }
      />
    </Card>
  );
}

import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { useSession } from '@/shared/store/session-store';
import { openModal } from '@/shared/store/ui-store';
import { wrappingTabsSx } from '@/shared/ui/list-toolbar';
import { PageHeader } from '@/shared/ui/page';
import { isThreadType, THREAD_TYPES } from '../api/letters';
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
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: { xs: companionId ? 'none' : 'block', md: 'block' } }}>
          <DialogList type={type} selectedId={companionId} />
        </Box>
        <Box sx={{ display: { xs: companionId ? 'block' : 'none', md: 'block' } }}>
          {companionId ? (
            <ThreadView key={`${type}:${companionId}`} type={type} companionId={companionId} />
          ) : (
            <Box sx={{ p: 4, border: '1px dashed', borderColor: 'divider', borderRadius: 3, color: 'text.secondary', textAlign: 'center' }}>
              {t('letters.chooseDialog')}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

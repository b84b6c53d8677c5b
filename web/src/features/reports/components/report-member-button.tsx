import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { UserType } from '@dating/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store';

const ReportMemberDialog = lazy(() => import('./report-member-dialog'));

/**
 * "Report" on another member's profile: a quiet action beside "Ignore", opening the report dialog.
 * Not on one's own profile, nor for a member of one's own sex (the server refuses those with 10024).
 * `userType` left out: a letter's or a chat's companion, always of the viewer's other sex.
 * `compact`: the flag alone, named for screen readers and in a tooltip (a crowded header on a phone).
 */
export function ReportMemberButton(props: { userId: number; name: string; userType?: UserType; compact?: boolean }) {
  const { userId, name, compact = false } = props;
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const viewerId = useSession((s) => s.userId);
  const viewerType = useSession((s) => s.userType);
  const [open, setOpen] = useState(false);
  const userType = props.userType ?? (viewerType === 'man' ? 'woman' : 'man');
  if (!token || userId === viewerId || userType === viewerType) return null;
  return (
    <>
      {compact ? (
        <Tooltip title={t('reports.button')}>
          <IconButton
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={t('reports.button')}
            sx={{ color: 'text.secondary' }}
            data-testid="report-button"
          >
            <FlagRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={<FlagRoundedIcon fontSize="small" />}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{ color: 'text.secondary' }}
          data-testid="report-button"
        >
          {t('reports.button')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportMemberDialog member={{ userId, name, userType }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

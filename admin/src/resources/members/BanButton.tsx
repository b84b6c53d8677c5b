import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ReasonDialog } from '../shared/ReasonDialog';

/** The longest ban reason the server keeps. */
export const BAN_REASON_MAX = 500;

/**
 * Ban (with a reason) or unban the member on screen, after a confirm dialog: an update of
 * `banned` and `ban_reason` (docs/admin-api.md). Shown only to roles that may update members.
 */
export const BanButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'members', action: 'edit', record });
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess) return null;
  const banning = !record.banned;

  const confirm = (reason: string) =>
    update(
      'members',
      { id: record.id, data: banning ? { banned: true, ban_reason: reason } : { banned: false, ban_reason: null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(banning ? 'resources.members.ban.banned' : 'resources.members.ban.unbanned', { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <>
      {/* Its word shows on a phone too: react-admin's Button keeps only the icon there, and a bare red
          sign is no way to offer a ban (as the queues' decision buttons, shared/DecisionPair). */}
      <Button
        size="small"
        startIcon={banning ? <BlockIcon /> : <LockOpenIcon />}
        onClick={() => setOpen(true)}
        color={banning ? 'error' : 'primary'}
        data-testid={banning ? 'ban-member' : 'unban-member'}
      >
        {translate(banning ? 'resources.members.ban.ban' : 'resources.members.ban.unban')}
      </Button>
      <ReasonDialog
        key={String(open)}
        open={open}
        pending={isPending}
        title={translate(banning ? 'resources.members.ban.title_ban' : 'resources.members.ban.title_unban', { name: record.name })}
        explain={translate(banning ? 'resources.members.ban.explain_ban' : 'resources.members.ban.explain_unban')}
        reasonLabel={banning ? translate('resources.members.fields.ban_reason') : undefined}
        reasonRequired={translate('resources.members.ban.reason_required')}
        maxLength={BAN_REASON_MAX}
        confirmLabel={translate(banning ? 'resources.members.ban.ban' : 'resources.members.ban.unban')}
        color={banning ? 'error' : 'primary'}
        testId="ban"
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
};

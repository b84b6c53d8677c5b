import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DraftsRoundedIcon from '@mui/icons-material/DraftsRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import RestoreFromTrashRoundedIcon from '@mui/icons-material/RestoreFromTrashRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isSiteError } from '@/shared/api';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useFormat } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { toast } from '@/shared/store/ui-store';
import { EmptyState } from '@/shared/ui/page';
import { DIALOG_SORTS, type DialogSort, type ThreadType, useDialogs, useFileLetters } from '../api/letters';
import { LoadError } from '@/shared/ui/load-error';
import { thumbnail } from '@/shared/lib/thumbnail';

/**
 * The dialog list of one thread type (letter/get/dialog): sort, search by name or id, select
 * dialogs to mark read, delete or restore, show-more while pages come back full.
 */
export function DialogList({ type, selectedId }: { type: ThreadType; selectedId: number | null }) {
  const { t } = useTranslation();
  // A lady does not open a correspondence (spec: replies or dispatch), so her empty inbox says how men reach her.
  const woman = useSession((s) => s.userType === 'woman');
  const format = useFormat();
  const [sort, setSort] = useState<DialogSort>('default');
  const [search, setSearch] = useState('');
  const nameOrId = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<number[]>([]);
  const dialogs = useDialogs({ type, sort, nameOrId });
  const file = useFileLetters();
  const rows = dialogs.data?.pages.flatMap((p) => p.dialog_array) ?? [];

  const act = async (call: 'letter/mark-read-dialog' | 'letter/remove-dialog' | 'letter/restore-dialog') => {
    if (!chosen.length) return void toast(t('messages.noMailChosen'), 'warning');
    try {
      await file.mutateAsync({ call, ids: chosen });
      setChosen([]);
      toast(t(`letters.done.${call.split('/')[1]}`), 'success');
    } catch (err) {
      toast(isSiteError(err) ? err.desc : t('letters.actionFailed'), 'error');
    }
  };
  const toggle = (id: number) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }} data-testid="dialog-list">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(e) => setSearch(e.target.value.slice(0, 100))}
          placeholder={t('letters.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('letters.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField select size="small" value={sort} onChange={(e) => setSort(e.target.value as DialogSort)} label={t('letters.sort')} sx={{ minWidth: 130 }}>
          {DIALOG_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`letters.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* Select-all, bulk actions and the count only over a list that has something to act on. */}
      {rows.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="dialog-toolbar">
          <Checkbox
            size="small"
            checked={rows.length > 0 && chosen.length === rows.length}
            indeterminate={chosen.length > 0 && chosen.length < rows.length}
            onChange={(e) => setChosen(e.target.checked ? rows.map((r) => r.companion.user_id) : [])}
            slotProps={{ input: { 'aria-label': t('letters.selectAll') } }}
          />
          {type !== 'outbox' && type !== 'trash' && (
            <Tooltip title={t('letters.markRead')}>
              <IconButton onClick={() => void act('letter/mark-read-dialog')} aria-label={t('letters.markRead')}>
                <DraftsRoundedIcon />
              </IconButton>
            </Tooltip>
          )}
          {type === 'trash' ? (
            <Tooltip title={t('letters.restore')}>
              <IconButton onClick={() => void act('letter/restore-dialog')} aria-label={t('letters.restore')}>
                <RestoreFromTrashRoundedIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title={t('letters.delete')}>
              <IconButton onClick={() => void act('letter/remove-dialog')} aria-label={t('letters.delete')}>
                <DeleteOutlineRoundedIcon />
              </IconButton>
            </Tooltip>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {dialogs.data ? t('letters.dialogCount', { count: dialogs.data.pages[0]?.count ?? 0 }) : ''}
          </Typography>
        </Box>
      )}
      {dialogs.isPending ? (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={68} />)
      ) : dialogs.isError ? (
        <LoadError message={t('letters.loadFailed')} retryLabel={t('member.retry')} onRetry={() => void dialogs.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<MailOutlineRoundedIcon />}
          title={t(`letters.empty.${type}`)}
          text={nameOrId ? t('letters.noMatch', { text: nameOrId }) : t(woman ? 'letters.emptyTextWoman' : 'letters.emptyText')}
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((d) => {
            const active = d.companion.user_id === selectedId;
            return (
              <Box
                component="li"
                key={d.companion.user_id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  pr: 1.5,
                  borderRadius: 3,
                  border: '1px solid',
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'action.selected' : d.unread ? 'rgba(194, 24, 91, 0.04)' : 'background.paper',
                }}
              >
                <Checkbox
                  size="small"
                  checked={chosen.includes(d.companion.user_id)}
                  onChange={() => toggle(d.companion.user_id)}
                  slotProps={{ input: { 'aria-label': t('letters.select', { name: d.companion.name }) } }}
                />
                <Box
                  component={RouterLink}
                  to={`/letters/${type}/${d.companion.user_id}`}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1, color: 'inherit', textDecoration: 'none' }}
                  data-testid="dialog-row"
                >
                  <Badge color="primary" badgeContent={d.unread} overlap="circular">
                    <Avatar src={thumbnail(d.companion.avatar) ?? undefined} alt="">
                      {d.companion.name.slice(0, 1)}
                    </Avatar>
                  </Badge>
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                      <Typography sx={{ fontWeight: d.unread ? 800 : 600 }} noWrap>
                        {d.companion.name || `#${d.companion.user_id}`}
                      </Typography>
                      {d.is_starred && <StarRoundedIcon sx={{ fontSize: 16, color: 'warning.main' }} aria-label={t('letters.starred')} />}
                      <Typography
                        variant="caption"
                        component="time"
                        dateTime={d.message.time_create}
                        title={format.dateTime(d.message.time_create)}
                        color="text.secondary"
                        sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
                      >
                        {format.listDate(d.message.time_create)}
                      </Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {d.message.is_incoming && !d.message.is_paid ? t('letters.notPaidTitle') : d.message.subject || t('letters.noSubject')}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {dialogs.hasNextPage && (
        <Button onClick={() => void dialogs.fetchNextPage()} disabled={dialogs.isFetchingNextPage} sx={{ justifySelf: 'center' }}>
          {t('letters.showMore')}
        </Button>
      )}
    </Box>
  );
}

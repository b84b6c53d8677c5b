import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_RULES } from '@dating/rules';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isFieldError, isSiteError } from '@/shared/api';
import { ruleField } from '@/shared/forms/rules-schema';
import { useFormat } from '@/shared/i18n/format';
import { thumbnail } from '@/shared/lib/thumbnail';
import { toast } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { LoadError } from '@/shared/ui/load-error';
import { type Dispatch, DISPATCH_RECIPIENTS_MAX, type DispatchCandidate, useDispatchCandidates, useDispatches, useProposeDispatch } from '../api/dispatches';
import { newClientLetterId } from '../api/letters';
import { LetterFields } from './letter-fields';
import { useConfirmDiscard } from './use-confirm-discard';

type Values = { subject: string; message: string; recipients: number[] };

/**
 * The dispatch (mass letter) modal of spec section 2, for ladies: one letter to many men she knows,
 * proposed to her agency, which approves it before anything is sent; and her dispatches with their
 * state. Opened from the letters page.
 */
export default function DispatchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'new' | 'mine'>('new');
  const id = useId();
  const discard = useConfirmDiscard();
  return (
    <AppModal
      open={open}
      onClose={discard.guard(onClose)}
      title={t('letters.dispatch.title')}
      subtitle={t('letters.dispatch.lead')}
      maxWidth="sm"
      testId="dispatch-modal"
    >
      <Tabs value={tab} onChange={(_, v: 'new' | 'mine') => setTab(v)} variant="fullWidth" sx={{ mb: 2 }} aria-label={t('letters.dispatch.title')}>
        <Tab value="new" label={t('letters.dispatch.tabs.new')} id={`${id}-new`} aria-controls={`${id}-new-panel`} />
        <Tab value="mine" label={t('letters.dispatch.tabs.mine')} id={`${id}-mine`} aria-controls={`${id}-mine-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-new-panel`} aria-labelledby={`${id}-new`} hidden={tab !== 'new'}>
        <DispatchForm onProposed={() => setTab('mine')} onUnsentChange={discard.setUnsent} />
      </Box>
      <Box role="tabpanel" id={`${id}-mine-panel`} aria-labelledby={`${id}-mine`} hidden={tab !== 'mine'}>
        {tab === 'mine' && <DispatchList />}
      </Box>
    </AppModal>
  );
}

/** Subject, letter and recipients with the send-letter form's rules (spec section 5); one client key per dispatch, kept across retries. */
function DispatchForm({ onProposed, onUnsentChange }: { onProposed: () => void; onUnsentChange: (unsent: boolean) => void }) {
  const { t } = useTranslation();
  const propose = useProposeDispatch();
  const [clientKey, setClientKey] = useState(newClientLetterId);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        subject: ruleField(FORM_RULES.sendLetter.subject, t),
        message: ruleField(FORM_RULES.sendLetter.message, t),
        recipients: z
          .array(z.number())
          .min(1, t('letters.dispatch.chooseMen'))
          .max(DISPATCH_RECIPIENTS_MAX, t('letters.dispatch.tooMany', { max: DISPATCH_RECIPIENTS_MAX })),
      }),
    [t],
  );
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', message: '', recipients: [] },
  });
  // What closing would lose (text, or the men she chose), so the modal asks first; proposed, the form is empty again.
  const [subject, message, recipients] = useWatch({ control, name: ['subject', 'message', 'recipients'] });
  const unsent = !!subject.trim() || !!message.trim() || recipients.length > 0;
  useEffect(() => {
    onUnsentChange(unsent);
  }, [onUnsentChange, unsent]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await propose.mutateAsync({ subject: values.subject, message: values.message, recipient_ids: values.recipients, client_dispatch_id: clientKey });
      setClientKey(newClientLetterId());
      reset();
      toast(t('letters.dispatch.proposed'), 'success');
      onProposed();
    } catch (err) {
      if (isFieldError(err)) {
        for (const [field, messages] of Object.entries(err.fieldErrors)) {
          if (field === 'subject' || field === 'message') setError(field, { message: messages[0] });
          else if (field === 'recipient_ids') setError('recipients', { message: messages[0] });
          else setFailure(messages[0] ?? err.desc);
        }
        return;
      }
      // The server's reason (her daily limit, ...) when it gave one.
      setFailure(isSiteError(err) && err.kind === 'site' ? err.desc : t('letters.dispatch.failed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} data-testid="dispatch-form">
      <LetterFields control={control} required />
      <Controller
        control={control}
        name="recipients"
        render={({ field, fieldState }) => <RecipientPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Alert severity="info" icon={<MarkEmailReadRoundedIcon />}>
        {t('letters.dispatch.approvalNote')}
      </Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SendRoundedIcon />} disabled={propose.isPending} data-testid="propose-dispatch">
          {t('letters.dispatch.submit')}
        </Button>
      </Box>
    </Box>
  );
}

/** The men she knows, each with why he is here, a filter by name or ID, and select all (at most the dispatch's limit). */
function RecipientPicker({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [filter, setFilter] = useState('');
  const list = useDispatchCandidates();
  const text = filter.trim().toLowerCase();
  const shown = text ? list.candidates.filter((c) => c.name.toLowerCase().includes(text) || String(c.user_id) === text) : list.candidates;
  const chosen = new Set(value);
  const allShownChosen = shown.length > 0 && shown.every((c) => chosen.has(c.user_id));
  const someShownChosen = shown.some((c) => chosen.has(c.user_id));
  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  const toggleAll = () => {
    const ids = new Set(shown.map((c) => c.user_id));
    if (allShownChosen) return onChange(value.filter((v) => !ids.has(v)));
    // Never past the limit: the first men shown fill what is left.
    const added = shown.map((c) => c.user_id).filter((id) => !chosen.has(id));
    onChange([...value, ...added].slice(0, DISPATCH_RECIPIENTS_MAX));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }} aria-describedby={error ? `${labelId}-error` : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('letters.dispatch.recipients')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('letters.dispatch.recipientsHint')}
      </Typography>
      {list.isPending ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Box>
      ) : list.isError ? (
        <LoadError message={t('letters.dispatch.candidatesFailed')} retryLabel={t('member.retry')} onRetry={() => void list.retry()} />
      ) : list.candidates.length === 0 ? (
        <Typography variant="body2" sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2, textAlign: 'center' }}>
          {t('letters.dispatch.noCandidates')}
        </Typography>
      ) : (
        <>
          <TextField
            size="small"
            value={filter}
            onChange={(e) => setFilter(e.target.value.slice(0, 100))}
            placeholder={t('letters.dispatch.filter')}
            slotProps={{
              htmlInput: { 'aria-label': t('letters.dispatch.filter') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={allShownChosen} indeterminate={someShownChosen && !allShownChosen} onChange={toggleAll} disabled={!shown.length} />}
              label={t('letters.dispatch.selectAll')}
            />
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="dispatch-chosen">
              {t('letters.dispatch.chosen', { count: value.length, max: DISPATCH_RECIPIENTS_MAX })}
            </Typography>
          </Box>
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('letters.noMatch', { text: filter.trim() })}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: 300, overflowY: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
              data-testid="dispatch-candidates"
            >
              {shown.map((c) => (
                <Candidate key={c.user_id} candidate={c} checked={chosen.has(c.user_id)} onToggle={() => toggle(c.user_id)} />
              ))}
            </Box>
          )}
          {list.hasMore && (
            <Button size="small" onClick={() => void list.loadMore()} disabled={list.isFetchingMore} sx={{ justifySelf: 'start' }}>
              {t('letters.dispatch.showMore')}
            </Button>
          )}
        </>
      )}
      {error && (
        <FormHelperText error id={`${labelId}-error`} role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

function Candidate({ candidate, checked, onToggle }: { candidate: DispatchCandidate; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ borderRadius: 1.5, '&:hover': { bgcolor: 'action.hover' } }}>
      <FormControlLabel
        sx={{ m: 0, width: '100%', py: 0.25, pr: 1, alignItems: 'center' }}
        control={<Checkbox checked={checked} onChange={onToggle} />}
        label={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, flexWrap: 'wrap' }}>
            <Avatar src={thumbnail(candidate.avatar) ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
              {candidate.name.slice(0, 1)}
            </Avatar>
            <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {candidate.name}
            </Box>
            <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {candidate.sources.map((s) => (
                <Chip key={s} size="small" variant="outlined" label={t(`letters.dispatch.sources.${s}`)} />
              ))}
            </Box>
          </Box>
        }
      />
    </Box>
  );
}

const STATE_COLORS = { awaiting_approval: 'info', sending: 'warning', done: 'success', rejected: 'error' } as const;

/** Her dispatches, newest first, each with its state: awaiting approval, sending (how far), sent, or rejected with the reason. */
function DispatchList() {
  const { t } = useTranslation();
  const list = useDispatches();
  if (list.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    );
  if (list.isError) return <LoadError message={t('letters.dispatch.mineFailed')} retryLabel={t('member.retry')} onRetry={() => void list.refetch()} />;
  if (!list.items.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('letters.dispatch.mineEmpty')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="dispatch-list">
        {list.items.map((d) => (
          <DispatchRow key={d.id} dispatch={d} />
        ))}
      </Box>
      {list.hasNextPage && (
        <Button size="small" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ justifySelf: 'center' }}>
          {t('letters.showMore')}
        </Button>
      )}
    </Box>
  );
}

function DispatchRow({ dispatch: d }: { dispatch: Dispatch }) {
  const { t } = useTranslation();
  const format = useFormat();
  const state =
    d.state === 'sending'
      ? `${t('letters.dispatch.states.sending')} · ${t('letters.dispatch.progress', { sent: d.sent, total: d.total })}`
      : t(`letters.dispatch.states.${d.state}`);
  return (
    <Box component="li" sx={{ p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 0.75 }} data-testid="dispatch-row">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{d.subject}</Typography>
        <Chip size="small" color={STATE_COLORS[d.state]} label={state} data-testid="dispatch-state" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('letters.dispatch.recipientsCount', { count: d.total })} · <time dateTime={d.time_create}>{format.dateTime(d.time_create)}</time>
      </Typography>
      {d.state === 'rejected' && d.reject_reason && (
        <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
          {t('letters.dispatch.rejectedReason', { reason: d.reject_reason })}
        </Typography>
      )}
    </Box>
  );
}

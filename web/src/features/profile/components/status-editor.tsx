import { FORM_RULES } from '@dating/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isSiteError } from '@/shared/api';
import { toast } from '@/shared/store/ui-store';
import { FormTextField } from '@/shared/ui/form-fields';
import { useUpdateStatus } from '../api/profiles';
import { applyServerErrors } from './save-form';
import { statusSchema } from '../lib/edit-schemas';

type Values = z.infer<ReturnType<typeof statusSchema>>;

/**
 * The member's status line on /myProfile (men and women), as members see it on the profile, edited
 * in place: Enter saves, Escape cancels, and focus goes back to the edit button either way. An
 * empty line clears the status.
 */
export function StatusEditor({ status }: { status: string }) {
  const { t } = useTranslation();
  const schema = useMemo(() => statusSchema(t), [t]);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { status }, mode: 'onChange' });
  const mutation = useUpdateStatus();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Closing the editor unmounts the field that had focus: give it back to the button that opened it.
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const open = () => {
    reset({ status });
    setEditing(true);
  };
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };
  const save = async (values: Values) => {
    const next = values.status.trim();
    if (next === status) return close();
    try {
      await mutation.mutateAsync(next);
      toast(t(next ? 'profile.status.saved' : 'profile.status.cleared'), 'success');
      close();
    } catch (err) {
      if (isSiteError(err) && err.kind === 'site') {
        // A 10002 answer goes under the field; another refusal says the server's description.
        const message = applyServerErrors(err, setError, ['status']);
        if (message) toast(message, 'error');
      } else toast(t('messages.requestFailed'), 'error');
    }
  };
  const submit = (e: FormEvent) => void handleSubmit(save)(e);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !mutation.isPending) {
      e.stopPropagation();
      close();
    }
  };

  if (editing)
    return (
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1.5, maxWidth: 620 }}
        data-testid="status-form"
      >
        <FormTextField
          control={control}
          name="status"
          label={t('labels.status')}
          placeholder={t('profile.status.placeholder')}
          maxLength={FORM_RULES.status.status.max}
          size="small"
          autoFocus
          autoComplete="off"
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { 'data-testid': 'status-input' } }}
        />
        <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
          <Button type="submit" variant="contained" disabled={mutation.isPending} data-testid="status-save">
            {t('profile.status.save')}
          </Button>
          <Button onClick={close} disabled={mutation.isPending} data-testid="status-cancel">
            {t('profile.status.cancel')}
          </Button>
        </Box>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 1 }} data-testid="status">
      {status && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic', wordBreak: 'break-word', minWidth: 0 }} data-testid="status-text">
          “{status}”
        </Typography>
      )}
      <Button
        ref={editButton}
        size="small"
        startIcon={status ? <EditRoundedIcon /> : <AddRoundedIcon />}
        onClick={open}
        data-testid="status-edit"
        sx={{ minWidth: 0 }}
      >
        {status ? t('profile.status.edit') : t('profile.status.add')}
      </Button>
    </Box>
  );
}

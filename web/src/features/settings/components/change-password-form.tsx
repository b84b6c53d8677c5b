import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FORM_RULES } from '@dating/rules';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isSiteError } from '@/shared/api';
import { matchingPasswords, ruleField } from '@/shared/forms/rules-schema';
import { toast } from '@/shared/store/ui-store';
import { PasswordField } from '@/shared/ui/form-fields';
import { useChangePassword } from '../api/settings';

export function useChangePasswordSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z
        .object({ newPassword: ruleField(FORM_RULES.changePassword.newPassword, t), repeatPassword: ruleField(FORM_RULES.changePassword.repeatPassword, t) })
        .superRefine(matchingPasswords('newPassword', 'repeatPassword', t)),
    [t],
  );
}

/** Change password: new and repeated, each 6 to 36, matching ('Passwords must match'). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const schema = useChangePasswordSchema();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  const mutation = useChangePassword();
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({ newPassword: values.newPassword, repeat: values.repeatPassword });
      reset();
      toast(t('messages.passwordUpdated'), 'success');
    } catch (err) {
      setFormError(isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }} data-testid="change-password-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <PasswordField control={control} name="newPassword" label={t('labels.newPassword')} autoComplete="new-password" />
      <PasswordField control={control} name="repeatPassword" label={t('labels.repeatPassword')} autoComplete="new-password" />
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ justifySelf: 'start' }} data-testid="change-password-submit">
        {t('settings.password.submit')}
      </Button>
    </Box>
  );
}

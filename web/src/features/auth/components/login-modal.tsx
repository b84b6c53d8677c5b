import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FORM_RULES } from '@dating/rules';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isSiteError } from '@/shared/api';
import { ruleField } from '@/shared/forms/rules-schema';
import { MEMBER_HOME } from '@/shared/store/session-store';
import { toast, useUi } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { FormTextField, PasswordField } from '@/shared/ui/form-fields';
import { signIn } from '../api/sign-in';
import { startSession } from '../session';

export function useLoginSchema() {
  const { t } = useTranslation();
  return useMemo(
    () => z.object({ email: ruleField(FORM_RULES.login.email, t), password: ruleField(FORM_RULES.login.password, t), remember_me: z.boolean() }),
    [t],
  );
}

/** The login modal: e-mail, password, remember me; links to password recovery and sign-up. */
export function LoginModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.login);
  const { closeModal, openModal } = useUi.getState();
  const navigate = useNavigate();
  const location = useLocation();
  const schema = useLoginSchema();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', remember_me: true },
    mode: 'onTouched',
  });
  const mutation = useMutation({ mutationFn: signIn });

  const close = () => {
    closeModal('login');
    setFormError(null);
    reset();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      startSession(result, values.remember_me);
      close();
      toast(t('auth.welcomeBack'), 'success');
      // From the public home (or the password reset, which leads there) to the member's home, the search; `/`
      // itself is replaced, so Back does not return to a page that would only send her on again.
      const here = location.pathname;
      if (here === '/' || here === '/reset-password') navigate(MEMBER_HOME, { replace: here === '/' });
    } catch (err) {
      setFormError(isSiteError(err, 10003) && err.httpStatus !== 429 ? t('messages.loginFailed') : isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  });

  return (
    <AppModal open={open} onClose={close} title={t('auth.loginTitle')} subtitle={t('auth.loginLead')} testId="login-modal">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {formError && (
          <Alert severity="error" data-testid="login-error">
            {formError}
          </Alert>
        )}
        <FormTextField control={control} name="email" label={t('labels.email')} type="email" autoComplete="email" autoFocus />
        <PasswordField control={control} name="password" label={t('labels.password')} autoComplete="current-password" />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Controller
            control={control}
            name="remember_me"
            render={({ field }) => (
              <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('auth.rememberMe')} />
            )}
          />
          <Link
            component="button"
            type="button"
            onClick={() => {
              close();
              openModal('forgotPassword');
            }}
          >
            {t('auth.forgotLink')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} data-testid="login-submit">
          {mutation.isPending ? t('common.pleaseWait') : t('auth.signIn')}
        </Button>
        <Typography sx={{ textAlign: 'center' }} variant="body2" color="text.secondary">
          {t('auth.noAccount')}{' '}
          <Link
            component="button"
            type="button"
            onClick={() => {
              close();
              openModal('registration');
            }}
          >
            {t('auth.joinFree')}
          </Link>
        </Typography>
      </Box>
    </AppModal>
  );
}

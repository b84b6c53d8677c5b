import { zodResolver } from '@hookform/resolvers/zod';
import FemaleRoundedIcon from '@mui/icons-material/FemaleRounded';
import MaleRoundedIcon from '@mui/icons-material/MaleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { COOKIES, FORM_RULES, USER_TYPES } from '@dating/rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isFieldError, isSiteError } from '@/shared/api';
import { useSiteSettings } from '@/shared/api/site-settings';
import { ruleField } from '@/shared/forms/rules-schema';
import { getCookie } from '@/shared/lib/cookies';
import { toast, useUi } from '@/shared/store/ui-store';
import { brand } from '@/shared/theme';
import { AppModal } from '@/shared/ui/app-modal';
import { FormTextField, PasswordField } from '@/shared/ui/form-fields';
import { register } from '../api/register';
import { NEW_MEMBER_HOME, startSession } from '../session';
import { Captcha } from './captcha';
import { WomenAgreementModal } from './women-agreement-modal';

export function useSignUpSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        user_type: z.enum(USER_TYPES),
        name: ruleField(FORM_RULES.signUp.name, t),
        email: ruleField(FORM_RULES.signUp.email, t),
        password: ruleField(FORM_RULES.signUp.password, t),
      }),
    [t],
  );
}

type Values = z.infer<ReturnType<typeof useSignUpSchema>>;

/**
 * The registration modal: who you are, name, e-mail, password (the sign-up rules of spec
 * section 5) and the captcha (site settings: valid for the captcha interval; after the
 * configured number of failed tries it must be solved again). A woman accepts the women's
 * agreement before her account is created.
 */
export function RegistrationModal() {
  const { t } = useTranslation();
  const open = useUi((s) => !!s.modals.registration);
  const { closeModal, openModal } = useUi.getState();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useSiteSettings();
  const schema = useSignUpSchema();
  const groupLabel = useId();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failedTries, setFailedTries] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [agreementFor, setAgreementFor] = useState<Values | null>(null);
  const [captchaFocus, setCaptchaFocus] = useState(0);
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { user_type: 'man', name: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const mutation = useMutation({ mutationFn: register });

  const close = () => {
    closeModal('registration');
    reset();
    setFormError(null);
    setCaptchaError(null);
    setFailedTries(0);
    setCaptchaReset((k) => k + 1);
  };

  const failTry = () => {
    const tries = failedTries + 1;
    if (tries >= settings.registration_tries_count) {
      setFailedTries(0);
      setCaptchaReset((k) => k + 1);
    } else setFailedTries(tries);
  };

  const create = async (values: Values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync({ ...values, captcha: captcha! });
      startSession(result, true);
      close();
      toast(t('auth.welcomeNew', { name: values.name.trim() }), 'success');
      // The public home is for visitors: replaced, so Back does not return to it.
      navigate(NEW_MEMBER_HOME, { replace: location.pathname === '/' });
    } catch (err) {
      failTry();
      // A refusal is shown where it is and brought into view (the body may scroll on a short screen).
      if (isSiteError(err, 10027)) setError('email', { message: t('auth.emailTaken') }, { shouldFocus: true });
      else if (isFieldError(err) && err.fieldErrors.captcha) {
        setCaptchaError(t('messages.captchaVerifyError'));
        setCaptchaReset((k) => k + 1);
        setCaptchaFocus((n) => n + 1);
      } else if (isFieldError(err)) {
        const fields = err.fieldErrors;
        const known = (['name', 'email', 'password'] as const).filter((f) => fields[f]?.length);
        known.forEach((f, i) => setError(f, { message: fields[f]![0] }, { shouldFocus: i === 0 }));
        if (!known.length) setFormError(err.desc);
      } else setFormError(isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  };

  const submit = handleSubmit(
    async (values) => {
      if (!captcha) {
        setCaptchaError(t('messages.captchaRequired'));
        setCaptchaFocus((n) => n + 1);
        return;
      }
      if (values.user_type === 'woman' && getCookie(COOKIES.agreementAccepted) !== 'true') {
        setAgreementFor(values);
        return;
      }
      await create(values);
    },
    () => {
      if (!captcha) setCaptchaError(t('messages.captchaRequired'));
    },
  );

  return (
    <>
      {/* A body that scrolls on a short screen under a footer that keeps the submit button (and what it means) in
          view; on a wide screen the short fields pair up, so the whole form fits an 800 px high window. */}
      <AppModal
        open={open}
        onClose={close}
        title={t('auth.registerTitle')}
        subtitle={
          <>
            {t('auth.registerLead')} {t('auth.haveAccount')}{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ verticalAlign: 'baseline' }}
              onClick={() => {
                close();
                openModal('login');
              }}
            >
              {t('auth.signIn')}
            </Link>
          </>
        }
        maxWidth="sm"
        onSubmit={submit}
        testId="registration-modal"
        header={<Box aria-hidden sx={{ height: 8, background: brand.gradient }} />}
        actions={
          <>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} data-testid="registration-submit">
              {mutation.isPending ? t('common.pleaseWait') : t('auth.createAccount')}
            </Button>
            <Typography sx={{ textAlign: 'center' }} variant="caption" color="text.secondary">
              <Trans
                i18nKey="auth.legalNote"
                components={{
                  terms: <Link component={RouterLink} to="/terms-of-use" onClick={close} />,
                  privacy: <Link component={RouterLink} to="/privacy-policy" onClick={close} />,
                }}
              />
            </Typography>
          </>
        }
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography id={groupLabel} variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('auth.iAm')}
            </Typography>
            <Controller
              control={control}
              name="user_type"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color="primary"
                  value={field.value}
                  onChange={(_e, v) => v && field.onChange(v)}
                  aria-labelledby={groupLabel}
                  sx={{ '& .MuiToggleButton-root': { py: 1.2, fontWeight: 700, textTransform: 'none', gap: 1 } }}
                >
                  <ToggleButton value="man" data-testid="user-type-man">
                    <MaleRoundedIcon fontSize="small" /> {t('auth.manSeeking')}
                  </ToggleButton>
                  <ToggleButton value="woman" data-testid="user-type-woman">
                    <FemaleRoundedIcon fontSize="small" /> {t('auth.womanSeeking')}
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          </Box>
          <FormTextField control={control} name="name" label={t('labels.name')} autoComplete="given-name" helperText={t('auth.nameHint')} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
            <FormTextField control={control} name="email" label={t('labels.email')} type="email" autoComplete="email" />
            <PasswordField control={control} name="password" label={t('labels.password')} autoComplete="new-password" helperText={t('auth.passwordHint')} />
          </Box>
          <Captcha
            focusRequest={captchaFocus}
            onChange={(token) => {
              setCaptcha(token);
              if (token) setCaptchaError(null);
            }}
            error={captchaError}
            resetKey={captchaReset}
            intervalSeconds={settings.captcha_interval}
          />
        </Box>
      </AppModal>
      <WomenAgreementModal
        open={!!agreementFor}
        onDecline={() => setAgreementFor(null)}
        onAccept={() => {
          const values = agreementFor;
          setAgreementFor(null);
          if (values) void create(values);
        }}
      />
    </>
  );
}

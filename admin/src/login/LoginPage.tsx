import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useCheckAuth, useLocaleState, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';
import { brand } from '@dating/web/theme';
import { sessionExpired } from '../auth/session';
import { staffAuthApi, type StaffAuthApi } from '../auth/staff-auth-api';
import { LOCALES } from '../i18n';
import type { LoginError, LoginState } from './login-machine';
import { QrCode } from './QrCode';
import { useLoginFlow } from './useLoginFlow';

type Translate = ReturnType<typeof useTranslate>;

const ErrorAlert = ({ error, translate }: { error?: LoginError; translate: Translate }) =>
  error ? (
    <Alert severity="error" role="alert" data-testid="login-error">
      {translate(error.key, error.options)}
    </Alert>
  ) : null;

/** A field that takes focus when its step appears, so the whole flow works from the keyboard. */
function useAutoFocus<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

const SubmitButton = ({ busy, children, testId }: { busy: boolean; children: ReactNode; testId: string }) => (
  <Button
    type="submit"
    variant="contained"
    color="primary"
    size="large"
    fullWidth
    disabled={busy}
    data-testid={testId}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
  >
    {children}
  </Button>
);

/** Every step of the flow: a form with the step's heading and a line that says what to do, then the step's own parts. */
const StepForm = ({
  testId,
  title,
  intro,
  onSubmit,
  children,
}: {
  testId: string;
  title: string;
  intro: string;
  onSubmit: () => void;
  children: ReactNode;
}) => (
  <Stack
    component="form"
    noValidate
    onSubmit={(e: FormEvent) => {
      e.preventDefault();
      onSubmit();
    }}
    spacing={2}
    data-testid={testId}
  >
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    <Typography color="text.secondary">{intro}</Typography>
    {children}
  </Stack>
);

const CredentialsStep = ({
  state,
  onSubmit,
  translate,
}: {
  state: Extract<LoginState, { step: 'credentials' }>;
  onSubmit: (email: string, password: string) => void;
  translate: Translate;
}) => {
  const [email, setEmail] = useState(state.email);
  const [password, setPassword] = useState('');
  const ref = useAutoFocus<HTMLInputElement>('credentials');
  return (
    <StepForm
      testId="login-credentials"
      title={translate('admin.login.title')}
      intro={translate('admin.login.subtitle')}
      onSubmit={() => onSubmit(email, password)}
    >
      <ErrorAlert error={state.error} translate={translate} />
      <TextField
        inputRef={ref}
        label={translate('admin.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        size="medium"
        margin="none"
      />
      <TextField
        label={translate('admin.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        size="medium"
        margin="none"
      />
      <SubmitButton busy={state.busy} testId="login-submit">
        {translate('admin.login.submit')}
      </SubmitButton>
    </StepForm>
  );
};

/** The 6-digit code (or a recovery code) field: numeric keyboard, one-time-code autofill. */
const CodeField = ({
  recovery,
  value,
  onChange,
  translate,
  stepKey,
}: {
  recovery: boolean;
  value: string;
  onChange: (v: string) => void;
  translate: Translate;
  stepKey: string;
}) => {
  const ref = useAutoFocus<HTMLInputElement>(stepKey);
  return (
    <TextField
      inputRef={ref}
      label={translate(recovery ? 'admin.login.recovery_code' : 'admin.login.code')}
      name={recovery ? 'recovery_code' : 'code'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      required
      size="medium"
      margin="none"
      slotProps={{
        htmlInput: recovery
          ? { spellCheck: false, autoCapitalize: 'none', maxLength: 64, 'data-testid': 'recovery-code-input' }
          : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7, 'data-testid': 'code-input', style: { letterSpacing: '0.4em', fontSize: '1.3rem' } },
      }}
    />
  );
};

const BackLink = ({ onClick, translate }: { onClick: () => void; translate: Translate }) => (
  <Link component="button" type="button" onClick={onClick} sx={{ alignSelf: 'center' }} data-testid="login-restart">
    {translate('admin.login.back')}
  </Link>
);

/** The secret in groups of four, as authenticator apps show it. */
const formatSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** What the flow hands each second-factor step. */
type CodeStepFlow = { onSubmit: (code: string) => void; onRestart: () => void; translate: Translate };

/**
 * The layout both second-factor steps share (`enroll`: the first code of a new authenticator;
 * `verify`: the sign-in check): what only the step shows before the field (`before`), the error,
 * the code field, the submit button, the step's own links (`after`) and the way back to the start.
 * The heading and the button say `admin.login.<step>.title` and `.submit`.
 */
const CodeStep = ({
  step,
  state,
  intro,
  recovery = false,
  onSubmit,
  onRestart,
  translate,
  before,
  after,
}: CodeStepFlow & {
  step: 'enroll' | 'verify';
  state: { busy: boolean; error?: LoginError };
  intro: string;
  recovery?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}) => {
  const [code, setCode] = useState('');
  return (
    <StepForm testId={`login-${step}`} title={translate(`admin.login.${step}.title`)} intro={translate(intro)} onSubmit={() => onSubmit(code)}>
      {before}
      <ErrorAlert error={state.error} translate={translate} />
      <CodeField recovery={recovery} value={code} onChange={setCode} translate={translate} stepKey={step} />
      <SubmitButton busy={state.busy} testId={`${step}-submit`}>
        {translate(`admin.login.${step}.submit`)}
      </SubmitButton>
      {after}
      <BackLink onClick={onRestart} translate={translate} />
    </StepForm>
  );
};

const EnrollStep = ({ state, ...flow }: CodeStepFlow & { state: Extract<LoginState, { step: 'enroll' }> }) => (
  <CodeStep
    step="enroll"
    state={state}
    intro="admin.login.enroll.intro"
    {...flow}
    before={
      <>
        <QrCode value={state.otpauthUrl} alt={flow.translate('admin.login.enroll.qr_alt')} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {flow.translate('admin.login.enroll.manual')}
          </Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            data-secret={state.secret}
            sx={{
              display: 'block',
              mt: 0.5,
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'rgba(43,33,53,0.05)',
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: '0.92rem',
              textAlign: 'center',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {formatSecret(state.secret)}
          </Typography>
        </Box>
      </>
    }
  />
);

const VerifyStep = ({ state, onToggle, ...flow }: CodeStepFlow & { state: Extract<LoginState, { step: 'verify' }>; onToggle: () => void }) => {
  const recovery = state.mode === 'recovery';
  return (
    <CodeStep
      // Switching between an authenticator code and a recovery code starts afresh: an empty field, with the focus.
      key={state.mode}
      step="verify"
      state={state}
      intro={recovery ? 'admin.login.verify.recovery_intro' : 'admin.login.verify.intro'}
      recovery={recovery}
      {...flow}
      after={
        <Link component="button" type="button" onClick={onToggle} sx={{ alignSelf: 'center' }} data-testid="toggle-recovery">
          {flow.translate(recovery ? 'admin.login.verify.use_totp' : 'admin.login.verify.use_recovery')}
        </Link>
      }
    />
  );
};

const RecoveryCodesStep = ({
  state,
  onSaved,
  onFinish,
  translate,
}: {
  state: Extract<LoginState, { step: 'recovery-codes' }>;
  onSaved: (saved: boolean) => void;
  onFinish: () => void;
  translate: Translate;
}) => {
  const [copied, setCopied] = useState(false);
  const ref = useAutoFocus<HTMLButtonElement>('codes');
  const text = `${state.codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = translate('admin.login.codes.file_name');
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <StepForm testId="login-recovery-codes" title={translate('admin.login.codes.title')} intro={translate('admin.login.codes.intro')} onSubmit={onFinish}>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 1.5,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 3,
          bgcolor: 'rgba(43,33,53,0.05)',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: '0.95rem',
        }}
      >
        {state.codes.map((code) => (
          <Box component="li" key={code} sx={{ textAlign: 'center', wordBreak: 'break-all' }}>
            {code}
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button ref={ref} variant="outlined" onClick={copy} startIcon={<ContentCopyIcon />} fullWidth data-testid="copy-codes">
          {translate(copied ? 'admin.actions.copied' : 'admin.actions.copy')}
        </Button>
        <Button variant="outlined" onClick={download} startIcon={<DownloadIcon />} fullWidth data-testid="download-codes">
          {translate('admin.actions.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={state.saved} onChange={(e) => onSaved(e.target.checked)} slotProps={{ input: { 'data-testid': 'codes-saved' } as object }} />
        }
        label={translate('admin.login.codes.confirm')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!state.saved} data-testid="codes-continue">
        {translate('admin.login.codes.submit')}
      </Button>
    </StepForm>
  );
};

const LanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_e, value) => value && setLocale(value)}
      aria-label={translate('admin.language')}
      sx={{ bgcolor: 'rgba(255,255,255,0.08)', '& .MuiToggleButton-root': { color: '#fff', borderColor: 'rgba(255,255,255,0.3)', px: 1.5 } }}
    >
      {LOCALES.map((l) => (
        <ToggleButton
          key={l.locale}
          value={l.locale}
          lang={l.locale}
          data-testid={`locale-${l.locale}`}
          sx={{ '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#fff', color: brand.plum } }}
        >
          {l.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/**
 * The staff sign-in page (react-admin's `loginPage`): e-mail and password, then either the TOTP
 * enrolment (QR code, the secret for manual entry, the first code, the 10 recovery codes once) or
 * the TOTP check (or a recovery code). The session reaches react-admin through `login()` only
 * when the flow is complete.
 */
export const LoginPage = ({ api = staffAuthApi, now = Date.now }: { api?: StaffAuthApi; now?: () => number }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const { state, dispatch, signIn, submitCode } = useLoginFlow(api, now);
  const [expired] = useState(sessionExpired);

  // Already signed in (another tab): straight to the back office.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const session = state.step === 'done' ? state.session : null;
  useEffect(() => {
    if (!session) return;
    login({ session }).catch(() => {
      notify('admin.login.errors.generic', { type: 'error' });
      dispatch({ type: 'restart' });
    });
  }, [session, login, notify, dispatch]);

  const restart = () => dispatch({ type: 'restart' });

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        background: `radial-gradient(900px 500px at 85% -10%, rgba(214,51,108,0.35) 0, transparent 60%), ${brand.gradientDark}`,
        px: 2,
        pb: 4,
      }}
    >
      <Box component="header" sx={{ width: '100%', maxWidth: 460, display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2, gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontFamily: brand.fontDisplay, fontWeight: 700, fontSize: '1.6rem', color: '#fff' }}>{brand.name}</Typography>
          <Typography
            sx={{
              display: { xs: 'none', sm: 'block' },
              fontSize: '0.75rem',
              fontWeight: 700,
              letterSpacing: '0.12em',
              textTransform: 'uppercase',
              color: brand.blush,
              opacity: 0.8,
            }}
          >
            {translate('admin.brand')}
          </Typography>
        </Box>
        <LanguageSwitch />
      </Box>
      <Card component="main" sx={{ width: '100%', maxWidth: 460, mt: { xs: 1, sm: 4 } }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Avatar sx={{ bgcolor: 'primary.main', mb: 2 }}>
            <LockIcon />
          </Avatar>
          {expired && state.step === 'credentials' && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="session-expired">
              {translate('admin.login.session_expired')}
            </Alert>
          )}
          {state.step === 'credentials' && <CredentialsStep state={state} onSubmit={signIn} translate={translate} />}
          {state.step === 'enroll' && <EnrollStep state={state} onSubmit={submitCode} onRestart={restart} translate={translate} />}
          {state.step === 'verify' && (
            <VerifyStep state={state} onSubmit={submitCode} onToggle={() => dispatch({ type: 'toggle-recovery' })} onRestart={restart} translate={translate} />
          )}
          {state.step === 'recovery-codes' && (
            <RecoveryCodesStep
              state={state}
              onSaved={(saved) => dispatch({ type: 'codes-saved', saved })}
              onFinish={() => dispatch({ type: 'finish' })}
              translate={translate}
            />
          )}
          {state.step === 'done' && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

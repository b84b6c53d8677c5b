import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import UnsubscribeRoundedIcon from '@mui/icons-material/UnsubscribeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { scopeOfToken, unsubscribeByLink } from '../api/unsubscribe-by-link';

/**
 * `/unsubscribe?u=<token>`, from a link in a member e-mail: says what it stops (one kind of e-mail,
 * or all of them) and stops it on a click, without signing in. Nothing changes on opening the page
 * (mail scanners open links). A link that is not valid says so; the form below still works.
 */
export function UnsubscribeByLink({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  // A kind the site has words for (the token's scope is not trusted here: the server checks it).
  const named = scopeOfToken(token);
  const scope = i18n.exists(`unsubscribe.link.kinds.${named}`) ? named : 'all';
  const mutation = useMutation({ mutationFn: () => unsubscribeByLink(token) });
  const what = t(`unsubscribe.link.kinds.${scope}`);

  if (mutation.isSuccess) {
    return (
      <Box sx={{ textAlign: 'center', py: 3 }} role="status" data-testid="unsubscribe-link-done">
        <MarkEmailReadRoundedIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="p" sx={{ mt: 1 }}>
          {t('unsubscribe.link.doneTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('unsubscribe.link.doneText', { what })}
        </Typography>
        <Link component={RouterLink} to="/settings/notifications" sx={{ display: 'inline-block', mt: 2 }}>
          {t('unsubscribe.link.settings')}
        </Link>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="unsubscribe-link">
      <Typography variant="h5" component="h2">
        {t('unsubscribe.link.title', { what })}
      </Typography>
      <Typography color="text.secondary">{t('unsubscribe.link.lead')}</Typography>
      {mutation.isError && (
        <Alert severity="error" data-testid="unsubscribe-link-error">
          {t('unsubscribe.link.invalid')}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<UnsubscribeRoundedIcon />}
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
          data-testid="unsubscribe-link-confirm"
        >
          {t('unsubscribe.link.confirm')}
        </Button>
      </Box>
    </Box>
  );
}

import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A dashboard that could not load: what happened, and a way to try again. */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="dashboard-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('admin.actions.retry')}
        </Button>
      }
    >
      {translate('admin.errors.load')}
    </Alert>
  );
};

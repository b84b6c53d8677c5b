import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * What a list or page shows when it could not load: the message and a Retry button (the query's
 * refetch). `testId` names the alert `<testId>-error` and the button `<testId>-retry`.
 */
export function LoadError({ message, retryLabel, onRetry, testId }: { message: string; retryLabel: string; onRetry: () => void; testId?: string }) {
  return (
    <Alert
      severity="error"
      data-testid={testId ? `${testId}-error` : undefined}
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid={testId ? `${testId}-retry` : undefined}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

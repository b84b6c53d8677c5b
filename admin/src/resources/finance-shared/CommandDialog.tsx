import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

/** What the admin API answered, as react-admin's HttpError carries it. */
interface AdminError {
  status?: number;
  message?: string;
  body?: { message?: unknown; errors?: unknown; error?: unknown } | null;
}

/**
 * The admin API's field messages as form errors: `errors: { <field>: "<message>" }` beside
 * `message` (docs/admin-api.md; the envelope's `error` map of message lists is read too).
 */
export function serverFieldErrors(error: unknown, fields: string[]): Record<string, string> | null {
  const body = (error as AdminError | null)?.body;
  const details = body?.errors ?? body?.error;
  if (!details || typeof details !== 'object' || Array.isArray(details)) return null;
  const out: Record<string, string> = {};
  for (const field of fields) {
    const messages = (details as Record<string, unknown>)[field];
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return Object.keys(out).length ? out : null;
}

/** The text to show for a failed call: the server's message, or "cannot reach the server". */
export function errorText(error: unknown, translate: (key: string) => string): string {
  const e = error as AdminError | null;
  const body = e?.body?.message;
  if (typeof body === 'string' && body) return body;
  if (e?.status && e.message && e.message !== 'network') return e.message;
  return translate('ra.notification.http_error');
}

export interface CommandDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  intro?: ReactNode;
  submitLabel: string;
  /** The form's fields (react-admin inputs). */
  children: ReactNode;
  defaultValues?: FieldValues;
  /** Field names the server may name in a validation error. */
  fields: string[];
  /** Runs the command; resolves when it is done (`false`: stay open, nothing happened), throws the API's error otherwise. */
  onSubmit: (values: FieldValues) => Promise<void | false>;
  testId: string;
  danger?: boolean;
}

/**
 * The dialog of a staff command (grant credits, reverse a charge, refund a payment): its fields,
 * a submit button that runs the command once at a time (a second click while it runs does
 * nothing), the server's refusal shown in the dialog (field messages beside their fields), and
 * close on success. The caller keeps the command's idempotency key, made when the dialog opens.
 */
export const CommandDialog = ({ open, onClose, title, intro, submitLabel, children, defaultValues, fields, onSubmit, testId, danger }: CommandDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const submit = async (values: FieldValues) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setFailure(null);
    try {
      if ((await onSubmit(values)) !== false) onClose();
      return undefined;
    } catch (error) {
      setFailure(errorText(error, translate));
      return serverFieldErrors(error, fields) ?? undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const close = () => {
    if (running.current) return;
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={`${testId}-title`} data-testid={testId}>
      {open && (
        <Form onSubmit={submit} defaultValues={defaultValues} noValidate>
          <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {intro}
              {children}
              {failure && (
                <Alert severity="error" role="alert" data-testid={`${testId}-error`}>
                  {failure}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={danger ? 'error' : 'primary'}
              disabled={pending}
              aria-busy={pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid={`${testId}-submit`}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

/** Reason field rules shared by the staff commands: required, not only spaces, at most 500 characters. */
export const REASON_MAX = 500;
export const notBlank = (value: unknown) => (typeof value === 'string' && !value.trim() ? 'ra.validation.required' : undefined);

/** A whole number (credits, cents); `message` is the resource's own key for the error. */
export const wholeNumber = (message: string) => (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : message;

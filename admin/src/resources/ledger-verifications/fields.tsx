import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Chip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

/** The run's verdict: "Balanced" or "Mismatch". */
export const ResultField = () => {
  const ok = useFieldValue({ source: 'ok' });
  const translate = useTranslate();
  return ok ? (
    <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('resources.ledger-verifications.ok')} data-testid="verification-ok" />
  ) : (
    <Chip size="small" color="error" icon={<ErrorIcon />} label={translate('resources.ledger-verifications.failed')} data-testid="verification-failed" />
  );
};

/** Who ran it: a staff member, or the scheduled job (no staff id). */
export const RunByField = () => {
  const staffId = useFieldValue({ source: 'staff_id' });
  const translate = useTranslate();
  return (
    <span>{staffId ? translate('resources.ledger-statements.actors.staff', { id: String(staffId) }) : translate('resources.ledger-verifications.system')}</span>
  );
};

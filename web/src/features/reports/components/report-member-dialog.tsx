import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { checkReport, REPORT_LIMITS, REPORT_MESSAGES, REPORT_REASONS, type ReportReason, type UserType } from '@dating/rules';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useToggleBlock } from '@/features/favorites/api/favorites';
import { isFieldError } from '@/shared/api';
import { inInterfaceLanguage, refusalText } from '@/shared/api/refusal-text';
import { toast } from '@/shared/store/ui-store';
import { AppModal } from '@/shared/ui/app-modal';
import { useReportMember } from '../api/report-member';

/** The reported member, as the profile's button hands it over. */
export interface ReportedMember {
  userId: number;
  name: string;
  userType: UserType;
}

const FIELDS = ['reason', 'details'] as const;

/** One of REPORT_MESSAGES (the server and `checkReport` speak English) in the interface language; any other text as it is. */
const reportMessage = (t: TFunction, text: string): string => inInterfaceLanguage(t, text, REPORT_MESSAGES, 'reports.messages');

/** The form runs the server's own check (`checkReport`), so it refuses exactly what `report/add` would. */
function useReportSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({ reason: z.string(), details: z.string(), alsoBlock: z.boolean() }).superRefine((values, ctx) => {
        const check = checkReport(values);
        if (check.ok) return;
        for (const [field, [message = '']] of Object.entries(check.details))
          // No reason yet is a choice still to make, not the server's list of valid values.
          ctx.addIssue({ code: 'custom', path: [field], message: field === 'reason' ? t('reports.chooseReason') : reportMessage(t, message) });
      }),
    [t],
  );
}

/**
 * "Report {name}": a reason, details (required for "other"), and optionally blocking the member
 * once the report is in. A refusal stays in the dialog (a field's under it, the rest in an alert).
 */
export default function ReportMemberDialog({ member, onClose }: { member: ReportedMember; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const context = member.userType === 'woman' ? 'female' : 'male';
  const report = useReportMember();
  const block = useToggleBlock();
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useReportSchema();
  const { control, handleSubmit, setError } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', details: '', alsoBlock: false },
  });
  const detailsLength = useWatch({ control, name: 'details' }).trim().length;
  const sending = report.isPending;
  // Closing mid-send would lose the answer (and the block that follows it).
  const close = () => !sending && onClose();

  const submit = handleSubmit(({ reason, details, alsoBlock }) => {
    setRefusal(null);
    report.mutate(
      { target_user_id: member.userId, reason: reason as ReportReason, details: details.trim() },
      {
        onSuccess: () => {
          if (alsoBlock) block.mutate({ userId: member.userId, block: true });
          toast(t('reports.sent'), 'success');
          onClose();
        },
        onError: (err) => {
          const fieldErrors = isFieldError(err) ? err.fieldErrors : {};
          const fields = FIELDS.filter((field) => fieldErrors[field]?.[0]);
          for (const field of fields) setError(field, { message: reportMessage(t, fieldErrors[field]![0]!) });
          if (!fields.length) setRefusal(refusalText(err, t, 'messages.requestFailed', REPORT_MESSAGES, 'reports.messages'));
        },
      },
    );
  });

  return (
    <AppModal
      open
      onClose={close}
      title={t('reports.title', { name: member.name, context })}
      subtitle={t('reports.lead', { name: member.name })}
      maxWidth="sm"
      testId="report-dialog"
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2.5 }}>
        <Controller
          control={control}
          name="reason"
          // A details error depends on the reason ("other"): checked again when the reason changes.
          rules={{ deps: 'details' }}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={!!fieldState.error}>
              <FormLabel component="legend" id={`${ids}-reason`} sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('reports.reason')}
              </FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                aria-labelledby={`${ids}-reason`}
                aria-describedby={fieldState.error ? `${ids}-reason-error` : undefined}
                // Enter on a radio submits its form in browsers: choosing a reason must not send the report.
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                data-testid="report-reasons"
              >
                {REPORT_REASONS.map((reason, i) => (
                  <FormControlLabel
                    key={reason}
                    value={reason}
                    control={<Radio size="small" slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                    label={t(`reports.reasons.${reason}`)}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText id={`${ids}-reason-error`}>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Controller
          control={control}
          name="details"
          // The form's ref goes to the textarea alone (spread, the root box would take it and a details
          // error could not be focused).
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('reports.details')}
              multiline
              minRows={3}
              maxRows={10}
              fullWidth
              error={!!fieldState.error}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{fieldState.error?.message ?? t('reports.detailsHint')}</span>
                  <Box
                    component="span"
                    sx={{ whiteSpace: 'nowrap', color: detailsLength > REPORT_LIMITS.detailsMax ? 'error.main' : undefined }}
                    data-testid="report-details-counter"
                  >
                    {`${detailsLength} / ${REPORT_LIMITS.detailsMax}`}
                  </Box>
                </Box>
              }
              slotProps={{ htmlInput: { 'data-testid': 'report-details' } }}
            />
          )}
        />
        <Controller
          control={control}
          name="alsoBlock"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
              label={t('reports.alsoBlock', { name: member.name, context })}
            />
          )}
        />
        {refusal && (
          <Alert severity="error" data-testid="report-refusal">
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          <Button type="button" color="inherit" onClick={close} disabled={sending}>
            {t('reports.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            data-testid="report-send"
          >
            {t('reports.send')}
          </Button>
        </Box>
      </Box>
    </AppModal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { ATTACHMENTS, FORM_RULES, validateAttachments } from '@dating/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUser } from '@/features/auth/api/get-user';
import { isSiteError } from '@/shared/api';
import { ruleField, translateViolation } from '@/shared/forms/rules-schema';
import { FormTextField } from '@/shared/ui/form-fields';
import { sendContactUs, sendUnsubscribe } from '../api/send-feedback';

export type FeedbackKind = 'contact' | 'unsubscribe';

export function useFeedbackSchema(kind: FeedbackKind) {
  const { t } = useTranslation();
  return useMemo(() => {
    const rules = kind === 'contact' ? FORM_RULES.contactUs : FORM_RULES.unsubscribe;
    return z.object({
      email: ruleField(rules.email, t),
      subject: kind === 'contact' ? ruleField(FORM_RULES.contactUs.subject, t) : z.string(),
      message: ruleField(rules.message, t),
    });
  }, [kind, t]);
}

/**
 * The contact-us and unsubscribe forms (spec section 5): e-mail (≤100), subject (contact:
 * required, ≤100), message (contact: required; unsubscribe: optional; ≤5000) and attachments
 * (gif, png or jpg, at most 2 MB each).
 */
export function FeedbackForm({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation();
  const schema = useFeedbackSchema(kind);
  const { data: user } = useUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const filesLabel = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setValue, getValues } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', subject: '', message: '' },
    mode: 'onTouched',
  });
  const mutation = useMutation({ mutationFn: kind === 'contact' ? sendContactUs : sendUnsubscribe });

  useEffect(() => {
    if (user?.email && !getValues('email')) setValue('email', user.email);
  }, [user?.email, getValues, setValue]);

  const addFiles = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])];
    const violation = validateAttachments(next);
    if (violation) setFilesError(translateViolation(t, violation));
    else {
      setFilesError(null);
      setFiles(next);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({
        email: values.email,
        subject: kind === 'contact' ? values.subject : undefined,
        message: values.message,
        attachments: files,
      });
      setDone(true);
    } catch (err) {
      setFormError(isSiteError(err) ? err.desc : t('messages.requestFailed'));
    }
  });

  if (done) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }} data-testid="feedback-done" role="status">
        <MarkEmailReadRoundedIcon color="primary" sx={{ fontSize: 60 }} />
        <Typography variant="h4" component="p" sx={{ mt: 1 }}>
          {kind === 'contact' ? t('contact.thanksTitle') : t('unsubscribe.doneTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {kind === 'contact' ? t('messages.contactThankYou') : t('unsubscribe.doneText')}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.25 }}>
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField control={control} name="email" label={t('labels.email')} type="email" autoComplete="email" />
      {kind === 'contact' && <FormTextField control={control} name="subject" label={t('labels.subject')} maxLength={FORM_RULES.contactUs.subject.max} />}
      <FormTextField
        control={control}
        name="message"
        label={kind === 'contact' ? t('labels.message') : t('unsubscribe.messageLabel')}
        multiline
        minRows={5}
        maxLength={FORM_RULES.contactUs.message.max}
      />
      <Box>
        <Typography sx={{ fontWeight: 700 }} id={filesLabel} variant="body2">
          {t('contact.attachments')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('contact.attachmentsHint', { max: ATTACHMENTS.maxMegabytes, count: ATTACHMENTS.maxCount })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <Button variant="outlined" component="label" startIcon={<AttachFileRoundedIcon />} size="small" aria-describedby={filesLabel}>
            {t('contact.addFiles')}
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept=".gif,.png,.jpg,.jpeg,image/gif,image/png,image/jpeg"
              onChange={(e) => addFiles(e.target.files)}
              data-testid="attachments-input"
            />
          </Button>
          {files.map((f, i) => (
            <Chip
              key={`${f.name}-${i}`}
              label={f.name}
              onDelete={() => setFiles(files.filter((_, j) => j !== i))}
              deleteIcon={<CloseRoundedIcon aria-label={t('contact.removeFile', { name: f.name })} />}
            />
          ))}
        </Box>
        {filesError && (
          <FormHelperText error role="alert">
            {filesError}
          </FormHelperText>
        )}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} sx={{ justifySelf: { sm: 'start' } }} data-testid="feedback-submit">
        {kind === 'contact' ? t('contact.send') : t('unsubscribe.send')}
      </Button>
    </Box>
  );
}

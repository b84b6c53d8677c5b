import { FORM_RULES } from '@dating/rules';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/ui/form-fields';

/**
 * The subject (when the letter has one) and the letter, with the send-letter form's limits and
 * their counters, always shown (spec section 5): the letter form and the dispatch use the same fields.
 */
export function LetterFields<T extends FieldValues & { subject: string; message: string }>({
  control,
  withSubject = true,
  required = false,
  autoFocus = false,
}: {
  control: Control<T>;
  withSubject?: boolean;
  /** Marks the fields required (the rules themselves are the form's schema). */
  required?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] as Path<T>[] }) as unknown as [string | undefined, string | undefined];
  const counter = (value: string | undefined, max: number) => `${[...(value ?? '')].length} / ${max}`;
  return (
    <>
      {withSubject && (
        <FormTextField
          control={control}
          name={'subject' as Path<T>}
          label={t('labels.subject')}
          maxLength={FORM_RULES.sendLetter.subject.max}
          helperText={counter(subject, FORM_RULES.sendLetter.subject.max!)}
          required={required}
          autoFocus={autoFocus}
        />
      )}
      <FormTextField
        control={control}
        name={'message' as Path<T>}
        label={t('labels.letter')}
        multiline
        minRows={5}
        maxRows={12}
        maxLength={FORM_RULES.sendLetter.message.max}
        helperText={counter(message, FORM_RULES.sendLetter.message.max!)}
        required={required}
        autoFocus={autoFocus && !withSubject}
      />
    </>
  );
}

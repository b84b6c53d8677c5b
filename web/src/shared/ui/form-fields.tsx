import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shows the remaining characters under the field. */
  maxLength?: number;
};

/** A labelled text field bound to react-hook-form; its error is the schema's (translated) message. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, maxLength, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => {
        const length = typeof field.value === 'string' ? [...field.value].length : 0;
        const counter = maxLength && length > maxLength * 0.8 ? `${length} / ${maxLength}` : undefined;
        // The form's ref goes to the input alone (spread on the field too, the root's box would win, and a
        // submit with errors could not take the focus to the first of them).
        return (
          <TextField
            {...rest}
            {...field}
            value={field.value ?? ''}
            inputRef={ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? helperText ?? counter}
            slotProps={{ ...rest.slotProps, htmlInput: { ...(rest.slotProps?.htmlInput as object), 'aria-invalid': !!fieldState.error } }}
          />
        );
      }}
    />
  );
}

/** A password field with a show/hide button that works from the keyboard. */
export function PasswordField<T extends FieldValues>(props: Props<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOffRoundedIcon fontSize="small" /> : <VisibilityRoundedIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

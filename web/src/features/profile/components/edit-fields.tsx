import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A select over an enumeration, bound to react-hook-form; '' is "not set". */
export function EnumSelect<T extends FieldValues>({
  control,
  name,
  label,
  values,
  group,
  show,
  context,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  values: readonly (string | number)[];
  group?: string;
  show?: (v: string | number) => string;
  /** Whose the value is, for languages that say it by sex (Russian: блондин, блондинка). */
  context?: 'male' | 'female';
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      // The form's ref goes to the input alone: spread on the TextField too, its root box would take
      // it and the form could not focus the field with an error.
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          select
          label={label}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          fullWidth
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } }, htmlInput: { 'data-testid': `field-${name}` } }}
        >
          <MenuItem value="">{t('edit.notSet')}</MenuItem>
          {values.map((v) => (
            <MenuItem key={v} value={String(v)}>
              {show ? show(v) : group ? t(`enums.${group}.${v}`, { context }) : String(v)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A multiple choice over an enumeration (or free words with `freeSolo`), as chips. */
export function MultiSelect<T extends FieldValues>({
  control,
  name,
  label,
  values,
  group,
  freeSolo,
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  values: readonly string[];
  group?: string;
  freeSolo?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const show = (v: string) => (group ? t(`enums.${group}.${v}`, { defaultValue: v }) : v);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, boolean>
          multiple
          freeSolo={freeSolo}
          options={[...values]}
          value={(field.value as string[]) ?? []}
          onChange={(_e, next) => field.onChange(next.map((v) => v.trim()).filter(Boolean))}
          getOptionLabel={show}
          filterSelectedOptions
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} size="small" label={show(option)} {...rest} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={label} error={!!fieldState.error} helperText={fieldState.error?.message ?? helperText} />}
        />
      )}
    />
  );
}

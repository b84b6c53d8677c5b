import {
  ACCOMMODATION,
  ALCOHOL,
  CHILDREN,
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  FORM_RULES,
  MARITAL_STATUSES,
  NATIONALITIES,
  PROFILE_LANGUAGES,
  RELIGIONS,
  SMOKING,
} from '@dating/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nationalityName } from '@/shared/lib/nationality-name';
import type { z } from 'zod';
import { toast } from '@/shared/store/ui-store';
import { FormTextField } from '@/shared/ui/form-fields';
import { SearchableSelect, type OptionObject } from '@/shared/ui/searchable-select';
import { useCountries, useOwnProfile, useUpdateProfile, type OwnProfile } from '../api/profiles';
import { EnumSelect, MultiSelect } from '../components/edit-fields';
import { applyServerErrors } from '../components/save-form';
import { birthSeconds, mainInfoSchema } from '../lib/edit-schemas';
import { countryOptions as countryOptionsIn } from '@/shared/lib/country-name';

type Values = z.infer<ReturnType<typeof mainInfoSchema>>;
const YEAR_NOW = new Date().getUTCFullYear();
const DAYS = Array.from({ length: 31 }, (_v, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_v, i) => i + 1);
const YEARS = Array.from({ length: 83 }, (_v, i) => YEAR_NOW - 18 - i);

export function mainInfoDefaults(p: OwnProfile): Values {
  const d = p.profile_additional_info;
  const [year = '', month = '', day = ''] = (p.birthday ?? '').split('-');
  return {
    name: p.name ?? '',
    profession: d.occupation ?? '',
    city: p.city ?? '',
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year: year ?? '',
    country: p.country ? String(p.country.id) : '',
    nationality: p.nationality ?? '',
    education: d.education ?? '',
    marital_status: d.marital_status ?? '',
    english_level: d.english_level ?? '',
    languages: d.languages ?? [],
    religion: d.religion ?? '',
    children: d.children ?? '',
    smoking: d.smoking ?? '',
    alcohol: d.alcohol ?? '',
    accommodation: d.accommodation ?? '',
    phone: p.contacts?.phone ?? '',
    contact_email: p.contacts?.email ?? '',
  };
}

const FIELDS = [
  'name',
  'profession',
  'city',
  'year',
  'country',
  'nationality',
  'education',
  'marital_status',
  'english_level',
  'languages',
  'religion',
  'children',
  'smoking',
  'alcohol',
  'accommodation',
  'phone',
  'contact_email',
];

/** Main info: name, profession, city, birthday, country, nationality, education, family, languages, habits, contacts. */
export function MainInfoForm({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => mainInfoSchema(t), [t]);
  const countries = useCountries();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: mainInfoDefaults(profile),
    mode: 'onTouched',
  });
  const mutation = useUpdateProfile('main-info');
  const countryOptions = useMemo<OptionObject[]>(() => countryOptionsIn(countries.data, i18n.language), [countries.data, i18n.language]);
  // The suggestions named in the interface's language (the edit screen is men's); the English word is what is saved.
  const nationalityOptions = useMemo<OptionObject[]>(
    () => NATIONALITIES.map((n) => ({ id: n, value: n, label: nationalityName(n, i18n.language, 'male')! })),
    [i18n.language],
  );
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m - 1, 1));

  const submit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        const saved = await mutation.mutateAsync({
          name: v.name.trim(),
          profession: v.profession.trim(),
          city: v.city.trim(),
          birthday: birthSeconds(v.day, v.month, v.year) || null,
          country: v.country ? Number(v.country) : null,
          nationality: v.nationality,
          education: v.education,
          marital_status: v.marital_status,
          english_level: v.english_level,
          languages: v.languages,
          religion: v.religion,
          children: v.children,
          smoking: v.smoking,
          alcohol: v.alcohol,
          accommodation: v.accommodation,
          phone: v.phone.trim(),
          contact_email: v.contact_email.trim(),
        });
        reset(mainInfoDefaults(saved));
        toast(t('edit.saved'), 'success');
      } catch (err) {
        setFormError(applyServerErrors(err, setError, FIELDS, { birthday: 'year', occupation: 'profession' }) ?? null);
      }
    },
    () => setFormError(t('edit.fixErrors')),
  );

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="main-info-form">
      {formError && (
        <Alert severity="error" data-testid="form-error">
          {formError}
        </Alert>
      )}
      <Box sx={grid}>
        <FormTextField
          control={control}
          name="name"
          label={t('labels.name')}
          required
          maxLength={FORM_RULES.editMainInfo.name.max}
          slotProps={{ htmlInput: { 'data-testid': 'field-name' } }}
        />
        <FormTextField
          control={control}
          name="profession"
          label={t('labels.profession')}
          maxLength={FORM_RULES.editMainInfo.profession.max}
          slotProps={{ htmlInput: { 'data-testid': 'field-profession' } }}
        />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('edit.birthday')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1.6fr 1.2fr' }}>
          <EnumSelect control={control} name="day" label={t('edit.day')} values={DAYS} />
          <Controller
            control={control}
            name="month"
            render={({ field }) => (
              <EnumSelectMonths value={field.value} onChange={field.onChange} label={t('edit.month')} notSet={t('edit.notSet')} monthName={monthName} />
            )}
          />
          <EnumSelect control={control} name="year" label={t('edit.year')} values={YEARS} />
        </Box>
        {formState.errors.year?.message && (
          <FormHelperText error data-testid="birthday-error">
            {formState.errors.year.message}
          </FormHelperText>
        )}
      </Box>
      <Box sx={grid}>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <SearchableSelect<OptionObject>
              id="edit-country"
              label={t('edit.country')}
              options={countryOptions}
              value={countryOptions.find((c) => String(c.id) === field.value) ?? null}
              onChange={(next) => field.onChange(next ? String(next.id) : '')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={control} name="city" label={t('labels.city')} maxLength={FORM_RULES.editMainInfo.city.max} />
        <Controller
          control={control}
          name="nationality"
          render={({ field, fieldState }) => (
            <SearchableSelect<OptionObject>
              id="edit-nationality"
              label={t('edit.nationality')}
              options={nationalityOptions}
              value={field.value ? (nationalityOptions.find((o) => o.value === field.value) ?? typedNationality(field.value)) : null}
              onChange={(next) => field.onChange(next ? String(next.value) : '')}
              onCreate={typedNationality}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <EnumSelect control={control} name="education" label={t('edit.education')} values={EDUCATION_LEVELS} group="education" />
        <EnumSelect
          control={control}
          name="marital_status"
          label={t('edit.maritalStatus')}
          values={MARITAL_STATUSES}
          group="marital"
          context="male" // the edit screen is men's
        />
        <EnumSelect control={control} name="children" label={t('edit.children')} values={CHILDREN} group="children" />
        <EnumSelect control={control} name="english_level" label={t('edit.englishLevel')} values={ENGLISH_LEVELS} group="english" />
        <MultiSelect control={control} name="languages" label={t('edit.languages')} values={PROFILE_LANGUAGES} group="languages" />
        <EnumSelect control={control} name="religion" label={t('edit.religion')} values={RELIGIONS} group="religion" />
        <EnumSelect control={control} name="accommodation" label={t('edit.accommodation')} values={ACCOMMODATION} group="accommodation" />
        <EnumSelect control={control} name="smoking" label={t('edit.smoking')} values={SMOKING} group="smoking" />
        <EnumSelect control={control} name="alcohol" label={t('edit.alcohol')} values={ALCOHOL} group="alcohol" />
        <FormTextField control={control} name="phone" label={t('edit.phone')} type="tel" autoComplete="tel" />
        <FormTextField control={control} name="contact_email" label={t('edit.contactEmail')} type="email" autoComplete="email" />
      </Box>
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ justifySelf: 'start', minWidth: 140 }} data-testid="edit-save">
        {t('edit.save')}
      </Button>
    </Box>
  );
}

function EnumSelectMonths({
  value,
  onChange,
  label,
  notSet,
  monthName,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  notSet: string;
  monthName: (m: number) => string;
}) {
  return (
    <TextFieldSelect value={value} onChange={onChange} label={label}>
      {[['', notSet] as const, ...MONTHS.map((m) => [String(m), monthName(m)] as const)]}
    </TextFieldSelect>
  );
}

function TextFieldSelect({
  value,
  onChange,
  label,
  children,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  children: (readonly [string, string])[];
}) {
  return (
    <TextField select fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {children.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /edit/mainInfo */
export default function EditMainInfo() {
  const profile = useOwnProfile();
  if (!profile.data) return <Skeleton variant="rounded" height={420} />;
  return <MainInfoForm profile={profile.data} />;
}

/** A nationality the member typed himself (the select may create one): saved and shown as written. */
const typedNationality = (text: string): OptionObject => ({ id: text, value: text, label: text });

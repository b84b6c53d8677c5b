import { BODY_TYPES, EYES_COLORS, HAIR_COLORS } from '@dating/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/shared/store/ui-store';
import { FormTextField } from '@/shared/ui/form-fields';
import { useOwnProfile, useUpdateProfile, type OwnProfile } from '../api/profiles';
import { EnumSelect } from '../components/edit-fields';
import { applyServerErrors } from '../components/save-form';
import { appearanceSchema, heightFromForm, heightToForm, weightFromForm, weightToForm } from '../lib/edit-schemas';
import { useUnits } from '../lib/units';

type Values = z.infer<ReturnType<typeof appearanceSchema>>;

function defaults(p: OwnProfile): Values {
  const d = p.profile_additional_info;
  return {
    hair_color: d.hair_color ?? '',
    eyes_color: d.eyes_color ?? '',
    body_type: d.body_type ?? '',
    ...heightToForm(d.height_cm),
    ...weightToForm(d.weight_kg),
  };
}

/** Appearance: hair, eyes, body type, height in cm or feet/inches, weight in kg or lbs (saved as cm and kg). */
export function AppearanceForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const [units, setUnits] = useUnits();
  const schema = useMemo(() => appearanceSchema(t), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults(profile), mode: 'onTouched' });
  const mutation = useUpdateProfile('my-appearance');
  const submit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        const saved = await mutation.mutateAsync({
          hair_color: v.hair_color,
          eyes_color: v.eyes_color,
          body_type: v.body_type,
          height_cm: heightFromForm(v, units),
          weight_kg: weightFromForm(v, units),
        });
        reset(defaults(saved));
        toast(t('edit.saved'), 'success');
      } catch (err) {
        setFormError(
          applyServerErrors(
            err,
            setError,
            ['hair_color', 'eyes_color', 'body_type', units === 'metric' ? 'cm' : 'feet', units === 'metric' ? 'kg' : 'lbs'],
            units === 'metric' ? { height_cm: 'cm', weight_kg: 'kg' } : { height_cm: 'feet', weight_kg: 'lbs' },
          ),
        );
      }
    },
    () => setFormError(t('edit.fixErrors')),
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="appearance-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('units.label')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={units} onChange={(_e, v) => v && setUnits(v)} aria-label={t('units.label')}>
          <ToggleButton value="metric">{`${t('units.cm')}, ${t('units.kg')}`}</ToggleButton>
          <ToggleButton value="imperial">{`${t('units.ftIn')}, ${t('units.lbs')}`}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={grid}>
        {units === 'metric' ? (
          <FormTextField
            control={control}
            name="cm"
            label={`${t('edit.height')}, ${t('units.cm')}`}
            inputMode="numeric"
            slotProps={{ htmlInput: { 'data-testid': 'field-height-cm' } }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <FormTextField control={control} name="feet" label={`${t('edit.height')}: ${t('units.feet')}`} inputMode="numeric" />
            <FormTextField control={control} name="inches" label={t('units.inches')} inputMode="numeric" />
          </Box>
        )}
        {units === 'metric' ? (
          <FormTextField control={control} name="kg" label={`${t('edit.weight')}, ${t('units.kg')}`} inputMode="numeric" />
        ) : (
          <FormTextField control={control} name="lbs" label={`${t('edit.weight')}, ${t('units.lbs')}`} inputMode="numeric" />
        )}
        <EnumSelect control={control} name="body_type" label={t('edit.bodyType')} values={BODY_TYPES} group="body" />
        <EnumSelect control={control} name="hair_color" label={t('edit.hairColor')} values={HAIR_COLORS} group="hair" context="male" />
        <EnumSelect control={control} name="eyes_color" label={t('edit.eyesColor')} values={EYES_COLORS} group="eyes" />
      </Box>
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ justifySelf: 'start', minWidth: 140 }}>
        {t('edit.save')}
      </Button>
    </Box>
  );
}

/** /edit/appearance */
export default function EditAppearance() {
  const profile = useOwnProfile();
  return profile.data ? <AppearanceForm profile={profile.data} /> : <Skeleton variant="rounded" height={320} />;
}

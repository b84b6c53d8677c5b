import { CHILDREN, cmToFeetInches, EYES_COLORS, FORM_RULES, HAIR_COLORS, kgToLbs, lbsToKg, LIMITS } from '@dating/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/shared/store/ui-store';
import { FormTextField } from '@/shared/ui/form-fields';
import { useOwnProfile, useUpdateProfile, type OwnProfile } from '../api/profiles';
import { EnumSelect } from '../components/edit-fields';
import { applyServerErrors } from '../components/save-form';
import { perfectSchema } from '../lib/edit-schemas';
import { useUnits, type UnitSystem } from '../lib/units';

type Values = z.infer<ReturnType<typeof perfectSchema>>;
const AGES = Array.from({ length: LIMITS.ageMax - LIMITS.ageMin + 1 }, (_v, i) => LIMITS.ageMin + i);
const HEIGHTS = Array.from({ length: (210 - 140) / 5 + 1 }, (_v, i) => 140 + i * 5);
const s = (n: number | null) => (n === null ? '' : String(n));

function defaults(p: OwnProfile, units: UnitSystem): Values {
  const l = p.looking_for;
  const w = (kg: number | null) => (kg === null ? '' : units === 'metric' ? String(kg) : String(kgToLbs(kg)));
  return {
    age_from: s(l.age_from),
    age_to: s(l.age_to),
    height_from: s(l.height_from),
    height_to: s(l.height_to),
    weight_from: w(l.weight_from),
    weight_to: w(l.weight_to),
    hair_color: l.hair_color ?? '',
    eyes_color: l.eyes_color ?? '',
    children: l.children ?? '',
    type_woman: l.type ?? '',
  };
}

/** My perfect woman (woman-looking-for): age, height and weight ranges, hair, eyes, children, type. */
export function PerfectForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const [units] = useUnits();
  const schema = useMemo(() => perfectSchema(t), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaults(profile, units),
    mode: 'onTouched',
  });
  const mutation = useUpdateProfile('woman-looking-for');
  const heightLabel = (cm: number) => (units === 'metric' ? `${cm} ${t('units.cm')}` : `${cmToFeetInches(cm).feet}′ ${cmToFeetInches(cm).inches}″`);
  const toKg = (v: string) => (v.trim() === '' ? null : units === 'metric' ? Number(v) : lbsToKg(Number(v)));
  const n = (v: string) => (v === '' ? null : Number(v));
  const submit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        const saved = await mutation.mutateAsync({
          age_from: n(v.age_from),
          age_to: n(v.age_to),
          height_from: n(v.height_from),
          height_to: n(v.height_to),
          weight_from: toKg(v.weight_from),
          weight_to: toKg(v.weight_to),
          hair_color: v.hair_color,
          eyes_color: v.eyes_color,
          children: v.children,
          type_woman: v.type_woman.trim(),
        });
        reset(defaults(saved, units));
        toast(t('edit.saved'), 'success');
      } catch (err) {
        setFormError(
          applyServerErrors(err, setError, Object.keys(defaults(profile, units)), {
            age_from: 'age_to',
            height_from: 'height_to',
            weight_from: 'weight_to',
            type: 'type_woman',
          }),
        );
      }
    },
    () => setFormError(t('edit.fixErrors')),
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr' } } as const;
  const weightUnit = units === 'metric' ? t('units.kg') : t('units.lbs');
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="perfect-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={grid}>
        <EnumSelect control={control} name="age_from" label={t('edit.ageFrom')} values={AGES} />
        <EnumSelect control={control} name="age_to" label={t('edit.ageTo')} values={AGES} />
        <EnumSelect control={control} name="height_from" label={t('edit.heightFrom')} values={HEIGHTS} show={(v) => heightLabel(Number(v))} />
        <EnumSelect control={control} name="height_to" label={t('edit.heightTo')} values={HEIGHTS} show={(v) => heightLabel(Number(v))} />
        <FormTextField control={control} name="weight_from" label={`${t('edit.weightFrom')}, ${weightUnit}`} inputMode="numeric" />
        <FormTextField control={control} name="weight_to" label={`${t('edit.weightTo')}, ${weightUnit}`} inputMode="numeric" />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <EnumSelect control={control} name="hair_color" label={t('edit.hairColor')} values={HAIR_COLORS} group="hair" context="female" />
        <EnumSelect control={control} name="eyes_color" label={t('edit.eyesColor')} values={EYES_COLORS} group="eyes" />
        <EnumSelect control={control} name="children" label={t('edit.children')} values={CHILDREN} group="children" />
      </Box>
      <FormTextField control={control} name="type_woman" label={t('labels.typeWoman')} multiline minRows={3} maxLength={FORM_RULES.typeWoman.typeWoman.max} />
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ justifySelf: 'start', minWidth: 140 }}>
        {t('edit.save')}
      </Button>
    </Box>
  );
}

/** /edit/perfect */
export default function EditPerfect() {
  const profile = useOwnProfile();
  return profile.data ? <PerfectForm profile={profile.data} /> : <Skeleton variant="rounded" height={320} />;
}

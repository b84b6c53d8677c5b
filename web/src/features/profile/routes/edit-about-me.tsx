import { FLOWERS, FORM_RULES, GOALS, HOLIDAYS, PETS, PROFILE_LIMITS } from '@dating/rules';
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
import { MultiSelect } from '../components/edit-fields';
import { applyServerErrors } from '../components/save-form';
import { aboutMeSchema } from '../lib/edit-schemas';

type Values = z.infer<ReturnType<typeof aboutMeSchema>>;
const FIELDS = ['about_me', 'about_yourself', 'interests', 'pets', 'flowers', 'holidays', 'goals'];

function defaults(p: OwnProfile): Values {
  const d = p.profile_additional_info;
  return {
    about_me: d.about_me ?? '',
    about_yourself: d.about_yourself ?? '',
    interests: d.interests ?? [],
    pets: d.pets ?? [],
    flowers: d.flowers ?? [],
    holidays: d.holidays ?? [],
    goals: d.goals ?? [],
  };
}

export function AboutMeForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const schema = useMemo(() => aboutMeSchema(t), [t]);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults(profile), mode: 'onTouched' });
  const mutation = useUpdateProfile('about-me-info');
  const submit = handleSubmit(
    async (v) => {
      setFormError(null);
      try {
        reset(defaults(await mutation.mutateAsync({ ...v, about_me: v.about_me.trim(), about_yourself: v.about_yourself.trim() })));
        toast(t('edit.saved'), 'success');
      } catch (err) {
        setFormError(applyServerErrors(err, setError, FIELDS, { aboutMe: 'about_me', aboutYourself: 'about_yourself' }));
      }
    },
    () => setFormError(t('edit.fixErrors')),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="about-me-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField control={control} name="about_me" label={t('labels.aboutMe')} multiline minRows={4} maxLength={FORM_RULES.aboutMe.aboutMe.max} />
      <FormTextField
        control={control}
        name="about_yourself"
        label={t('labels.aboutYourself')}
        multiline
        minRows={3}
        maxLength={FORM_RULES.aboutMe.aboutYourself.max}
      />
      <MultiSelect
        control={control}
        name="interests"
        label={t('edit.interests')}
        values={[]}
        freeSolo
        helperText={t('edit.interestsHint', { max: PROFILE_LIMITS.interestsMax })}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <MultiSelect control={control} name="goals" label={t('edit.goals')} values={GOALS} group="goals" />
        <MultiSelect control={control} name="pets" label={t('edit.pets')} values={PETS} group="pets" />
        <MultiSelect control={control} name="flowers" label={t('edit.flowers')} values={FLOWERS} group="flowers" />
        <MultiSelect control={control} name="holidays" label={t('edit.holidays')} values={HOLIDAYS} group="holidays" />
      </Box>
      <Button type="submit" variant="contained" disabled={mutation.isPending} sx={{ justifySelf: 'start', minWidth: 140 }}>
        {t('edit.save')}
      </Button>
    </Box>
  );
}

/** /edit/aboutMe */
export default function EditAboutMe() {
  const profile = useOwnProfile();
  return profile.data ? <AboutMeForm profile={profile.data} /> : <Skeleton variant="rounded" height={420} />;
}

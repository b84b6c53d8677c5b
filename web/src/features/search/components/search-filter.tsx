import { BODY_TYPES, ENGLISH_LEVELS, EYES_COLORS, LIMITS, SEARCH_HAIR_COLORS, validateRange } from '@dating/rules';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/features/profile/api/profiles';
import { showHeight, useUnits, useUnitWords } from '@/features/profile/lib/units';
import { translateViolation } from '@/shared/forms/rules-schema';
import { useSession } from '@/shared/store/session-store';
import { SearchableSelect, type OptionObject } from '@/shared/ui/searchable-select';
import { canReset, FLAG_KEYS, INITIAL_FILTER, withChange, type SearchFilter } from '../filter';
import { countryOptions as countryOptionsIn } from '@/shared/lib/country-name';

const AGES = Array.from({ length: LIMITS.ageMax - LIMITS.ageMin + 1 }, (_v, i) => LIMITS.ageMin + i);
/** Height choices: every 5 cm, or every inch in feet/inches (both held in cm). */
const HEIGHTS_CM = Array.from({ length: (210 - 140) / 5 + 1 }, (_v, i) => 140 + i * 5);
const HEIGHTS_IN = Array.from({ length: 83 - 55 + 1 }, (_v, i) => Math.round((55 + i) * 2.54));

/** The filter's range error (both bounds or neither; min ≤ max; ages 18..100), translated; null when valid. */
export function useRangeErrors(filter: SearchFilter) {
  const { t } = useTranslation();
  const age = validateRange(filter.age_min, filter.age_max, 'age');
  const height = validateRange(filter.min_height, filter.max_height, 'height');
  return { age: age ? translateViolation(t, age) : null, height: height ? translateViolation(t, height) : null };
}

/** The ladies (or men) search filter of spec section 3, with Reset when any filter but page differs from its initial value. */
export function SearchFilterForm({ filter, onChange }: { filter: SearchFilter; onChange: (update: (current: SearchFilter) => SearchFilter) => void }) {
  const { t, i18n } = useTranslation();
  const [units, setUnits] = useUnits();
  const countries = useCountries();
  // Men search ladies and ladies men: Russian names hair by whose it is (блондинка, блондин).
  const searchedSex = useSession((s) => s.userType === 'woman') ? 'male' : 'female';
  // Only ladies show a camera (a webcam-enabled lady, spec section 3): the men search has no cam switches.
  const flagKeys = searchedSex === 'male' ? FLAG_KEYS.filter((key) => key !== 'with_web_cam' && key !== 'with_hd_cam') : FLAG_KEYS;
  const [text, setText] = useState(filter.name_or_id);
  // The URL changed the text (back, forward, Reset): the field follows it.
  const [shown, setShown] = useState(filter.name_or_id);
  if (shown !== filter.name_or_id) {
    setShown(filter.name_or_id);
    setText(filter.name_or_id);
  }
  const errors = useRangeErrors(filter);
  const set = (change: Partial<SearchFilter>) => onChange((current) => withChange(current, change));

  const countryOptions = useMemo<OptionObject[]>(() => countryOptionsIn(countries.data, i18n.language), [countries.data, i18n.language]);
  const country = countryOptions.find((c) => String(c.id) === filter.country) ?? null;
  const heights = units === 'metric' ? HEIGHTS_CM : HEIGHTS_IN;
  const unitWords = useUnitWords();
  const heightLabel = (cm: number) => showHeight(cm, units, unitWords);
  // A height in the URL that is not among the choices (typed elsewhere) still shows.
  const heightChoices = (current: string) => (current && !heights.includes(Number(current)) ? [...heights, Number(current)].sort((a, b) => a - b) : heights);

  const submitText = (e: FormEvent) => {
    e.preventDefault();
    set({ name_or_id: text.trim() });
  };

  const select = (key: keyof SearchFilter, label: string, values: readonly (string | number)[], show: (v: string | number) => string) => (
    <TextField select size="small" label={label} value={filter[key]} onChange={(e) => set({ [key]: e.target.value })} data-testid={`filter-${key}`} fullWidth>
      <MenuItem value="">{t('search.any')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={String(v)}>
          {show(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="search-filter">
      <Box component="form" onSubmit={submitText} role="search">
        <TextField
          size="small"
          fullWidth
          label={t('search.nameOrId')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text.trim() !== filter.name_or_id && set({ name_or_id: text.trim() })}
          slotProps={{
            htmlInput: { maxLength: 50, 'data-testid': 'filter-name_or_id' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" size="small" aria-label={t('search.find')}>
                    <SearchRoundedIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {/* Each switch row is a whole-label tap target (40 px, 44 on a phone). The small switch's thumb sits 4 px
          inside its box: -4 px puts it on the fields' left edge instead of FormControlLabel's -11 px. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1.5, mt: -0.5, mb: -0.5 }}>
        {flagKeys.map((key) => (
          <FormControlLabel
            key={key}
            sx={{ ml: '-4px', mr: 0, minHeight: { xs: 44, md: 40 } }}
            control={
              <Switch size="small" checked={filter[key] === '1'} onChange={(e) => set({ [key]: e.target.checked ? '1' : '' })} data-testid={`filter-${key}`} />
            }
            label={
              <Typography component="span" sx={{ display: 'block', fontSize: '0.9375rem', lineHeight: 1.3 }}>
                {t(`search.flags.${key}`)}
              </Typography>
            }
            data-testid={`filter-row-${key}`}
          />
        ))}
      </Box>

      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('search.age')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {select('age_min', t('search.from'), AGES, String)}
          {select('age_max', t('search.to'), AGES, String)}
        </Box>
        {errors.age && <FormHelperText error>{errors.age}</FormHelperText>}
      </Box>

      <SearchableSelect<OptionObject>
        id="filter-country"
        size="small"
        label={t('search.country')}
        options={countryOptions}
        value={country}
        onChange={(next) => set({ country: next ? String(next.id) : '' })}
      />

      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('search.height')}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={units} onChange={(_e, v) => v && setUnits(v)} aria-label={t('units.label')}>
            <ToggleButton value="metric" sx={{ py: 0.1, px: 1 }}>
              {t('units.cm')}
            </ToggleButton>
            <ToggleButton value="imperial" sx={{ py: 0.1, px: 1 }}>
              {t('units.ftIn')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {select('min_height', t('search.from'), heightChoices(filter.min_height), (v) => heightLabel(Number(v)))}
          {select('max_height', t('search.to'), heightChoices(filter.max_height), (v) => heightLabel(Number(v)))}
        </Box>
        {errors.height && <FormHelperText error>{errors.height}</FormHelperText>}
      </Box>

      {select('body', t('search.body'), BODY_TYPES, (v) => t(`enums.body.${v}`))}
      {select('hair_color', t('search.hair'), SEARCH_HAIR_COLORS, (v) => t(`enums.hair.${v === 'blonde' ? 'blond' : v}`, { context: searchedSex }))}
      {select('eyes_color', t('search.eyes'), EYES_COLORS, (v) => t(`enums.eyes.${v}`))}
      {select('language_english', t('search.english'), ENGLISH_LEVELS, (v) => t('search.atLeast', { level: t(`enums.english.${v}`) }))}

      {canReset(filter) && (
        <Button variant="outlined" startIcon={<RestartAltRoundedIcon />} onClick={() => onChange(() => ({ ...INITIAL_FILTER }))} data-testid="filter-reset">
          {t('search.reset')}
        </Button>
      )}
    </Box>
  );
}

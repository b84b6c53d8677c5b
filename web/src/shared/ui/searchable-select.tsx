import { canCreateOption, UI } from '@dating/rules';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** An option object: a label, a value (under `valueKey`) and an id. */
export interface OptionObject {
  id: string | number;
  label: string;
  [key: string]: unknown;
}
export type SelectOption = string | number | OptionObject;

interface CreateOption {
  readonly create: string;
}
type Item<T> = T | CreateOption;

const isCreate = (item: unknown): item is CreateOption => typeof item === 'object' && item !== null && 'create' in item;

export function optionLabel(option: SelectOption): string {
  return typeof option === 'object' ? option.label : String(option);
}

export interface SearchableSelectProps<T extends SelectOption> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Local options, filtered by the debounced search text. */
  options?: readonly T[];
  /** Remote options for the debounced search text (replaces local filtering). */
  loadOptions?: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** For object options: the key holding the value (default `value`), used to compare options. */
  valueKey?: string;
  /** Offers "Create …" when the trimmed text is non-empty and not already an option (any case). */
  onCreate?: (text: string) => T;
  clearable?: boolean;
  debounceMs?: number;
  noOptionsText?: ReactNode;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  id?: string;
  size?: 'small' | 'medium';
}

/**
 * The dropdown select of spec section 2: searchable with debounce (300 ms), clearable, can offer
 * creating a new option, shows a no-options text, keyboard navigation with the arrows, Enter and
 * Escape (MUI Autocomplete's listbox pattern). Options are strings, numbers or objects.
 */
export function SearchableSelect<T extends SelectOption>({
  label,
  value,
  onChange,
  options = [],
  loadOptions,
  valueKey = 'value',
  onCreate,
  clearable = true,
  debounceMs = UI.selectDebounceMs,
  noOptionsText,
  placeholder,
  helperText,
  error,
  disabled,
  id,
  size = 'medium',
}: SearchableSelectProps<T>) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(input, debounceMs);
  const [remote, setRemote] = useState<{ query: string; items: T[] } | null>(null);
  const loading = !!loadOptions && open && remote?.query !== query;

  useEffect(() => {
    if (!loadOptions || !open) return;
    const controller = new AbortController();
    loadOptions(query, controller.signal)
      .then((items) => {
        if (!controller.signal.aborted) setRemote({ query, items });
      })
      .catch(() => {
        if (!controller.signal.aborted) setRemote({ query, items: [] });
      });
    return () => controller.abort();
  }, [loadOptions, query, open]);

  const all: readonly T[] = loadOptions ? (remote?.items ?? []) : options;
  const sameOption = (a: SelectOption, b: SelectOption) =>
    typeof a === 'object' && typeof b === 'object' ? (a[valueKey] ?? a.id) === (b[valueKey] ?? b.id) : a === b;

  const filter = useMemo(() => createFilterOptions<T>({ stringify: optionLabel }), []);

  return (
    <Autocomplete<Item<T>, false, boolean, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, next) => {
        if (next && isCreate(next)) onChange(onCreate ? onCreate(next.create.trim()) : null);
        else onChange((next as T | null) ?? null);
      }}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      options={all as Item<T>[]}
      disableClearable={!clearable as boolean}
      disabled={disabled}
      size={size}
      loading={loading}
      autoHighlight
      handleHomeEndKeys
      clearText={t('select.clear')}
      openText={t('select.open')}
      closeText={t('select.close')}
      loadingText={t('select.loading')}
      noOptionsText={noOptionsText ?? t('select.noOptions')}
      getOptionLabel={(item) => (isCreate(item) ? item.create : optionLabel(item))}
      getOptionKey={(item) => (isCreate(item) ? `create:${item.create}` : typeof item === 'object' ? String(item.id) : String(item))}
      isOptionEqualToValue={(a, b) => !isCreate(a) && !isCreate(b) && sameOption(a, b)}
      filterOptions={(items, state) => {
        const real = items.filter((i): i is T => !isCreate(i));
        // Local options follow the debounced text; remote ones were already searched for it.
        const shown: Item<T>[] = loadOptions
          ? [...real]
          : filter(real, { ...state, inputValue: value && state.inputValue === optionLabel(value) ? '' : query });
        if (onCreate && canCreateOption(input, real.map(optionLabel))) shown.push({ create: input.trim() });
        return shown;
      }}
      renderOption={(props, item) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {isCreate(item) ? t('select.create', { value: item.create }) : optionLabel(item)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

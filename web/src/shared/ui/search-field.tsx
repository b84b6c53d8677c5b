import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, type RefObject } from 'react';

/**
 * A list's search box (a `search` landmark): the magnifier, the text, and a clear button once
 * there is text, which empties it and puts the focus back in it. `inputRef` lets the page focus it
 * too (its own "clear search" in an empty state).
 */
export function SearchField({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  maxLength,
  inputRef,
  testId,
  clearTestId,
}: {
  label: string;
  placeholder?: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputRef?: RefObject<HTMLInputElement | null>;
  testId?: string;
  clearTestId?: string;
}) {
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const clear = () => {
    onChange('');
    ref.current?.focus();
  };
  return (
    <Box role="search" sx={{ mb: 2 }}>
      <TextField
        fullWidth
        size="small"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value)}
        inputRef={ref}
        slotProps={{
          htmlInput: { maxLength, 'data-testid': testId, autoComplete: 'off', spellCheck: false },
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" onClick={clear} aria-label={clearLabel} data-testid={clearTestId}>
                  <ClearRoundedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{ maxWidth: { sm: 420 } }}
      />
    </Box>
  );
}

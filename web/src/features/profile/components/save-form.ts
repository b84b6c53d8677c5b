import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isSiteError } from '@/shared/api';

/**
 * Maps a refused save onto the form: a 10002 answer's field errors go under their fields (the
 * server names them as the API does; `rename` maps API names onto form fields); anything else is
 * the form's message. Answers the form-level message or null.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): string | null {
  if (!isSiteError(err)) return null;
  let placed = false;
  for (const [apiField, messages] of Object.entries(err.fieldErrors)) {
    const field = rename[apiField] ?? apiField;
    if (fields.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : err.desc;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AdminApiError } from '../api/admin-api-error';

/** Puts the server's per-field messages under the matching inputs; true when any was placed. */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof AdminApiError)) return false;
  let placed = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

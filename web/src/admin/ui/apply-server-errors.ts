import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-client';

/**
 * Shows a refused save inside the form: the server's per-field messages under their inputs, or else
 * one message for the whole form. (The toast alone is not enough while a modal is open: everything
 * outside the dialog, the toasts included, is hidden from screen readers.)
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  failureTitle: string,
): void {
  let placed = false;
  if (error instanceof ApiError) {
    for (const name of fieldNames) {
      const message = error.fields[name];
      if (message) {
        setError(name, { type: 'server', message });
        placed = true;
      }
    }
  }
  if (placed) return;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  setError('root', { type: 'server', message: `${failureTitle}${detail}` });
}

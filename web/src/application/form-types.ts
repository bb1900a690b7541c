import type { Application, ApplicationField, ApplicationInput } from '@funding/contracts';
import type { FieldErrors } from 'react-hook-form';

// The form holds what inputs hold (strings, '' when empty); the schema turns that into Application.
export type ApplicationFormValues = ApplicationInput;
export type { Application };

export function errorMessageOf(errors: FieldErrors<ApplicationFormValues>, field: ApplicationField) {
  const message = errors[field]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

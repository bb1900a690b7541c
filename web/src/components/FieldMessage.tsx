import { errorIdOf, hintIdOf } from './field-ids';

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function FieldHint({ fieldId, hint }: { fieldId: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={hintIdOf(fieldId)} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  );
}

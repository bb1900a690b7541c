import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './FieldMessage';
import { describedBy, errorIdOf } from './field-ids';
import { RequiredMark } from './RequiredMark';

interface CheckboxFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ label, registration, error, required }: CheckboxFieldProps) {
  const id = registration.name;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...registration}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorIdOf(id))}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

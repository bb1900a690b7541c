import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../components/FieldMessage';
import { describedBy, errorIdOf } from '../../components/field-ids';
import { inputClasses, labelClasses } from '../../components/input-classes';
import { RequiredMark } from '../../components/RequiredMark';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  required?: boolean;
}

// The shared TextField has no show/hide toggle, so the admin screens have this one (same look,
// same id rules).
export function PasswordField({ label, registration, autoComplete, error, required }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = registration.name;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="relative">
        <input
          {...registration}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorIdOf(id))}
          className={`${inputClasses} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-1 my-1 rounded px-3 text-sm font-semibold text-blue-800 hover:bg-slate-100"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

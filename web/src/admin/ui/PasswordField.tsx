import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlDescription, FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';

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
    <FieldFrame id={id} label={label} required={required} error={error}>
      <div className="relative">
        <input
          {...registration}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          {...controlDescription(id, { error })}
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
    </FieldFrame>
  );
}

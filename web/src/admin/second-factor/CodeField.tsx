import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlDescription, FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';

interface CodeFieldProps {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Digits only (a code from the app), or recovery codes too. */
  digitsOnly?: boolean;
}

/** The one-time code input: monospaced, no spell check, filled by password managers. */
export function CodeField({ label, hint, registration, error, digitsOnly }: CodeFieldProps) {
  const id = registration.name;
  return (
    <FieldFrame id={id} label={label} required hint={hint} error={error}>
      <input
        {...registration}
        id={id}
        type="text"
        required
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        {...controlDescription(id, { hint, error })}
        className={`${inputClasses} font-mono tracking-widest`}
      />
    </FieldFrame>
  );
}

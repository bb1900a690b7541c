import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FieldHint } from '../../components/FieldMessage';
import { describedBy, errorIdOf, hintIdOf } from '../../components/field-ids';
import { inputClasses, labelClasses } from '../../components/input-classes';
import { RequiredMark } from '../../components/RequiredMark';

interface CodeFieldProps {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Digits only (a code from the app), or recovery codes too. */
  digitsOnly?: boolean;
}

/** The one-time code input: large, monospaced, no spell check, filled by password managers. */
export function CodeField({ label, hint, registration, error, digitsOnly }: CodeFieldProps) {
  const id = registration.name;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
        <RequiredMark />
      </label>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintIdOf(id), error && errorIdOf(id))}
        className={`${inputClasses} font-mono tracking-widest`}
      />
      <FieldHint fieldId={id} hint={hint} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

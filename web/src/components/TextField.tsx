import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FieldHint } from './FieldMessage';
import { describedBy, errorIdOf, hintIdOf } from './field-ids';
import { inputClasses, labelClasses } from './input-classes';
import { RequiredMark } from './RequiredMark';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  min?: number;
  max?: number;
  // Rewrites what was typed before the form sees it (the EIN, SSN and zip masks).
  format?: (typed: string) => string;
  className?: string;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  required,
  format,
  className,
  ...input
}: TextFieldProps) {
  const id = registration.name;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) event.target.value = format(event.target.value);
    return registration.onChange(event);
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        {...registration}
        {...input}
        id={id}
        onChange={onChange}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintIdOf(id), error && errorIdOf(id))}
        className={inputClasses}
      />
      <FieldHint fieldId={id} hint={hint} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

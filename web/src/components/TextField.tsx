import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlDescription, FieldFrame } from './FieldFrame';
import { InputPrefix, prefixedInputClasses } from './InputPrefix';
import { inputClasses } from './input-classes';

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
  /** Drawn inside the input before the value (the '$' of an amount); not part of the value. */
  prefix?: string;
  className?: string;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  required,
  format,
  prefix,
  className,
  ...input
}: TextFieldProps) {
  const id = registration.name;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) event.target.value = format(event.target.value);
    return registration.onChange(event);
  };
  const control = (
    <input
      {...registration}
      {...input}
      id={id}
      onChange={onChange}
      required={required}
      {...controlDescription(id, { hint, error })}
      className={prefix ? prefixedInputClasses : inputClasses}
    />
  );
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {prefix ? <InputPrefix text={prefix}>{control}</InputPrefix> : control}
    </FieldFrame>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './FieldMessage';
import { describedBy, errorIdOf } from './field-ids';
import { inputClasses, labelClasses } from './input-classes';
import { RequiredMark } from './RequiredMark';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  placeholder: string;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

export function SelectField({
  label,
  registration,
  options,
  placeholder,
  error,
  required,
  autoComplete,
  className,
}: SelectFieldProps) {
  const id = registration.name;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        {...registration}
        id={id}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorIdOf(id))}
        className={inputClasses}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

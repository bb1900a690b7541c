import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlDescription, FieldFrame } from './FieldFrame';
import { inputClasses } from './input-classes';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
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
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      <select
        {...registration}
        id={id}
        required={required}
        autoComplete={autoComplete}
        {...controlDescription(id, { error })}
        className={inputClasses}
      >
        <option value="">{placeholder}</option>
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

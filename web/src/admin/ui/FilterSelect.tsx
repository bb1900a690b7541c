import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { type SelectOption, SelectOptions } from '../../components/SelectField';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}

/** A list filter's select, as the applications list and the audit log show them. */
export function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    // As wide as its longest choice (nothing cut off); the full row on a phone.
    <FieldFrame id={id} label={label} className="w-full sm:w-auto">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} sm:w-auto`}
      >
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

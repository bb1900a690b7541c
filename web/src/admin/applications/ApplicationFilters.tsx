import { type ApplicationStatusFilter, SEARCH_MAX, US_STATES, type UsStateCode } from '@funding/contracts';
import { inputClasses, labelClasses } from '../../components/input-classes';

export interface FilterValues {
  search: string;
  state: '' | UsStateCode;
  status: '' | ApplicationStatusFilter;
  sort: 'newest' | 'oldest';
}

const STATUS_OPTIONS: { value: ApplicationStatusFilter; label: string }[] = [
  { value: 'processing', label: 'Processing' },
  { value: 'complete', label: 'Complete' },
  { value: 'failed', label: 'Failed' },
];

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ApplicationFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

export function ApplicationFilters({ values, onChange }: ApplicationFiltersProps) {
  const set = <Key extends keyof FilterValues>(key: Key, value: FilterValues[Key]) =>
    onChange({ ...values, [key]: value });
  return (
    <search
      aria-label="Filter applications"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div>
        <label htmlFor="applications-search" className={labelClasses}>
          Search
        </label>
        <input
          id="applications-search"
          type="search"
          value={values.search}
          maxLength={SEARCH_MAX}
          placeholder="Business, owner, agent or application ID"
          onChange={(event) => set('search', event.target.value)}
          className={inputClasses}
        />
      </div>
      <FilterSelect
        id="applications-state"
        label="State"
        value={values.state}
        onChange={(value) => set('state', value as FilterValues['state'])}
        options={[
          { value: '', label: 'All states' },
          ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
        ]}
      />
      <FilterSelect
        id="applications-status"
        label="Status"
        value={values.status}
        onChange={(value) => set('status', value as FilterValues['status'])}
        options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
      />
      <FilterSelect
        id="applications-sort"
        label="Sort"
        value={values.sort}
        onChange={(value) => set('sort', value as FilterValues['sort'])}
        options={SORT_OPTIONS}
      />
    </search>
  );
}

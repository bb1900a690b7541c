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
      <div>
        <label htmlFor="applications-state" className={labelClasses}>
          State
        </label>
        <select
          id="applications-state"
          value={values.state}
          onChange={(event) => set('state', event.target.value as FilterValues['state'])}
          className={inputClasses}
        >
          <option value="">All states</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="applications-status" className={labelClasses}>
          Status
        </label>
        <select
          id="applications-status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as FilterValues['status'])}
          className={inputClasses}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="applications-sort" className={labelClasses}>
          Sort
        </label>
        <select
          id="applications-sort"
          value={values.sort}
          onChange={(event) => set('sort', event.target.value as FilterValues['sort'])}
          className={inputClasses}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </div>
    </search>
  );
}

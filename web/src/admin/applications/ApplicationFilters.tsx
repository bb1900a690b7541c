import { type ApplicationStatusFilter, US_STATES, type UsStateCode } from '@funding/contracts';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { type SelectOption, SelectOptions } from '../../components/SelectField';
import type { ListFilters } from '../url/use-admin-view';
import type { AdminView } from '../url/view-search';
import { ApplicationSearchBox } from './ApplicationSearchBox';

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
  options: readonly SelectOption[];
}

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        <SelectOptions options={options} />
      </select>
    </FieldFrame>
  );
}

interface ApplicationFiltersProps {
  view: AdminView;
  onFiltersChange: (filters: ListFilters) => void;
  onSearch: (search: string, options: { replace: boolean }) => void;
}

// The selects offer exactly the values the view's schema accepts, and '' for "any".
export function ApplicationFilters({ view, onFiltersChange, onSearch }: ApplicationFiltersProps) {
  const filters: ListFilters = { state: view.state, status: view.status, sort: view.sort };
  const set = <Key extends keyof ListFilters>(key: Key, value: ListFilters[Key]) =>
    onFiltersChange({ ...filters, [key]: value });
  return (
    <search
      aria-label="Filter applications"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <ApplicationSearchBox committed={view.search ?? ''} onCommit={onSearch} />
      <FilterSelect
        id="applications-state"
        label="State"
        value={view.state ?? ''}
        onChange={(value) => set('state', (value || undefined) as UsStateCode | undefined)}
        options={[
          { value: '', label: 'All states' },
          ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
        ]}
      />
      <FilterSelect
        id="applications-status"
        label="Status"
        value={view.status ?? ''}
        onChange={(value) => set('status', (value || undefined) as ApplicationStatusFilter | undefined)}
        options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
      />
      <FilterSelect
        id="applications-sort"
        label="Sort"
        value={view.sort}
        onChange={(value) => set('sort', value as ListFilters['sort'])}
        options={SORT_OPTIONS}
      />
    </search>
  );
}

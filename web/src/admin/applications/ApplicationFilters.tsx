import {
  APPLICATION_SORTS,
  type ApplicationStatusFilter,
  type AssigneeFilter,
  MIN_MONTHLY_DEPOSITS_CHOICES,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  US_STATES,
  type UsStateCode,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '../ui/FilterSelect';
import type { ListFilters } from '../url/use-admin-view';
import type { AdminView } from '../url/view-search';
import { ApplicationSearchBox } from './ApplicationSearchBox';
import { assigneeListOptions } from './application-queries';
import { SORT_LABELS } from './list-sorts';

const STATUS_OPTIONS: { value: ApplicationStatusFilter; label: string }[] = [
  { value: 'processing', label: 'Processing' },
  { value: 'complete', label: 'Complete' },
  { value: 'failed', label: 'Failed' },
];

const depositsLabel = (dollars: number) => `$${dollars.toLocaleString('en-US')}+ a month`;

const SORT_OPTIONS = APPLICATION_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

interface ApplicationFiltersProps {
  view: AdminView;
  onFiltersChange: (filters: Partial<ListFilters>) => void;
  onSearch: (search: string, options: { replace: boolean }) => void;
}

// The selects offer exactly the values the view's schema accepts, and '' for "any".
export function ApplicationFilters({ view, onFiltersChange, onSearch }: ApplicationFiltersProps) {
  const set = <Key extends keyof ListFilters>(key: Key, value: ListFilters[Key]) =>
    onFiltersChange({ [key]: value });
  // The staff's names; while they load (or if they cannot), "me" and "nobody" still filter.
  const assignees = useQuery(assigneeListOptions());
  return (
    <search aria-label="Filter applications" className="flex flex-wrap items-start gap-3">
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
        id="applications-review-status"
        label="Review status"
        value={view.reviewStatus ?? ''}
        onChange={(value) => set('reviewStatus', (value || undefined) as ReviewStatus | undefined)}
        options={[
          { value: '', label: 'All review statuses' },
          ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
        ]}
      />
      <FilterSelect
        id="applications-assignee"
        label="Assignee"
        value={view.assignee ?? ''}
        onChange={(value) => set('assignee', (value || undefined) as AssigneeFilter | undefined)}
        options={[
          { value: '', label: 'Anyone' },
          { value: 'me', label: 'Assigned to me' },
          { value: 'none', label: 'Unassigned' },
          ...(assignees.data?.assignees ?? []).map((assignee) => ({
            value: assignee.id,
            label: assignee.username,
          })),
          // A link may name someone no longer assignable: the select still shows the filter in force.
          ...(view.assignee &&
          view.assignee !== 'me' &&
          view.assignee !== 'none' &&
          !assignees.data?.assignees.some((assignee) => assignee.id === view.assignee)
            ? [{ value: view.assignee, label: 'Someone else' }]
            : []),
        ]}
      />
      <FilterSelect
        id="applications-deposits"
        label="Monthly deposits"
        value={view.minMonthlyDeposits === undefined ? '' : String(view.minMonthlyDeposits)}
        onChange={(value) => set('minMonthlyDeposits', value === '' ? undefined : Number(value))}
        options={[
          { value: '', label: 'Any deposits' },
          ...MIN_MONTHLY_DEPOSITS_CHOICES.map((dollars) => ({
            value: String(dollars),
            label: depositsLabel(dollars),
          })),
          // A link may carry an amount the select does not offer: it still shows the filter in force.
          ...(view.minMonthlyDeposits !== undefined &&
          !(MIN_MONTHLY_DEPOSITS_CHOICES as readonly number[]).includes(view.minMonthlyDeposits)
            ? [
                {
                  value: String(view.minMonthlyDeposits),
                  label: depositsLabel(view.minMonthlyDeposits),
                },
              ]
            : []),
        ]}
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

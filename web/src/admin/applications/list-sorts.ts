import type { ApplicationSort } from '@funding/contracts';

// The list's sortable columns and the contract's orders (APPLICATION_SORTS) behind them: a header
// sorts by its column the way a desk first wants it (the newest, the largest, A to Z), and a second
// press turns the order round.

export type SortableColumn = 'business' | 'amount' | 'submitted' | 'activity';

interface ColumnSorts {
  /** The order of a first press. */
  first: ApplicationSort;
  /** The order of the next press. */
  second: ApplicationSort;
  /** Which of the two puts the smallest value first (for aria-sort). */
  ascending: ApplicationSort;
}

export const COLUMN_SORTS: Record<SortableColumn, ColumnSorts> = {
  business: { first: 'business-az', second: 'business-za', ascending: 'business-az' },
  amount: { first: 'amount-high', second: 'amount-low', ascending: 'amount-low' },
  submitted: { first: 'newest', second: 'oldest', ascending: 'oldest' },
  activity: { first: 'activity-recent', second: 'activity-oldest', ascending: 'activity-oldest' },
};

export const SORT_LABELS: Record<ApplicationSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'amount-high': 'Largest amount first',
  'amount-low': 'Smallest amount first',
  'activity-recent': 'Recent activity first',
  'activity-oldest': 'Oldest activity first',
  'business-az': 'Business A to Z',
  'business-za': 'Business Z to A',
};

/** The column's state in `sort`: how aria-sort says it. */
export function columnSortState(
  column: SortableColumn,
  sort: ApplicationSort,
): 'ascending' | 'descending' | 'none' {
  const sorts = COLUMN_SORTS[column];
  if (sort !== sorts.first && sort !== sorts.second) return 'none';
  return sort === sorts.ascending ? 'ascending' : 'descending';
}

/** The order a press on the column's header chooses, from the order in force. */
export function nextColumnSort(column: SortableColumn, sort: ApplicationSort): ApplicationSort {
  const sorts = COLUMN_SORTS[column];
  return sort === sorts.first ? sorts.second : sorts.first;
}

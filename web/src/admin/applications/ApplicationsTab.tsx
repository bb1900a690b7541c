import { type ApplicationRecord, DEFAULT_PAGE_SIZE, MESSAGES } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../api/admin-api-error';
import { canChangeRecords, useCurrentAdmin } from '../session/current-admin';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Pagination } from '../ui/Pagination';
import { EmptyState, ErrorState, LoadingState, Spinner } from '../ui/QueryStates';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { ApplicationFilters, type FilterValues } from './ApplicationFilters';
import { ApplicationsTable } from './ApplicationsTable';
import { useDeleteApplication, useRetryApplication } from './application-mutations';
import { applicationListOptions } from './application-queries';

const NO_FILTERS: FilterValues = { search: '', state: '', status: '', sort: 'newest' };

export function ApplicationsTab() {
  const admin = useCurrentAdmin();
  const canChange = canChangeRecords(admin.role);
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const list = useQuery(
    applicationListOptions({
      page,
      pageSize: DEFAULT_PAGE_SIZE,
      search: search || undefined,
      state: filters.state || undefined,
      status: filters.status || undefined,
      sort: filters.sort,
    }),
  );
  const [detailId, setDetailId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ApplicationRecord | null>(null);
  const deletion = useDeleteApplication();
  const retry = useRetryApplication();

  // A page emptied by deletions (or shrunk by a filter elsewhere) falls back to the last page left.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.applicationId, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        {list.data && <span className="text-sm text-slate-700">{list.data.total} total</span>}
        {list.isFetching && !list.isPending && (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" /> Refreshing...
          </span>
        )}
      </div>
      <ApplicationFilters values={filters} onChange={changeFilters} />
      {list.isPending ? (
        <LoadingState text="Loading applications..." />
      ) : list.isError && !list.data ? (
        <ErrorState
          title={MESSAGES.fetchApplicationsFailed}
          detail={errorMessageOf(list.error, '')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.applications.length === 0 ? (
        <EmptyState text="No applications found." />
      ) : (
        <>
          {list.isError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {MESSAGES.fetchApplicationsFailed}
            </p>
          )}
          <ApplicationsTable
            applications={list.data.applications}
            canChange={canChange}
            onShowDetails={setDetailId}
            onDelete={setToDelete}
            onRetry={(applicationId) => retry.mutate(applicationId)}
            retryingId={retry.isPending ? retry.variables : undefined}
          />
          <Pagination
            label="Applications pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={setPage}
          />
        </>
      )}
      <ApplicationDetailDialog applicationId={detailId} onClose={() => setDetailId(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setToDelete(null);
        }}
        title="Delete Application"
        description={
          toDelete &&
          `Delete application ${toDelete.applicationId} from ${toDelete.businessName}? Its PDF and documents are deleted too. This cannot be undone.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

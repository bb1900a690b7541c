import { type ApplicationRecord, MESSAGES } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { saveCsv } from '../api/save-csv';
import { canChangeRecords, useCurrentAdmin } from '../session/current-admin';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ExportButton } from '../ui/ExportButton';
import { Pagination } from '../ui/Pagination';
import { EmptyState, ErrorState, LoadingState, Spinner } from '../ui/QueryStates';
import { useAdminView, useAdminViewNavigation } from '../url/use-admin-view';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationsTable } from './ApplicationsTable';
import { useDeleteApplication, useRetryApplication } from './application-mutations';
import { applicationListOptions, applicationListQueryOf, filterSearchParams } from './application-queries';
import { BulkChanges } from './BulkChanges';
import { DensityToggle, SavedViews } from './SavedViews';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/**
 * The list as the URL describes it (saved view, filters, sort, search, page, density), with its
 * detail view; admins tick rows for bulk changes.
 */
export function ApplicationsTab() {
  const admin = useCurrentAdmin();
  const canChange = canChangeRecords(admin.role);
  const view = useAdminView();
  const move = useAdminViewNavigation();
  const listQuery = applicationListQueryOf(view);
  const list = useQuery(applicationListOptions(listQuery));
  const { page: _page, pageSize: _pageSize, ...exportQuery } = listQuery;
  const [toDelete, setToDelete] = useState<ApplicationRecord | null>(null);
  const deletion = useDeleteApplication();
  const retry = useRetryApplication();
  // Ticked rows belong to the page they were ticked on: another page, filter or sort starts afresh.
  const listKey = JSON.stringify(listQuery);
  const [selection, setSelection] = useState({ listKey, ids: NOTHING_SELECTED });
  const selectedIds = selection.listKey === listKey ? selection.ids : NOTHING_SELECTED;
  const select = (ids: ReadonlySet<string>) => setSelection({ listKey, ids });
  const selectedInOrder = (list.data?.applications ?? [])
    .map((application) => application.applicationId)
    .filter((applicationId) => selectedIds.has(applicationId));

  // A page emptied by deletions (or beyond the end in a link) falls back to the last page left. The
  // panel corrects itself here, so the entry is replaced.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const settled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && view.page > lastPage) {
      void move.changePage(lastPage, { replace: true });
    }
  }, [settled, view.page, lastPage, move.changePage]);

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
        {canChange && (
          <div className="ml-auto">
            <ExportButton
              label="Download CSV"
              save={() =>
                saveCsv(
                  `/api/admin/applications/export?${filterSearchParams(exportQuery)}`,
                  'applications.csv',
                )
              }
            />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SavedViews
          current={view.view}
          onChange={(savedView) => void move.changeFilters({ view: savedView })}
        />
        <DensityToggle density={view.density} onChange={move.changeDensity} />
      </div>
      <ApplicationFilters view={view} onFiltersChange={move.changeFilters} onSearch={move.changeSearch} />
      {canChange && (
        <BulkChanges
          selected={selectedInOrder}
          onApplied={() => select(NOTHING_SELECTED)}
          onClear={() => select(NOTHING_SELECTED)}
        />
      )}
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
            density={view.density}
            sort={view.sort}
            onSortChange={(sort) => void move.changeFilters({ sort })}
            selection={canChange ? selectedIds : undefined}
            onSelectionChange={select}
            onShowDetails={(applicationId) => void move.openApplication(applicationId)}
            onDelete={setToDelete}
            onRetry={(applicationId) => retry.mutate(applicationId)}
            retryingId={retry.isPending ? retry.variables : undefined}
          />
          <Pagination
            label="Applications pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={(page) => void move.changePage(page)}
          />
        </>
      )}
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

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { browserTimeZone } from '../analytics/analytics-queries';
import { ExportButton } from '../ui/ExportButton';
import { Pagination } from '../ui/Pagination';
import { EmptyState, ErrorState, LoadingState, Spinner } from '../ui/QueryStates';
import { useAdminView, useAdminViewNavigation } from '../url/use-admin-view';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';
import { auditLogOptions, auditLogQueryOf, saveAuditLogCsv } from './audit-log-queries';

export const AUDIT_LOG_FAILED = 'Failed to load the audit log';

/**
 * Super admins' view of the trail across the system (the server refuses anyone else): who did what
 * to which application and when, filtered by person, action and days, a page at a time, the place
 * kept in the URL. The days and times are the browser's time zone, which the screen names.
 */
export function AuditLogTab() {
  const view = useAdminView();
  const move = useAdminViewNavigation();
  const timeZone = browserTimeZone();
  const query = auditLogQueryOf(view, timeZone);
  const log = useQuery(auditLogOptions(query));

  // A page beyond the end (an old link) falls back to the last one; the entry is replaced.
  const lastPage = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const settled = log.data !== undefined && !log.isPlaceholderData;
  useEffect(() => {
    if (settled && view.page > lastPage) void move.changePage(lastPage, { replace: true });
  }, [settled, view.page, lastPage, move.changePage]);

  return (
    <section aria-labelledby="audit-log-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="audit-log-heading" className="text-xl font-semibold text-slate-900">
          Audit Log
        </h2>
        {log.data && <span className="text-sm text-slate-700">{log.data.total} total</span>}
        {log.isFetching && !log.isPending && (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" /> Refreshing...
          </span>
        )}
        <div className="ml-auto">
          <ExportButton label="Export CSV" save={() => saveAuditLogCsv(query)} />
        </div>
      </div>
      <AuditLogFilters
        filters={{ actor: view.actor, action: view.action, from: view.from, to: view.to }}
        timeZone={timeZone}
        onChange={move.changeAuditFilters}
      />
      {log.isPending ? (
        <LoadingState text="Loading the audit log..." />
      ) : log.isError && !log.data ? (
        <ErrorState
          title={AUDIT_LOG_FAILED}
          detail={errorMessageOf(log.error, '')}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <EmptyState text="No entries match these filters." />
      ) : (
        <>
          {log.isError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {AUDIT_LOG_FAILED}
            </p>
          )}
          <AuditLogTable entries={log.data.entries} timeZone={timeZone} />
          <Pagination
            label="Audit log pages"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPageChange={(page) => void move.changePage(page)}
          />
        </>
      )}
    </section>
  );
}

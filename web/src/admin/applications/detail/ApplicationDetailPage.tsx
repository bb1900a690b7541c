import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../../api/api-client';
import { useDocumentTitle } from '../../../components/use-document-title';
import { secondaryButton } from '../../ui/buttons';
import { ErrorState, LoadingState } from '../../ui/QueryStates';
import { useAdminViewNavigation, useOpenApplicationId } from '../../url/use-admin-view';
import { applicationDetailOptions } from '../application-queries';
import { StatementsSection } from '../statements/StatementsSection';
import { AnswersSection } from './AnswersSection';
import { DocumentsSection } from './DocumentsSection';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer';
import { HistorySection } from './HistorySection';
import { KeyFacts } from './KeyFacts';
import { ProcessingSection } from './ProcessingSection';
import { ReviewSection } from './ReviewSection';
import { useWideScreen } from './use-wide-screen';

/**
 * `/admin/applications/{applicationId}`: one application on a page of its own, inside the panel.
 * The key facts first, then the sections; a document opens beside them on a wide screen.
 */
export function ApplicationDetailPage() {
  // The route matched, so there is an id. A page of its own per application: what one page
  // revealed or opened never shows on the next (a duplicate's link keeps this route mounted).
  const applicationId = useOpenApplicationId() ?? '';
  return <ApplicationPage key={applicationId} applicationId={applicationId} />;
}

function ApplicationPage({ applicationId }: { applicationId: string }) {
  const move = useAdminViewNavigation();
  const detail = useQuery(applicationDetailOptions(applicationId));
  const wide = useWideScreen();
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  useDocumentTitle(`Application ${applicationId}`);
  const unknown = detail.error instanceof ApiError && detail.error.status === 404;
  const viewer = wide && viewed && detail.data ? viewed : null;

  return (
    <article aria-label={`Application ${applicationId}`} className="space-y-6">
      <button type="button" className={secondaryButton} onClick={move.closeApplication}>
        <span aria-hidden="true">←</span> Back to applications
      </button>
      {detail.isPending ? (
        <LoadingState text="Loading application..." />
      ) : unknown ? (
        // Nothing to try again: the address names no application (or it was deleted).
        <div role="alert" className="rounded-md border border-slate-400 bg-white p-4 text-slate-900">
          <p className="font-semibold">{ADMIN_API_MESSAGES.applicationNotFound}</p>
          <p className="mt-1 text-sm">No application has the ID {applicationId}.</p>
        </div>
      ) : detail.isError ? (
        <ErrorState
          title="Failed to load the application"
          detail={errorMessageOf(detail.error, '')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <>
          <KeyFacts application={detail.data} />
          <div className={viewer ? 'grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6' : ''}>
            <div className="min-w-0 space-y-8">
              <ReviewSection application={detail.data} />
              <DocumentsSection
                application={detail.data}
                onView={wide ? (document) => setViewed({ ...document, openedAt: Date.now() }) : null}
              />
              <StatementsSection application={detail.data} />
              <AnswersSection application={detail.data} />
              <ProcessingSection application={detail.data} />
              <HistorySection application={detail.data} />
            </div>
            {viewer && (
              <DocumentViewer
                applicationId={applicationId}
                document={viewer}
                onClose={() => setViewed(null)}
                className="sticky top-4"
              />
            )}
          </div>
        </>
      )}
    </article>
  );
}

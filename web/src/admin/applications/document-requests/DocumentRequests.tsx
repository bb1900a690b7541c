import {
  type ApplicationDetail,
  DOCUMENT_REQUEST_STATE_LABELS,
  type DocumentRequest,
  type DocumentRequestState,
  TIMELINE_ACTORS,
  UPLOAD_SLOT_LABELS,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/api-client';
import { canChangeRecords, useCurrentAdmin } from '../../session/current-admin';
import { secondaryButton } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState, LoadingState } from '../../ui/QueryStates';
import { formatDateTime } from '../format';
import { DocumentRequestForm } from './DocumentRequestForm';
import { useCancelDocumentRequest } from './document-request-mutations';
import { documentRequestsOptions } from './document-request-queries';

const STATE_CLASSES: Record<DocumentRequestState, string> = {
  sent: 'bg-amber-100 text-amber-900 ring-amber-700',
  fulfilled: 'bg-green-100 text-green-900 ring-green-700',
  expired: 'bg-slate-100 text-slate-800 ring-slate-500',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-500',
};

function RequestItem({ request, onCancel }: { request: DocumentRequest; onCancel?: () => void }) {
  const received = new Set(request.receivedSlots);
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="document-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASSES[request.state]}`}
        >
          {DOCUMENT_REQUEST_STATE_LABELS[request.state]}
        </span>
        <span className="text-xs text-slate-700">
          {request.requestedBy ?? TIMELINE_ACTORS.system} · {formatDateTime(request.createdAt)}
        </span>
      </div>
      {onCancel && request.state === 'sent' && (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel Request
        </button>
      )}
      <ul className="list-disc pl-5 text-slate-800">
        {request.slots.map((slot) => (
          <li key={slot}>
            {UPLOAD_SLOT_LABELS[slot]}
            {received.has(slot) ? ' (received)' : ''}
          </li>
        ))}
      </ul>
      <p className="whitespace-pre-wrap break-words text-slate-800">“{request.message}”</p>
      <p className="text-xs text-slate-700">
        {request.state === 'fulfilled' && request.fulfilledAt
          ? `Every document received ${formatDateTime(request.fulfilledAt)}`
          : request.emailedAt
            ? `E-mailed ${formatDateTime(request.emailedAt)}; the link ${request.state === 'expired' ? 'expired' : 'works until'} ${formatDateTime(request.expiresAt)}`
            : request.state === 'expired'
              ? `Expired ${formatDateTime(request.expiresAt)} before the e-mail was sent`
              : request.state === 'cancelled'
                ? 'Cancelled before the e-mail was sent'
                : 'The e-mail with the link is being sent'}
      </p>
    </li>
  );
}

/** The detail view's document requests: their state for everyone, a new request for admins. */
export function DocumentRequests({ application }: { application: ApplicationDetail }) {
  const admin = useCurrentAdmin();
  const requests = useQuery(documentRequestsOptions(application.applicationId));
  const [composing, setComposing] = useState(false);
  const [toCancel, setToCancel] = useState<DocumentRequest | null>(null);
  const cancellation = useCancelDocumentRequest(application.applicationId);
  const mayChange = canChangeRecords(admin.role);
  return (
    <section aria-labelledby="detail-document-requests" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="detail-document-requests" className="font-semibold text-slate-900">
          Document Requests
        </h3>
        {mayChange && !composing && (
          <button type="button" className={secondaryButton} onClick={() => setComposing(true)}>
            Request Documents
          </button>
        )}
      </div>
      {composing && <DocumentRequestForm application={application} onDone={() => setComposing(false)} />}
      {requests.isPending ? (
        <LoadingState text="Loading document requests..." />
      ) : requests.isError ? (
        <ErrorState
          title="Failed to load the document requests"
          detail={errorMessageOf(requests.error, '')}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.requests.length === 0 ? (
        <p className="rounded-md border border-slate-300 p-3 text-sm text-slate-700">
          No documents have been requested.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-300">
          {requests.data.requests.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              {...(mayChange ? { onCancel: () => setToCancel(request) } : {})}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open && !cancellation.isPending) setToCancel(null);
        }}
        title="Cancel Document Request"
        description="Cancel this request? Its upload link stops working at once and no more reminders are sent."
        confirmLabel="Cancel Request"
        pendingLabel="Cancelling..."
        pending={cancellation.isPending}
        onConfirm={() => {
          if (!toCancel) return;
          cancellation.mutate(toCancel.id, { onSettled: () => setToCancel(null) });
        }}
      />
    </section>
  );
}

import type { DownloadableFile } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../api/api-client';
import { secondaryButton } from '../../ui/buttons';
import { LoadingState } from '../../ui/QueryStates';
import { applicationKeys } from '../application-queries';
import { viewLink } from '../download-links';

/** A document open beside the figures: which file, what it is called, how to draw it. */
export interface ViewedDocument {
  file: DownloadableFile;
  title: string;
  contentType: string;
  /** When it was opened: each opening asks for a link of its own (a link works once). */
  openedAt: number;
}

interface DocumentViewerProps {
  applicationId: string;
  document: ViewedDocument;
  onClose: () => void;
  className?: string;
}

/**
 * The document in the page, beside the statement analysis: a PDF in a frame, an image as an image.
 * It is shown through a single-use link, as in a new tab, so the session never goes into an address.
 */
export function DocumentViewer({ applicationId, document, onClose, className = '' }: DocumentViewerProps) {
  const link = useQuery({
    queryKey: [...applicationKeys.detail(applicationId), 'viewer', document.file, document.openedAt],
    queryFn: () => viewLink(applicationId, document.file),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return (
    <section
      aria-labelledby="document-viewer-heading"
      className={`flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-300 ${className}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id="document-viewer-heading" className="min-w-0 font-semibold break-words text-slate-900">
          {document.title}
        </h3>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Close<span className="sr-only"> {document.title}</span>
        </button>
      </div>
      {link.isPending ? (
        <LoadingState text="Opening the document..." />
      ) : link.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessageOf(link.error, 'The document could not be opened')}
        </p>
      ) : document.contentType.startsWith('image/') ? (
        <img src={link.data} alt={document.title} className="max-h-[80vh] w-full object-contain" />
      ) : (
        <iframe
          src={link.data}
          title={document.title}
          className="h-[80vh] w-full rounded border border-slate-200"
        />
      )}
    </section>
  );
}

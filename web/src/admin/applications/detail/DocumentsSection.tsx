import {
  type ApplicationDetail,
  type DownloadableFile,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { staffPermissionsOptions } from '../../session/session-queries';
import { rowButton } from '../../ui/buttons';
import { formatBytes } from '../format';
import { useFileActions } from '../use-file-actions';
import type { ViewedDocument } from './DocumentViewer';

interface DocumentsSectionProps {
  application: ApplicationDetail;
  /** Shows a document beside the figures; null on a narrow screen, where it opens in a new tab. */
  onView: ((document: Omit<ViewedDocument, 'openedAt'>) => void) | null;
}

interface Row {
  file: DownloadableFile;
  title: string;
  detail: string;
  contentType: string;
  ready: boolean;
}

/** The uploads in slot order (bank statements, then additional documents), then the PDF package. */
function documentRows(application: ApplicationDetail): Row[] {
  const uploads = [...application.documents]
    .sort((a, b) => UPLOAD_SLOTS.indexOf(a.slot) - UPLOAD_SLOTS.indexOf(b.slot))
    .map((document) => ({
      file: document.slot,
      title: `${UPLOAD_SLOT_LABELS[document.slot]}: ${document.fileName}`,
      detail: `${document.fileName} · ${formatBytes(document.sizeBytes)}`,
      contentType: document.contentType,
      ready: true,
    }));
  const pdfReady = application.pdfStatus === 'done';
  return [
    ...uploads,
    {
      file: 'pdf',
      title: 'Application PDF',
      detail: pdfReady ? 'Summary with every document appended' : 'Not generated yet',
      contentType: 'application/pdf',
      ready: pdfReady,
    },
  ];
}

/** Every document of the application, each to view (beside the figures, or in a new tab) and to download. */
export function DocumentsSection({ application, onView }: DocumentsSectionProps) {
  const files = useFileActions(application.applicationId);
  const permissions = useQuery(staffPermissionsOptions());
  // Viewers may open files only where the deployment allows it; the server refuses them otherwise.
  const canOpen = permissions.data?.downloadFiles === true;
  const rows = documentRows(application);
  return (
    <section aria-labelledby="detail-documents">
      <h3 id="detail-documents" className="mb-2 font-semibold text-slate-900">
        Documents
      </h3>
      {permissions.data && !canOpen && (
        <p className="mb-2 text-sm text-slate-700">Your role cannot open or download files here.</p>
      )}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white text-sm">
        {application.documents.length === 0 && (
          <li className="p-3 text-slate-700">No documents were uploaded.</li>
        )}
        {rows.map((row) => {
          const label = row.file === 'pdf' ? 'Application PDF' : UPLOAD_SLOT_LABELS[row.file];
          const disabled = !row.ready || files.busy !== null;
          return (
            <li key={row.file} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="break-all text-xs text-slate-700">{row.detail}</span>
              </span>
              {canOpen && (
                <span className="flex gap-1.5">
                  <button
                    type="button"
                    className={rowButton}
                    disabled={disabled}
                    onClick={() =>
                      onView
                        ? onView({ file: row.file, title: row.title, contentType: row.contentType })
                        : files.view(row.file)
                    }
                  >
                    View<span className="sr-only"> {row.title}</span>
                  </button>
                  <button
                    type="button"
                    className={rowButton}
                    disabled={disabled}
                    onClick={() => files.download(row.file)}
                  >
                    Download<span className="sr-only"> {row.title}</span>
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

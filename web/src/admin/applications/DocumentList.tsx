import { type ApplicationDetail, UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { FileButtons } from './FileButtons';
import { formatBytes } from './format';
import { useFileActions } from './use-file-actions';

/** The generated PDF and every uploaded document, each viewable and downloadable through a link. */
export function DocumentList({ application }: { application: ApplicationDetail }) {
  const files = useFileActions(application.applicationId);
  const pdfReady = application.pdfStatus === 'done';
  return (
    <section aria-labelledby="detail-documents">
      <h3 id="detail-documents" className="mb-2 font-semibold text-slate-900">
        Documents
      </h3>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span>
            <span className="block font-medium text-slate-900">Application PDF</span>
            <span className="text-xs text-slate-700">
              {pdfReady ? 'Summary with every document appended' : 'Not generated yet'}
            </span>
          </span>
          <span className="flex gap-1.5">
            <FileButtons files={files} file="pdf" ready={pdfReady} heardAfter="application PDF" />
          </span>
        </li>
        {application.documents.map((document) => (
          <li key={document.slot} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{UPLOAD_SLOT_LABELS[document.slot]}</span>
              <span className="break-all text-xs text-slate-700">
                {document.fileName} · {formatBytes(document.sizeBytes)}
              </span>
            </span>
            <span className="flex gap-1.5">
              <FileButtons files={files} file={document.slot} heardAfter={document.fileName} />
            </span>
          </li>
        ))}
        {application.documents.length === 0 && (
          <li className="p-3 text-slate-700">No documents were uploaded.</li>
        )}
      </ul>
    </section>
  );
}

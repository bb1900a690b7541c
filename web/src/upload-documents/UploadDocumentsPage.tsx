import { DOCUMENT_REQUEST_MESSAGES, type UploadLinkView, type UploadSlot } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { FileDropzone } from '../components/FileDropzone';
import { Logo } from '../components/Logo';
import { useDocumentTitle } from '../components/use-document-title';
import { runtimeConfig } from '../runtime-config';
import { useSendRequestedFiles } from './upload-link-mutations';
import { tokenFromHash, UploadLinkError, uploadLinkOptions } from './upload-link-queries';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-3 py-6 sm:px-6 sm:py-10">
      {/* Reached from an e-mail only; its address carries a private link. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <main className="space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Logo className="h-10 w-auto" />
        {children}
      </main>
    </div>
  );
}

function Notice({ title, text, tone }: { title: string; text: string; tone: 'done' | 'stop' }) {
  const { supportEmail } = runtimeConfig;
  return (
    <div role={tone === 'stop' ? 'alert' : 'status'} className="space-y-3">
      <h1 className={`text-2xl font-bold ${tone === 'done' ? 'text-green-800' : 'text-slate-900'}`}>
        {title}
      </h1>
      <p className="text-slate-800">{text}</p>
      <p className="text-sm text-slate-700">
        Questions? Contact us at{' '}
        <a className="text-blue-800 underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
    </div>
  );
}

function UploadForm({ token, request }: { token: string; request: UploadLinkView }) {
  const [files, setFiles] = useState<Partial<Record<UploadSlot, File>>>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const upload = useSendRequestedFiles(token, (message) => {
    setFiles({});
    setThanks(message);
  });
  const fields = upload.error instanceof UploadLinkError ? upload.error.fields : {};
  const open = request.slots.filter((slot) => !slot.received);
  const chosen = Object.values(files).filter(Boolean).length;
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setThanks(null);
        upload.mutate(files);
      }}
    >
      {thanks && (
        <p
          role="status"
          className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-700"
        >
          {thanks}
        </p>
      )}
      <ul className="space-y-4">
        {request.slots.map(({ slot, label, received }) =>
          received ? (
            <li key={slot} className="rounded-lg border border-green-700 bg-green-50 p-3 text-sm">
              <span className="font-medium text-slate-900">{label}</span>
              <span className="block text-green-900">Received</span>
            </li>
          ) : (
            <li key={slot}>
              <FileDropzone
                slot={slot}
                label={label}
                required
                file={files[slot] ?? null}
                onFileChange={(file) => setFiles((current) => ({ ...current, [slot]: file ?? undefined }))}
                serverError={fields[slot]}
              />
            </li>
          ),
        )}
      </ul>
      {upload.error && Object.keys(fields).length === 0 && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700"
        >
          {upload.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={chosen === 0 || upload.isPending || open.length === 0}
        className="w-full rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {upload.isPending ? 'Uploading...' : 'Upload Documents'}
      </button>
    </form>
  );
}

/** The link's token is in the fragment; another link opened in the same tab changes only that. */
function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * `/upload-documents#<token>`: owner 1 uploads exactly what staff asked for. It shows the business
 * name and the staff's message and nothing personal; whoever holds the link sees the same.
 */
export function UploadDocumentsPage() {
  useDocumentTitle('Upload Documents');
  const token = useSyncExternalStore(subscribeToHash, () => tokenFromHash(window.location.hash));
  const link = useQuery({ ...uploadLinkOptions(token ?? ''), enabled: token !== null });

  if (token === null || (link.error instanceof UploadLinkError && link.error.kind === 'invalid')) {
    return (
      <Frame>
        <Notice title="This link does not work" text={DOCUMENT_REQUEST_MESSAGES.linkInvalid} tone="stop" />
      </Frame>
    );
  }
  if (link.isPending) {
    return (
      <Frame>
        <p role="status" className="flex items-center gap-3 py-8 text-slate-700">
          <span
            aria-hidden="true"
            className="inline-block size-5 animate-spin rounded-full border-2 border-blue-700 border-t-transparent"
          />
          Loading your document request...
        </p>
      </Frame>
    );
  }
  if (link.isError) {
    return (
      <Frame>
        <div role="alert" className="space-y-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">We could not load your document request</p>
          <p className="text-sm">{link.error.message}</p>
          <button
            type="button"
            className="rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-semibold text-slate-800"
            onClick={() => void link.refetch()}
          >
            Try Again
          </button>
        </div>
      </Frame>
    );
  }
  const request = link.data;
  if (request.state === 'expired') {
    return (
      <Frame>
        <Notice title="This link has expired" text={DOCUMENT_REQUEST_MESSAGES.linkExpired} tone="stop" />
      </Frame>
    );
  }
  if (request.state === 'fulfilled') {
    return (
      <Frame>
        <Notice title="Documents received" text={DOCUMENT_REQUEST_MESSAGES.linkFulfilled} tone="done" />
      </Frame>
    );
  }
  if (request.state === 'cancelled') {
    return (
      <Frame>
        <Notice title="No longer needed" text={DOCUMENT_REQUEST_MESSAGES.linkCancelled} tone="stop" />
      </Frame>
    );
  }
  return (
    <Frame>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Upload Documents</h1>
        <p className="text-slate-800">
          For the funding application of <strong className="break-words">{request.businessName}</strong>
        </p>
        <p className="text-sm text-slate-700">
          This link works until {new Date(request.expiresAt).toLocaleString()} and only for the documents
          below.
        </p>
      </div>
      <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-slate-900 ring-1 ring-slate-200">
        <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-700">
          Message from our team
        </span>
        {request.message}
      </blockquote>
      <UploadForm key={token} token={token} request={request} />
    </Frame>
  );
}

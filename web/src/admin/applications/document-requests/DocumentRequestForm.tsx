import {
  type ApplicationDetail,
  DOCUMENT_REQUEST_MESSAGE_MAX,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { useId, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../api/api-client';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { FormError } from '../../ui/FormError';
import { useCreateDocumentRequest } from './document-request-mutations';

/**
 * Staff choose the slots to ask for (as at intake: four statements, three additional documents) and
 * write a short message; owner 1 then gets the link by e-mail. A slot that holds a file says that
 * the upload will replace it.
 */
export function DocumentRequestForm({
  application,
  onDone,
}: {
  application: ApplicationDetail;
  onDone: () => void;
}) {
  const [slots, setSlots] = useState<UploadSlot[]>([]);
  const [message, setMessage] = useState('');
  const create = useCreateDocumentRequest(application.applicationId);
  const messageId = useId();
  const held = new Set(application.documents.map((document) => document.slot));
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const formError =
    create.error && Object.keys(fields).length === 0 ? errorMessageOf(create.error, '') : undefined;

  const toggle = (slot: UploadSlot, on: boolean) =>
    setSlots((current) => UPLOAD_SLOTS.filter((s) => (s === slot ? on : current.includes(s))));

  return (
    <form
      className="space-y-3 rounded-md border border-slate-300 p-3"
      aria-label="Request documents"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ slots, message }, { onSuccess: onDone });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Documents to request</legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {UPLOAD_SLOTS.map((slot) => (
            <label key={slot} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={slots.includes(slot)}
                onChange={(event) => toggle(slot, event.target.checked)}
              />
              <span>
                {UPLOAD_SLOT_LABELS[slot]}
                {held.has(slot) && (
                  <span className="block text-xs text-slate-700">Replaces the file it holds</span>
                )}
              </span>
            </label>
          ))}
        </div>
        {fields.slots && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {fields.slots}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={messageId} className="block text-sm font-semibold text-slate-900">
          Message to the applicant
        </label>
        <textarea
          id={messageId}
          className="mt-1 block w-full rounded-md border border-slate-500 p-2 text-sm"
          rows={3}
          maxLength={DOCUMENT_REQUEST_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${messageId}-count`}
        />
        <p id={`${messageId}-count`} className="mt-1 text-xs text-slate-700">
          {message.length}/{DOCUMENT_REQUEST_MESSAGE_MAX} characters. Owner 1 receives it by e-mail with the
          upload link.
        </p>
        {fields.message && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {fields.message}
          </p>
        )}
      </div>
      <FormError message={formError} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Send Request'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone} disabled={create.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

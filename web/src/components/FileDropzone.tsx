import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_HINT,
  UPLOAD_PROMPT,
  type UploadSlot,
} from '@funding/contracts';
import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { describedBy, errorIdOf, fileControlIdOf, hintIdOf } from './field-ids';
import { RequiredMark } from './RequiredMark';
import { uploadRejectionMessage } from './upload-rejection';

interface FileDropzoneProps {
  slot: UploadSlot;
  label: string;
  required?: boolean;
  file: File | null;
  onFileChange: (file: File | null) => void;
  // A message about this file from the server (the last submission refused it).
  serverError?: string;
}

function zoneClasses(isDragReject: boolean, isDragActive: boolean, hasError: boolean): string {
  const base = 'mt-1 flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 transition-colors';
  if (isDragReject) return `${base} border-red-700 bg-red-50`;
  if (isDragActive) return `${base} border-blue-700 bg-blue-50`;
  if (hasError) return `${base} border-red-700 bg-white`;
  return `${base} border-slate-500 bg-white`;
}

export function FileDropzone({ slot, label, required, file, onFileChange, serverError }: FileDropzoneProps) {
  const [rejection, setRejection] = useState<string | null>(null);

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejected) => rejected.errors.map((error) => error.code));
    const message = uploadRejectionMessage(codes);
    setRejection(message);
    // One file per control: a drop that included a rejected file changes nothing, so the applicant
    // never ends up with a file they did not mean to keep.
    if (!message && accepted[0]) onFileChange(accepted[0]);
  };

  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPTED_UPLOAD_TYPES,
    maxSize: MAX_UPLOAD_BYTES,
    minSize: 1,
    multiple: false,
    // The visible button opens the picker; a focusable drop area around it would be a second,
    // unlabeled tab stop doing the same thing.
    noClick: true,
    noKeyboard: true,
    onDrop,
  });

  const labelId = `${slot}-label`;
  const controlId = fileControlIdOf(slot);
  const error = rejection ?? serverError;
  const errorId = errorIdOf(slot);
  const hintId = hintIdOf(slot);

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </span>
      <div
        {...getRootProps({
          role: 'group',
          'aria-labelledby': labelId,
          className: zoneClasses(isDragReject, isDragActive, Boolean(error)),
        })}
        data-drag-state={isDragReject ? 'rejected' : isDragActive ? 'active' : 'idle'}
      >
        {/* The visible button is the control; the input behind it is kept out of the accessibility tree
            so screen readers do not meet the same control twice. */}
        <input {...getInputProps({ id: slot, name: slot, 'aria-hidden': true })} />
        {file ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span
              className="min-w-0 break-all text-sm font-medium text-slate-900"
              data-testid={`${slot}-file`}
            >
              {file.name}
            </span>
            <button
              id={controlId}
              type="button"
              onClick={() => {
                setRejection(null);
                onFileChange(null);
              }}
              aria-label={`Remove ${file.name}`}
              className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              Remove
            </button>
          </div>
        ) : (
          <button
            id={controlId}
            type="button"
            onClick={open}
            aria-labelledby={`${labelId} ${controlId}`}
            aria-describedby={describedBy(hintId, error && errorId)}
            className="w-full rounded-md px-3 py-3 text-center text-sm font-semibold text-blue-800 underline-offset-2 hover:underline"
          >
            {UPLOAD_PROMPT}
          </button>
        )}
        <p id={hintId} className="text-center text-xs text-slate-600">
          {UPLOAD_HINT}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import {
  ADDITIONAL_DOC_SLOTS,
  acceptTermsLabel,
  authorizationText,
  BANK_STATEMENT_SLOTS,
  FIELD_LABELS,
  UPLOAD_SLOT_LABELS,
  type UploadSlot,
} from '@funding/contracts';
import { useFormContext, useFormState } from 'react-hook-form';
import { CheckboxField } from '../components/CheckboxField';
import { FileDropzone } from '../components/FileDropzone';
import { TextField } from '../components/TextField';
import { runtimeConfig } from '../runtime-config';
import { type ApplicationFormValues, errorMessageOf } from './form-types';
import type { ChosenFiles } from './idempotency-key';
import { StepSection } from './StepSection';

interface DocumentsStepProps {
  files: ChosenFiles;
  onFileChange: (slot: UploadSlot, file: File | null) => void;
  fileErrors: Partial<Record<UploadSlot, string>>;
}

export function DocumentsStep({ files, onFileChange, fileErrors }: DocumentsStepProps) {
  const { register } = useFormContext<ApplicationFormValues>();
  const { errors } = useFormState<ApplicationFormValues>();
  const { providerName } = runtimeConfig;

  const fileControl = (slot: UploadSlot, required: boolean) => (
    <FileDropzone
      key={slot}
      slot={slot}
      label={UPLOAD_SLOT_LABELS[slot]}
      required={required}
      file={files[slot] ?? null}
      onFileChange={(file) => onFileChange(slot, file)}
      serverError={fileErrors[slot]}
    />
  );

  return (
    <StepSection title="Documents and Authorization">
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Bank Statements</legend>
        {BANK_STATEMENT_SLOTS.map((slot) => fileControl(slot, true))}
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Additional Documents (optional)</legend>
        {ADDITIONAL_DOC_SLOTS.map((slot) => fileControl(slot, false))}
      </fieldset>

      <div className="sm:col-span-2">
        <h3 id="authorization-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Authorization
        </h3>
        <section
          aria-labelledby="authorization-heading"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-56 space-y-3 overflow-y-auto rounded-md border border-slate-400 bg-slate-50 p-4 text-sm text-slate-800"
        >
          {authorizationText(providerName).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      </div>

      <div className="sm:col-span-2">
        <CheckboxField
          label={acceptTermsLabel(providerName)}
          registration={register('acceptTerms')}
          error={errorMessageOf(errors, 'acceptTerms')}
          required
        />
      </div>
      <TextField
        label={FIELD_LABELS.ownerSignature}
        registration={register('ownerSignature')}
        error={errorMessageOf(errors, 'ownerSignature')}
        hint="Type your full legal name"
        required
        autoComplete="name"
      />
      <TextField
        label={FIELD_LABELS.partnerSignature}
        registration={register('partnerSignature')}
        error={errorMessageOf(errors, 'partnerSignature')}
        hint="Optional. Type the partner's full legal name"
        autoComplete="off"
      />
      <TextField
        label={FIELD_LABELS.signatureDate}
        registration={register('signatureDate')}
        error={errorMessageOf(errors, 'signatureDate')}
        required
        type="date"
      />
    </StepSection>
  );
}

import {
  APPLICATION_FIELDS,
  type ApplicationField,
  ERROR_SUMMARY_MAX,
  emptyApplication,
  FIELD_LABELS,
  FIELD_STEP,
  type FormStep,
  isUploadSlot,
  MESSAGES,
  TOTAL_STEPS,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { afterPageLoad } from '../after-page-load';
import { ApiError } from '../api/api-client';
import { showToast } from '../components/toast-store';
import { loadChunk } from '../new-build/new-build-reload';
import { rememberSubmission } from '../pages/last-submission';
import { BusinessStep } from './BusinessStep';
import { DraftResumeOffer } from './DraftResumeOffer';
import { removeStoredDraft } from './draft-storage';
import { ErrorSummary } from './ErrorSummary';
import { buildErrorSummary } from './error-summary';
import type { Application, ApplicationFormValues } from './form-types';
import { type ChosenFiles, createIdempotencyKeyKeeper, submissionFingerprint } from './idempotency-key';
import { loadSchemas, prefetchSchemas } from './load-schemas';
import { OwnershipStep } from './OwnershipStep';
import { sendApplication } from './send-application';
import { submissionErrorToast, submissionSuccessToast } from './submission-toast';
import { isLocalDevelopmentHost, sampleApplicationValues } from './test-data';
import { UploadStatus } from './UploadStatus';
import { useApplicationDraft } from './use-application-draft';
import { useFocusRequest } from './use-focus-request';
import { WizardNavigation } from './WizardNavigation';

// Step 3 carries react-dropzone and the authorization text; it loads in the background once the page
// has loaded (see the effect below), as the validation schemas do, so the form paints sooner.
const importDocumentsStep = () => import('./DocumentsStep');
const DocumentsStep = lazy(() =>
  loadChunk(importDocumentsStep).then((module) => ({ default: module.DocumentsStep })),
);

// The shared schema's resolver, loaded on first use (or by the effect below, whichever comes first).
const applicationResolver: Resolver<ApplicationFormValues, unknown, Application> = async (
  values,
  context,
  options,
) => (await loadSchemas()).applicationResolver(values, context, options);

const SUMMARY_ORDER: readonly string[] = [...APPLICATION_FIELDS, ...UPLOAD_SLOTS];
const SUMMARY_LABELS: Record<string, string> = { ...FIELD_LABELS, ...UPLOAD_SLOT_LABELS };
const APPLICATION_FIELD_SET: ReadonlySet<string> = new Set(APPLICATION_FIELDS);

function stepOf(field: string): FormStep {
  if (isUploadSlot(field)) return 3;
  return FIELD_STEP[field as ApplicationField] ?? 1;
}

interface ApplicationFormProps {
  step: FormStep;
  onStepChange: (step: FormStep) => void;
  // The agent credited with the application (sent as `agentId`), when one is known.
  agentId: string | undefined;
}

export function ApplicationForm({ step, onStepChange, agentId }: ApplicationFormProps) {
  const navigate = useNavigate();
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: applicationResolver,
    defaultValues: emptyApplication(),
    // The first invalid field may be on another step; the summary takes focus instead.
    shouldFocusError: false,
  });
  const [files, setFiles] = useState<ChosenFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<UploadSlot, string>>>({});
  const [uploadFraction, setUploadFraction] = useState<number | null>(null);
  const [idempotencyKeys] = useState(() => createIdempotencyKeyKeeper());
  const summaryRef = useRef<HTMLDivElement>(null);
  const setFocusTarget = useFocusRequest(summaryRef);
  const submission = useMutation({ mutationFn: sendApplication });

  useEffect(() => {
    // A failure here is not reported: the same file is asked for again when it is needed.
    afterPageLoad(() => {
      importDocumentsStep().catch(() => undefined);
      prefetchSchemas();
    });
  }, []);

  const goToStep = (next: FormStep) => {
    onStepChange(next);
    window.scrollTo({ top: 0 });
    setFocusTarget({ kind: 'heading' });
  };

  const { offeredDraft, saveDraft, resumeDraft, discardDraft } = useApplicationDraft(form, step, goToStep);

  const goToField = (field: string) => {
    onStepChange(stepOf(field));
    setFocusTarget({ kind: 'field', field });
  };

  const changeFile = (slot: UploadSlot, file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    setFileErrors((current) => ({ ...current, [slot]: undefined }));
  };

  const showServerFieldErrors = (fields: Record<string, string>) => {
    const slotErrors: Partial<Record<UploadSlot, string>> = {};
    for (const [field, message] of Object.entries(fields)) {
      if (isUploadSlot(field)) slotErrors[field] = message;
      else if (APPLICATION_FIELD_SET.has(field))
        form.setError(field as ApplicationField, { type: 'server', message });
    }
    setFileErrors(slotErrors);
    if (Object.keys(fields).length > 0) setFocusTarget({ kind: 'summary' });
  };

  const submitApplication = async (application: Application) => {
    setFileErrors({});
    const dataJson = JSON.stringify(application);
    const idempotencyKey = idempotencyKeys.keyFor(submissionFingerprint(dataJson, files, agentId));
    setUploadFraction(0);
    try {
      const { applicationId } = await submission.mutateAsync({
        dataJson,
        files,
        agentId,
        idempotencyKey,
        onUploadProgress: setUploadFraction,
      });
      removeStoredDraft();
      if (applicationId) {
        rememberSubmission(
          applicationId,
          Object.entries(files).flatMap(([slot, file]) => (file ? [slot] : [])),
        );
      }
      showToast({ ...submissionSuccessToast(applicationId), variant: 'success' });
      await navigate({ to: '/thank-you' });
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? error
          : new ApiError(error instanceof Error ? error.message : MESSAGES.unknownError, 0);
      showServerFieldErrors(failure.fields);
      showToast({ ...submissionErrorToast(failure.message), variant: 'destructive' });
    } finally {
      setUploadFraction(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of steps 1 and 2 must not submit: the final submit happens on step 3 only.
    if (step !== TOTAL_STEPS) {
      event.preventDefault();
      return;
    }
    return form.handleSubmit(submitApplication, () => setFocusTarget({ kind: 'summary' }))(event);
  };

  const summary = buildErrorSummary(
    {
      ...Object.fromEntries(
        APPLICATION_FIELDS.map((field) => [
          field,
          form.formState.errors[field]?.message as string | undefined,
        ]),
      ),
      ...fileErrors,
    },
    SUMMARY_ORDER,
    SUMMARY_LABELS,
    ERROR_SUMMARY_MAX,
  );

  const submitting = form.formState.isSubmitting || submission.isPending;

  return (
    <FormProvider {...form}>
      {offeredDraft && (
        <DraftResumeOffer draft={offeredDraft} onResume={resumeDraft} onDiscard={discardDraft} />
      )}
      <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="space-y-8">
        {step === 1 && <BusinessStep />}
        {step === 2 && <OwnershipStep />}
        {step === 3 && (
          <Suspense fallback={<p className="text-slate-700">Loading...</p>}>
            <DocumentsStep files={files} onFileChange={changeFile} fileErrors={fileErrors} />
          </Suspense>
        )}

        <div className="space-y-4 border-t border-slate-200 pt-6">
          {uploadFraction !== null && <UploadStatus fraction={uploadFraction} />}
          <WizardNavigation
            step={step}
            submitting={submitting}
            showTestData={isLocalDevelopmentHost(window.location.hostname)}
            onPrevious={() => goToStep(Math.max(1, step - 1) as FormStep)}
            onNext={() => goToStep(Math.min(TOTAL_STEPS, step + 1) as FormStep)}
            onSaveDraft={saveDraft}
            onFillTestData={() => form.reset(sampleApplicationValues())}
          />
          <ErrorSummary ref={summaryRef} summary={summary} onSelectField={goToField} />
          <p id="draft-note" className="text-sm text-slate-700">
            Save Draft keeps your answers in this browser only. SSNs, the EIN, dates of birth and uploaded
            files are never saved in a draft.
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

import { emptyApplication, type FormStep, MESSAGES, todayLocalIsoDate } from '@funding/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showToast } from '../components/toast-store';
import { announceNewBuild } from '../new-build/new-build-notice';
import {
  claimNewBuildArrival,
  newBuildArrival,
  saveBeforeNewBuildReload,
} from '../new-build/new-build-reload';
import type { ApplicationDraft } from './draft';
import { readStoredDraft, removeStoredDraft, storeDraft } from './draft-storage';
import type { Application, ApplicationFormValues } from './form-types';

// Save Draft, the offer to resume a draft saved on an earlier visit, and the draft that carries
// the applicant's answers across a reload into a new build of the site (web/src/new-build).
export function useApplicationDraft(
  form: UseFormReturn<ApplicationFormValues, unknown, Application>,
  step: FormStep,
  goToStep: (step: FormStep) => void,
) {
  // After a reload into a new build the draft is restored at once (below), not offered.
  const [offeredDraft, setOfferedDraft] = useState(() =>
    newBuildArrival()?.form ? null : readStoredDraft(),
  );
  const stepRef = useRef(step);
  stepRef.current = step;

  const restore = (draft: ApplicationDraft) => {
    // The signature date is the day of signing, so a draft from last week still signs today.
    form.reset({ ...emptyApplication(), ...draft.values, signatureDate: todayLocalIsoDate() });
  };

  useEffect(
    () =>
      saveBeforeNewBuildReload(() => {
        const hadSavedDraft = readStoredDraft() !== null;
        if (!storeDraft(form.getValues(), stepRef.current)) throw new Error('the draft could not be stored');
        return { step: stepRef.current, hadSavedDraft };
      }),
    [form],
  );

  // Once, on the page that came up after the reload (claiming makes any later run a no-op anyway).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render's form and step setter
  useEffect(() => {
    const arrival = claimNewBuildArrival();
    if (!arrival) return;
    const draft = arrival.form ? readStoredDraft() : null;
    if (arrival.form && draft) {
      restore(draft);
      // Kept for the reload only: a draft the applicant never saved does not stay behind.
      if (!arrival.form.hadSavedDraft) removeStoredDraft();
      goToStep(arrival.form.step);
    }
    announceNewBuild(draft !== null);
  }, []);

  const saveDraft = () => {
    if (storeDraft(form.getValues(), step)) {
      setOfferedDraft(null);
      showToast({ title: MESSAGES.draftSaved, variant: 'success' });
    } else {
      showToast({ title: MESSAGES.draftSaveFailed, variant: 'destructive' });
    }
  };

  const resumeDraft = () => {
    if (!offeredDraft) return;
    restore(offeredDraft);
    setOfferedDraft(null);
    goToStep(offeredDraft.step);
  };

  const discardDraft = () => {
    removeStoredDraft();
    setOfferedDraft(null);
  };

  return { offeredDraft, saveDraft, resumeDraft, discardDraft };
}

import { emptyApplication, MESSAGES, todayLocalIsoDate } from '@funding/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showToast } from '../components/toast-store';
import { readStoredDraft, removeStoredDraft, storeDraft } from './draft-storage';
import type { Application, ApplicationFormValues } from './form-types';

// Save Draft, and the offer to resume a draft saved on an earlier visit.
export function useApplicationDraft(
  form: UseFormReturn<ApplicationFormValues, unknown, Application>,
  onResumed: () => void,
) {
  const [offeredDraft, setOfferedDraft] = useState(readStoredDraft);

  const saveDraft = () => {
    if (storeDraft(form.getValues())) {
      setOfferedDraft(null);
      showToast({ title: MESSAGES.draftSaved, variant: 'success' });
    } else {
      showToast({ title: MESSAGES.draftSaveFailed, variant: 'destructive' });
    }
  };

  const resumeDraft = () => {
    if (!offeredDraft) return;
    // The signature date is the day of signing, so a draft from last week still signs today.
    form.reset({ ...emptyApplication(), ...offeredDraft.values, signatureDate: todayLocalIsoDate() });
    setOfferedDraft(null);
    onResumed();
  };

  const discardDraft = () => {
    removeStoredDraft();
    setOfferedDraft(null);
  };

  return { offeredDraft, saveDraft, resumeDraft, discardDraft };
}

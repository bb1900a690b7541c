import { DRAFT_STORAGE_KEY, type FormStep } from '@funding/contracts';
import { type ApplicationDraft, type DraftValues, parseDraft, serializeDraft } from './draft';

// localStorage throws when it is full, disabled or blocked (private modes, cookie settings); a draft
// is a convenience, so every failure here reads as "no draft" or "not saved".

export function readStoredDraft(): ApplicationDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeDraft(values: DraftValues, step: FormStep): boolean {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(values, step));
    return true;
  } catch (error) {
    console.error('Draft could not be saved', error);
    return false;
  }
}

export function removeStoredDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

import { missingBankStatements, type UploadSlot } from '@funding/contracts';

/**
 * What the thank-you page shows about the submission this tab just made: its application ID and the
 * bank statements it came without (the server asks for those at once, by e-mail). sessionStorage:
 * this tab only, so the page opened any other way has nothing to show and sends the visitor to the form.
 */
export interface LastSubmission {
  applicationId: string;
  missingStatements: UploadSlot[];
}

const LAST_SUBMISSION_KEY = 'funding.lastSubmission';

export function rememberSubmission(applicationId: string, slotsWithFiles: Iterable<string>): void {
  const submission: LastSubmission = {
    applicationId,
    missingStatements: missingBankStatements(slotsWithFiles),
  };
  try {
    window.sessionStorage.setItem(LAST_SUBMISSION_KEY, JSON.stringify(submission));
  } catch {
    // Storage refused (private mode, quota): the page then sends the visitor to the form, nothing worse.
  }
}

/** The submission this tab made, or null; whatever the storage holds is checked, not trusted. */
export function lastSubmission(): LastSubmission | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(LAST_SUBMISSION_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { applicationId, missingStatements } = stored as Partial<LastSubmission>;
  if (typeof applicationId !== 'string' || !Array.isArray(missingStatements)) return null;
  const known = missingBankStatements([]);
  return {
    applicationId,
    missingStatements: known.filter((slot) => missingStatements.includes(slot)),
  };
}

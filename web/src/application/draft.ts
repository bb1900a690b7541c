import {
  APPLICATION_FIELDS,
  type ApplicationInput,
  type FormStep,
  SENSITIVE_FIELDS,
} from '@funding/contracts';

export type DraftValues = Partial<ApplicationInput>;

export interface ApplicationDraft {
  savedAt: string;
  /** The step the applicant was on when saving: resuming returns there. */
  step: FormStep;
  values: DraftValues;
}

// A draft sits in localStorage, readable by anything that runs on this origin and by anyone at this
// computer, so identity numbers (SSN, EIN) and dates of birth never go in; files cannot be stored.
const SENSITIVE: ReadonlySet<string> = new Set(SENSITIVE_FIELDS);
const STORABLE_FIELDS = APPLICATION_FIELDS.filter((field) => !SENSITIVE.has(field));

function storableValues(source: Record<string, unknown>): DraftValues {
  const values: Record<string, string | number | boolean> = {};
  for (const field of STORABLE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'boolean') values[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[field] = value;
  }
  return values as DraftValues;
}

export function serializeDraft(values: DraftValues, step: FormStep, now: Date = new Date()): string {
  const draft: ApplicationDraft = { savedAt: now.toISOString(), step, values: storableValues(values) };
  return JSON.stringify(draft);
}

// A draft saved before drafts kept their step, or a step that is not one, resumes at the start.
const stepOrFirst = (step: unknown): FormStep => (step === 2 || step === 3 ? step : 1);

// Anything unreadable reads as "no draft": a broken draft must never break the form. Sensitive
// fields are dropped here too, in case an older version of the app stored them.
export function parseDraft(json: string | null): ApplicationDraft | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, step, values } = parsed as { savedAt?: unknown; step?: unknown; values?: unknown };
    if (typeof savedAt !== 'string' || typeof values !== 'object' || values === null) return null;
    const storable = storableValues(values as Record<string, unknown>);
    return Object.keys(storable).length === 0 ? null : { savedAt, step: stepOrFirst(step), values: storable };
  } catch {
    return null;
  }
}

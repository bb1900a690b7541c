import { z } from 'zod';
import { applicationIdSchema } from './ids.ts';

// Duplicate and stacked applications (ours; docs/product.md#the-admin-portal): an application whose
// EIN, an owner's SSN, business phone or an owner's e-mail matches another application's is flagged
// on both. The server finds the matches through keyed hashes of these values
// (docs/decisions/duplicate-applications.md); what reaches a screen is only which application
// matched, when it came in and on what.

export const DUPLICATE_KEYS = ['ein', 'ssn', 'phone', 'email'] as const;
export type DuplicateKey = (typeof DUPLICATE_KEYS)[number];

export const DUPLICATE_KEY_LABELS: Record<DuplicateKey, string> = {
  ein: 'EIN',
  ssn: 'owner SSN',
  phone: 'business phone',
  email: 'owner e-mail',
};

/** Another application that shares at least one of the keys. */
export const duplicateMatchSchema = z.object({
  applicationId: applicationIdSchema,
  /** When the other application was submitted (ISO). */
  createdAt: z.string(),
  matchedOn: z.array(z.enum(DUPLICATE_KEYS)),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

/** How many other applications the list and the detail name at most (newest first). */
export const DUPLICATES_SHOWN = 5;

/** The flag's words: `Also applied as FA-7K3QD-9XW2M on Nov 20, 2026 (same EIN)`. */
export function alsoAppliedAs(
  match: Pick<DuplicateMatch, 'applicationId' | 'matchedOn'>,
  date: string,
): string {
  const keys = match.matchedOn.map((key) => DUPLICATE_KEY_LABELS[key]).join(', ');
  return `Also applied as ${match.applicationId} on ${date}${keys ? ` (same ${keys})` : ''}`;
}

import { scrubPersonalData } from './personal-data.ts';

/**
 * An audit entry's detail as one line of text, for the audit log screen and its CSV:
 * `from: new; to: in_review`. The entries hold ids, counts and choices, never an applicant's data;
 * the free text some of them quote (a reason) was scrubbed when written and is scrubbed again here,
 * so neither the screen nor a file handed around ever shows an SSN, an e-mail address or a phone.
 */
export function auditDetailText(detail: Readonly<Record<string, unknown>> | null): string {
  if (detail === null) return '';
  const parts = Object.entries(detail).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return scrubPersonalData(parts.join('; '));
}

/** Who an entry names when no staff member was signed in: an applicant's upload, a failed sign-in, the system. */
export const AUDIT_NO_ONE = 'No one signed in';

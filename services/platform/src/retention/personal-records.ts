import { disposedApplication } from '@funding/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ApplicationRow, applicationColumns, openApplication } from '../application-store.ts';
import {
  applicationMatchKeys,
  applicationNotes,
  documentRequests,
  documents,
  notifications,
  statementReadings,
  statementSummaries,
} from '../db/schema.ts';
import type { FieldCipher } from '../field-cipher.ts';
import { applicationObjectPrefix } from '../object-keys.ts';

/**
 * Everything of an applicant's that disposal removes, in one place (docs/decisions/retention.md).
 * A new table or object kind that holds an applicant's data is added here, and the disposal tests
 * (dispose-application.int.test.ts) look for leftovers through these same lists.
 */

/**
 * Tables whose rows belong to one application and hold its personal data, with the column that
 * points at the application's row (`applications.id`). Disposal deletes these rows whole: the
 * uploads' names and keys, the addresses mail went to, staff's notes, document requests' messages,
 * the statements' readings (transaction descriptions name payees and people), their summary
 * (the recurring debits' payees) and the duplicate match keys (keyed hashes of SSNs and contacts).
 */
export const PERSONAL_TABLES: readonly { table: PgTable; applicationRowId: PgColumn }[] = [
  { table: documents, applicationRowId: documents.applicationId },
  { table: notifications, applicationRowId: notifications.applicationId },
  { table: applicationNotes, applicationRowId: applicationNotes.applicationId },
  { table: documentRequests, applicationRowId: documentRequests.applicationId },
  { table: statementReadings, applicationRowId: statementReadings.applicationId },
  { table: statementSummaries, applicationRowId: statementSummaries.applicationId },
  // Keyed hashes of SSNs, EIN, phone and e-mails: a disposed application matches no later one.
  { table: applicationMatchKeys, applicationRowId: applicationMatchKeys.applicationId },
];

/**
 * Where an application's objects are stored: under these prefixes, every object is removed (the
 * uploads, the PDF package and its summary; object-keys.ts keeps them all under one).
 */
export function personalObjectPrefixes(applicationId: string): string[] {
  return [applicationObjectPrefix(applicationId)];
}

/**
 * The application row as disposal leaves it. The form's answers go through the same store as a
 * submission, with every disposed answer replaced by the marker (contracts' retention.ts says which
 * are kept): SSN, EIN and dates of birth are encrypted markers, the last four digits empty. Besides
 * the form, what was derived from the submission or names a file goes: the idempotency key and its
 * fingerprint, the PDF's key, the processing errors (they may quote a file's name) and the hold.
 * Kept: the ids, state, entity type, agent, statuses, review and dates.
 */
export function disposedRowValues(row: ApplicationRow, cipher: FieldCipher) {
  const kept = disposedApplication(openApplication(row, cipher));
  return {
    ...applicationColumns(kept, row.applicationId, cipher),
    idempotencyKey: null,
    idempotencyFingerprint: null,
    pdfKey: null,
    pdfSizeBytes: null,
    processingErrors: [],
    legalHoldReason: null,
    legalHoldPlacedAt: null,
    legalHoldPlacedBy: null,
  };
}

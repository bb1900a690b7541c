import { randomUUID } from 'node:crypto';

/**
 * Object keys are generated, never built from a client's file name. Everything of one
 * application lives under one prefix, so deleting an application can sweep it whole.
 */
export const APPLICATION_OBJECTS_ROOT = 'applications/';

export function applicationObjectPrefix(applicationId: string): string {
  return `${APPLICATION_OBJECTS_ROOT}${applicationId}/`;
}

export function documentObjectKey(applicationId: string): string {
  return `${applicationObjectPrefix(applicationId)}documents/${randomUUID()}`;
}

/** One key per application: a re-run of the PDF step overwrites, it never duplicates. */
export function pdfObjectKey(applicationId: string): string {
  return `${applicationObjectPrefix(applicationId)}application.pdf`;
}

/** The summary pages alone, mailed instead of the full package when that is too big to attach. */
export function summaryPdfObjectKey(applicationId: string): string {
  return `${applicationObjectPrefix(applicationId)}summary.pdf`;
}

/**
 * The summary with SSN, EIN and dates of birth masked and no uploaded document: the PDF a viewer
 * downloads, when viewers may download (docs/decisions/personal-data-by-role.md), and the one an
 * agent's e-mail attaches (docs/decisions/agent-copy.md).
 */
export function maskedSummaryPdfObjectKey(applicationId: string): string {
  return `${applicationObjectPrefix(applicationId)}summary-masked.pdf`;
}

/** The masked summary's file name, as a viewer saves it and as an agent's e-mail attaches it. */
export function maskedSummaryPdfFileName(applicationId: string): string {
  return `${applicationId} (summary, masked).pdf`;
}

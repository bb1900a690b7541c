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
 * The agent's copy: the summary with SSN, EIN and dates of birth masked and no uploaded document
 * (docs/decisions/agent-copy.md). Rendered only for an application that names an agent.
 */
export function agentCopyPdfObjectKey(applicationId: string): string {
  return `${applicationObjectPrefix(applicationId)}agent-copy.pdf`;
}

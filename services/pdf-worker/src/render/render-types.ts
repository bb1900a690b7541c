/**
 * What crosses into the render thread and back: plain data only (structured clone), with the
 * document bytes transferred rather than copied. The thread never imports the contracts package;
 * labels and wording are decided in the main thread (summary-content.ts), layout in the thread.
 */

export interface SummaryRow {
  label: string;
  value: string;
  /** Drawn as a typed signature on a line. */
  signature?: boolean;
  /** Drawn in the warning colour (an unverified statement reading). */
  warning?: boolean;
}

export interface SummarySection {
  title: string;
  rows?: SummaryRow[];
  paragraphs?: string[];
}

export interface SummaryContent {
  title: string;
  providerName: string;
  applicationId: string;
  /** Already formatted for reading, e.g. '2026-11-20 14:03 UTC'. */
  submittedAt: string;
  sections: SummarySection[];
  /** The bank statements analysis, on a page of its own after the summary; absent without statements. */
  analysis?: SummarySection[];
}

export type DocumentKind = 'pdf' | 'jpeg' | 'png';

export interface RenderDocument {
  /** The upload control's label, e.g. 'Bank Statement (Most Recent Month)'. */
  label: string;
  originalName: string;
  /** From the file's first bytes; null when they match no accepted type. */
  kind: DocumentKind | null;
  sizeBytes: number;
  bytes: Uint8Array;
  /** Why the document is listed as not embeddable without being read (a stored file gone). */
  unavailable?: string;
}

export interface RenderRequest {
  content: SummaryContent;
  /** The same summary with SSN, EIN and dates of birth masked: the viewers' and the agent's copy. */
  maskedContent: SummaryContent;
  documents: RenderDocument[];
}

export interface DocumentOutcome {
  label: string;
  originalName: string;
  /** Pages added to the package; 0 when the document could not be embedded. */
  pages: number;
  /** Why it could not be embedded, in words for the processing team. */
  error?: string;
  /** The parser's own message, for processingErrors and logs. */
  detail?: string;
}

export interface RenderResult {
  /** The summary followed by every embeddable document. */
  pdf: Uint8Array;
  /** The summary pages alone (mailed when the package is too big to attach). */
  summaryPdf: Uint8Array;
  /** The summary with SSN, EIN and dates of birth masked and no document (a viewer's download, an agent's attachment). */
  maskedSummaryPdf: Uint8Array;
  pageCount: number;
  summaryPageCount: number;
  documents: DocumentOutcome[];
  renderMs: number;
}

import { type ExtractionLimits, extractPdfText, PastBoundsError } from '../extract/pdf-text.ts';
import { readStatementText, type StatementFigures, unreadStatement } from './read-statement.ts';

/**
 * How much of a PDF is read. Statements of a busy account run to a few dozen pages of a few hundred
 * pieces of text each; far past that is not a statement a person could check either.
 */
export const STATEMENT_READ_LIMITS: ExtractionLimits = { maxPages: 150, maxRuns: 250_000 };

/**
 * Reads one statement PDF on the calling thread: its text, then its figures and their check. Never
 * throws: a PDF that cannot be read, or is past the limits, comes back unreconciled with the reason.
 */
export async function readStatementPdf(
  bytes: Uint8Array,
  limits: ExtractionLimits = STATEMENT_READ_LIMITS,
): Promise<StatementFigures> {
  try {
    return readStatementText(await extractPdfText(bytes, limits));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof PastBoundsError
      ? unreadStatement('unreconciled', `not read: ${message}`)
      : unreadStatement('unreconciled', `the PDF could not be read: ${message}`);
  }
}

import { readStatementPdf } from './read-pdf.ts';
import type { StatementFigures } from './read-statement.ts';

/** The reader pool's task (read-pool.ts): one statement per call, its bytes transferred, not copied. */
export default function readTask(request: { bytes: Uint8Array }): Promise<StatementFigures> {
  return readStatementPdf(request.bytes);
}

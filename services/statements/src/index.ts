// The statement reader: bank statement PDFs read into their figures, each checked against what the
// statement itself prints, and an application's figures across its statements.

export { summarizeStatements } from './figures/application-figures.ts';
export { readStatementPdf, STATEMENT_READ_LIMITS } from './reading/read-pdf.ts';
export {
  createStatementReader,
  type StatementReader,
  type StatementReaderOptions,
  type StatementUpload,
} from './reading/read-pool.ts';
export type { StatementFigures } from './reading/read-statement.ts';

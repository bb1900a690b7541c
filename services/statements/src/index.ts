// The statement reader: bank statement PDFs read into their figures, each checked against what the
// statement itself prints, and an application's figures across its statements. The reading itself
// (reading/read-pdf.ts, with pdf.js) runs in the reader's threads only: a process that imports this
// never loads pdf.js on its main thread.

export { summarizeStatements } from './figures/application-figures.ts';
export {
  createStatementReader,
  type StatementReader,
  type StatementReaderOptions,
  type StatementUpload,
} from './reading/read-pool.ts';
export type { StatementFigures } from './reading/read-statement.ts';

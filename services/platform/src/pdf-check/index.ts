export type { ActiveContentFinding } from './active-content.ts';
export { type QpdfLimits, QpdfMissingError } from './fork-server.ts';
export type { Judgement } from './judge.ts';
export { createPdfCheck, type PdfCheck, type PdfCheckOptions, pdfLimitsFor } from './pdf-check.ts';

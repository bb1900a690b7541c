import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import { addBookmarks, type Bookmark } from './bookmarks.ts';
import {
  appendDocuments,
  imageCaption,
  outcomeOf,
  type PreparedDocument,
  prepareDocuments,
} from './documents.ts';
import type {
  RenderDocument,
  RenderRequest,
  RenderResult,
  SummaryContent,
  SummarySection,
} from './render-types.ts';
import { COMPACT_SPACING, REGULAR_SPACING, type SummarySpacing, SummaryWriter } from './summary-writer.ts';
import { isolated } from './text/clusters.ts';
import { Typesetter } from './text/typesetter.ts';

// This runs in its own thread (render-thread.ts), so pdf-lib need not yield to the event loop
// while saving: nothing else waits on this thread.
const SAVE_OPTIONS = { objectsPerTick: Number.POSITIVE_INFINITY };

function describeDocuments(prepared: PreparedDocument[]) {
  return prepared.map((document) => {
    const outcome = outcomeOf(document);
    const { kind, sizeBytes } = document.source;
    const size =
      sizeBytes >= 1024 * 1024
        ? `${(sizeBytes / 1024 / 1024).toFixed(1)} MB`
        : `${Math.ceil(sizeBytes / 1024)} KB`;
    const type = kind ? kind.toUpperCase() : 'unknown type';
    const status = outcome.error
      ? `Not embeddable: ${outcome.error}`
      : `Attached: ${outcome.pages} page${outcome.pages === 1 ? '' : 's'}`;
    return {
      row: { label: outcome.label, value: `${isolated(outcome.originalName)} (${type}, ${size})\n${status}` },
      outcome,
    };
  });
}

type DescribedDocuments = ReturnType<typeof describeDocuments>;

/** Everything the PDF prints that comes from outside: it decides which faces the PDF embeds. */
function printedTexts(content: SummaryContent, sources: RenderDocument[], documents: DescribedDocuments) {
  return [
    content.title,
    content.providerName,
    content.applicationId,
    content.submittedAt,
    ...[...content.sections, ...(content.analysis ?? [])].flatMap((section) => [
      section.title,
      ...(section.rows ?? []).flatMap((row) => [row.label, row.value]),
      ...(section.paragraphs ?? []),
    ]),
    ...documents.flatMap(({ row }) => [row.label, row.value]),
    ...sources.map(imageCaption),
  ];
}

function typesetterFor(doc: PDFDocument, texts: string[], content: SummaryContent): Promise<Typesetter> {
  const signatures = content.sections.some((section) => section.rows?.some((row) => row.signature));
  return Typesetter.forDocument(doc, texts, { signatures });
}

/** How the Documents section of a summary reads: the package's list, or the agent copy's note. */
type DocumentsSection =
  | { kind: 'listed'; documents: DescribedDocuments }
  | { kind: 'left-out'; note: string };

function writeSummary(
  doc: PDFDocument,
  typesetter: Typesetter,
  content: SummaryContent,
  documents: DocumentsSection,
  spacing: SummarySpacing,
): { writer: SummaryWriter; analysisPageIndex: number | null } {
  const writer = new SummaryWriter(doc, typesetter, spacing);
  const writeSections = (sections: SummarySection[]) => {
    for (const section of sections) {
      writer.section(section.title);
      for (const row of section.rows ?? []) writer.row(row);
      for (const paragraph of section.paragraphs ?? []) writer.paragraph(paragraph);
    }
  };
  writer.header(content);
  writeSections(content.sections);
  writer.section('Documents');
  if (documents.kind === 'left-out') writer.paragraph(documents.note, 10);
  else if (documents.documents.length === 0)
    writer.paragraph('No documents were uploaded with this application.', 10);
  else
    for (const { row, outcome } of documents.documents) writer.row(row, outcome.error ? 'warning' : 'normal');
  let analysisPageIndex: number | null = null;
  if (content.analysis) {
    writer.pageBreak();
    analysisPageIndex = writer.pages.length - 1;
    writeSections(content.analysis);
  }
  writer.finish(content.applicationId);
  return { writer, analysisPageIndex };
}

interface LaidOutSummary {
  doc: PDFDocument;
  pageCount: number;
  endsWithLoneRow: boolean;
  /** Where the statements' analysis starts, when the summary has one. */
  analysisPageIndex: number | null;
}

/**
 * The summary as its own PDF. One that would spill a single row onto a page of its own is laid out
 * again a little tighter, and that layout is kept when it saves the page.
 */
export async function layOutSummary(
  content: SummaryContent,
  documents: DocumentsSection,
  texts: string[],
  spacings: SummarySpacing[] = [REGULAR_SPACING, COMPACT_SPACING],
): Promise<LaidOutSummary> {
  let best: LaidOutSummary | undefined;
  for (const spacing of spacings) {
    const doc = await PDFDocument.create();
    const { writer, analysisPageIndex } = writeSummary(
      doc,
      await typesetterFor(doc, texts, content),
      content,
      documents,
      spacing,
    );
    const laidOut = {
      doc,
      pageCount: writer.pages.length,
      endsWithLoneRow: writer.endsWithLoneRow,
      analysisPageIndex,
    };
    if (!best || laidOut.pageCount < best.pageCount) best = laidOut;
    if (!best.endsWithLoneRow) break;
  }
  return best!;
}

/** Why the masked summary has no documents, printed where the package lists them. */
export const MASKED_SUMMARY_DOCUMENTS_NOTE =
  'This copy leaves out the uploaded documents (bank statements and any others) and masks SSNs, the EIN ' +
  'and dates of birth. The processing team has the complete application.';

function setMetadata(doc: PDFDocument, content: SummaryContent, subject: string) {
  doc.setTitle(`${content.title} ${content.applicationId}`);
  doc.setSubject(subject);
  doc.setCreator(content.providerName);
  doc.setProducer('pdf-worker');
}

/**
 * The application PDF: the summary (every field in form order, authorization, signatures and the
 * list of documents), then each uploaded document. A document that cannot be embedded is listed
 * with the reason instead of failing the whole PDF. The summary alone is a second, small PDF
 * (mailed when the package is too big), and a third, the summary with SSN, EIN and dates of birth
 * masked and no document, is what a viewer downloads and what an agent's e-mail attaches. The
 * summary is set once: the package starts with a copy of its
 * pages, whose embedded font subsets come along already encoded and compressed, so a render
 * subsets its fonts once (saving the package first and cutting the summary out would make
 * pdf-lib write every object it had parsed, the uploads too).
 */
export async function renderApplicationPdf({
  content,
  maskedContent,
  documents,
}: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const doc = await PDFDocument.create();
  const prepared = await prepareDocuments(doc, documents);
  const described = describeDocuments(prepared);

  const texts = printedTexts(content, documents, described);
  const laidOut = await layOutSummary(content, { kind: 'listed', documents: described }, texts);
  const summaryDoc = laidOut.doc;
  const summaryPageCount = laidOut.pageCount;
  addBookmarks(summaryDoc, summaryBookmarks(laidOut.analysisPageIndex));
  setMetadata(summaryDoc, content, 'Funding application summary');
  const summaryPdf = await summaryDoc.save(SAVE_OPTIONS);

  const summary = await PDFDocument.load(summaryPdf, {
    parseSpeed: ParseSpeeds.Fastest,
    updateMetadata: false,
  });
  for (const page of await doc.copyPages(summary, summary.getPageIndices())) doc.addPage(page);
  appendDocuments(doc, prepared, await captionTypesetter(doc, prepared));
  addBookmarks(doc, packageBookmarks(summaryPageCount, laidOut.analysisPageIndex, prepared));
  setMetadata(doc, content, 'Funding application with documents');

  const pdf = await doc.save(SAVE_OPTIONS);
  return {
    pdf,
    summaryPdf,
    maskedSummaryPdf: await renderMaskedSummary(maskedContent),
    pageCount: doc.getPageCount(),
    summaryPageCount,
    documents: described.map(({ outcome }) => outcome),
    renderMs: Math.round(performance.now() - started),
  };
}

/** The summary's bookmarks: the summary, then the statements' analysis when it has a page. */
function summaryBookmarks(analysisPageIndex: number | null): Bookmark[] {
  const bookmarks: Bookmark[] = [{ title: 'Summary', pageIndex: 0 }];
  if (analysisPageIndex !== null)
    bookmarks.push({ title: 'Bank statements analysis', pageIndex: analysisPageIndex });
  return bookmarks;
}

/**
 * The package's bookmarks: the summary's, then each document that was attached, by its upload
 * control's label, at its first page.
 */
function packageBookmarks(
  summaryPageCount: number,
  analysisPageIndex: number | null,
  prepared: PreparedDocument[],
): Bookmark[] {
  const bookmarks = summaryBookmarks(analysisPageIndex);
  let pageIndex = summaryPageCount;
  for (const document of prepared) {
    const pages = 'pages' in document ? document.pages.length : 'image' in document ? 1 : 0;
    if (pages === 0) continue;
    bookmarks.push({ title: document.source.label, pageIndex });
    pageIndex += pages;
  }
  return bookmarks;
}

/**
 * The masked summary: what a viewer downloads and what the agent's e-mail attaches (one render,
 * one object). Its Documents section says what was left out.
 */
async function renderMaskedSummary(content: SummaryContent): Promise<Uint8Array> {
  const documents: DocumentsSection = { kind: 'left-out', note: MASKED_SUMMARY_DOCUMENTS_NOTE };
  const texts = [...printedTexts(content, [], []), MASKED_SUMMARY_DOCUMENTS_NOTE];
  const { doc, analysisPageIndex } = await layOutSummary(content, documents, texts);
  addBookmarks(doc, summaryBookmarks(analysisPageIndex));
  setMetadata(doc, content, 'Funding application summary (SSN, EIN and dates of birth masked)');
  return doc.save(SAVE_OPTIONS);
}

/** The captions of image pages are the only text the package sets itself. */
function captionTypesetter(doc: PDFDocument, prepared: PreparedDocument[]): Promise<Typesetter | null> {
  const captions = prepared.flatMap((document) =>
    'image' in document ? [imageCaption(document.source)] : [],
  );
  return captions.length > 0
    ? Typesetter.forDocument(doc, captions, { signatures: false })
    : Promise.resolve(null);
}

import { ParseSpeeds, PDFDocument } from 'pdf-lib';
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
import { SummaryWriter } from './summary-writer.ts';
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

function writeSummary(
  doc: PDFDocument,
  typesetter: Typesetter,
  content: SummaryContent,
  documents: DescribedDocuments,
): number {
  const writer = new SummaryWriter(doc, typesetter);
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
  if (documents.length === 0) writer.paragraph('No documents were uploaded with this application.', 10);
  for (const { row, outcome } of documents) writer.row(row, outcome.error ? 'warning' : 'normal');
  if (content.analysis) {
    writer.pageBreak();
    writeSections(content.analysis);
  }
  writer.finish(content.applicationId);
  return writer.pages.length;
}

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
 * masked, is what a viewer downloads. The summary is set once: the package starts with a copy of its
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

  const { bytes: summaryPdf, pageCount: summaryPageCount } = await renderSummary(
    content,
    documents,
    described,
  );
  const summary = await PDFDocument.load(summaryPdf, {
    parseSpeed: ParseSpeeds.Fastest,
    updateMetadata: false,
  });
  for (const page of await doc.copyPages(summary, summary.getPageIndices())) doc.addPage(page);
  appendDocuments(doc, prepared, await captionTypesetter(doc, prepared));
  setMetadata(doc, content, 'Funding application with documents');

  const pdf = await doc.save(SAVE_OPTIONS);
  return {
    pdf,
    summaryPdf,
    maskedSummaryPdf: (await renderSummary(maskedContent, documents, described)).bytes,
    pageCount: doc.getPageCount(),
    summaryPageCount,
    documents: described.map(({ outcome }) => outcome),
    renderMs: Math.round(performance.now() - started),
  };
}

/** The summary pages alone, set as one document of their own. */
async function renderSummary(
  content: SummaryContent,
  documents: RenderDocument[],
  described: DescribedDocuments,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const summaryDoc = await PDFDocument.create();
  const texts = printedTexts(content, documents, described);
  const pageCount = writeSummary(
    summaryDoc,
    await typesetterFor(summaryDoc, texts, content),
    content,
    described,
  );
  setMetadata(summaryDoc, content, 'Funding application summary');
  return { bytes: await summaryDoc.save(SAVE_OPTIONS), pageCount };
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

import { ParseSpeeds, PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { checkJpeg, checkPng } from './image-checks.ts';
import type { DocumentOutcome, RenderDocument } from './render-types.ts';
import { LETTER } from './summary-writer.ts';
import { isolated } from './text/clusters.ts';
import type { Typesetter } from './text/typesetter.ts';

/**
 * Uploaded documents in two phases. `prepareDocuments` does everything that can fail (parsing,
 * copying pages, decoding images) before the summary is drawn, so the summary's document list
 * says truthfully what was attached; `appendDocuments` then only adds the prepared pages.
 */
export type PreparedDocument =
  | { source: RenderDocument; pages: PDFPage[] }
  | { source: RenderDocument; image: PDFImage }
  | { source: RenderDocument; error: string; detail?: string };

const MARGIN = 36;
const CAPTION_SIZE = 9;
const CAPTION_LINE_HEIGHT = 12;

/**
 * Bounds on what one upload may ask of the renderer. 50 megapixels is a letter page scanned at
 * 800 dpi (statements are scanned at 200-600); decoded, it is 200 MB. 500 pages is far beyond any
 * month's bank statement, and copying more would hold the worker for minutes.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_DOCUMENT_PAGES = 500;

function describeError(kind: RenderDocument['kind'], error: unknown): { error: string; detail: string } {
  // pdf-lib's messages can run to paragraphs; the first line is enough for a log.
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
  // Matched by message: pdf-lib's ES5 error classes lose their prototype, so instanceof fails.
  if (detail.includes('is encrypted')) return { error: 'the PDF is encrypted or password-protected', detail };
  return { error: kind === 'pdf' ? 'the PDF is damaged or unreadable' : 'the image is unreadable', detail };
}

async function prepareOne(target: PDFDocument, source: RenderDocument): Promise<PreparedDocument> {
  if (source.unavailable) return { source, error: source.unavailable };
  try {
    switch (source.kind) {
      case 'pdf': {
        const pdf = await PDFDocument.load(source.bytes, {
          updateMetadata: false,
          // Off the main thread, so parse without yielding (see render-application-pdf.ts).
          parseSpeed: ParseSpeeds.Fastest,
        });
        if (pdf.getPageCount() > MAX_DOCUMENT_PAGES) {
          return {
            source,
            error: 'the PDF has too many pages to embed',
            detail: `${pdf.getPageCount()} pages; at most ${MAX_DOCUMENT_PAGES}`,
          };
        }
        const pages = await target.copyPages(pdf, pdf.getPageIndices());
        if (pages.length === 0) return { source, error: 'the PDF has no readable pages' };
        return { source, pages };
      }
      case 'jpeg': {
        const check = checkJpeg(source.bytes, MAX_IMAGE_PIXELS);
        return 'error' in check
          ? { source, ...check }
          : { source, image: await target.embedJpg(source.bytes) };
      }
      case 'png': {
        const check = checkPng(source.bytes, MAX_IMAGE_PIXELS);
        return 'error' in check
          ? { source, ...check }
          : { source, image: await target.embedPng(source.bytes) };
      }
      default:
        return { source, error: 'the file is not a PDF, JPG or PNG' };
    }
  } catch (error) {
    return { source, ...describeError(source.kind, error) };
  }
}

export async function prepareDocuments(target: PDFDocument, sources: RenderDocument[]) {
  const prepared: PreparedDocument[] = [];
  // One at a time: each parsed source can be large, and this runs in its own thread anyway.
  for (const source of sources) prepared.push(await prepareOne(target, source));
  return prepared;
}

export function outcomeOf(document: PreparedDocument): DocumentOutcome {
  const { label, originalName } = document.source;
  if ('error' in document) {
    return { label, originalName, pages: 0, error: document.error, detail: document.detail };
  }
  return { label, originalName, pages: 'pages' in document ? document.pages.length : 1 };
}

/** One page per image, turned to match its shape, the image scaled to fit under its caption. */
function addImagePage(target: PDFDocument, image: PDFImage, caption: string, typesetter: Typesetter): void {
  const landscape = image.width > image.height;
  const [width, height] = landscape ? [LETTER[1], LETTER[0]] : LETTER;
  const page = target.addPage([width, height]);
  // A long file name wraps; the image gets what is left.
  const lines = typesetter.lines(caption, 'regular', CAPTION_SIZE, width - 2 * MARGIN);
  for (const [i, line] of lines.entries()) {
    const y = height - MARGIN - i * CAPTION_LINE_HEIGHT;
    typesetter.draw(page, line, { x: MARGIN, y, size: CAPTION_SIZE, color: rgb(0, 0, 0) });
  }
  const boxWidth = width - 2 * MARGIN;
  const boxHeight = height - 2 * MARGIN - (lines.length - 1) * CAPTION_LINE_HEIGHT - CAPTION_SIZE - 8;
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const drawn = image.scale(scale);
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: MARGIN + (boxHeight - drawn.height) / 2,
    width: drawn.width,
    height: drawn.height,
  });
}

/** The caption above an uploaded image. */
export const imageCaption = ({ label, originalName }: RenderDocument) =>
  `${label}: ${isolated(originalName)}`;

/** `typesetter` sets the captions of image pages: needed when there is an image. */
export function appendDocuments(
  target: PDFDocument,
  prepared: PreparedDocument[],
  typesetter: Typesetter | null,
): void {
  for (const document of prepared) {
    if ('pages' in document) for (const page of document.pages) target.addPage(page);
    else if ('image' in document) {
      if (!typesetter) throw new Error('an image page needs a typesetter for its caption');
      addImagePage(target, document.image, imageCaption(document.source), typesetter);
    }
  }
}

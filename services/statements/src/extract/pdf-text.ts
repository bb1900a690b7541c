import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdf.js parses on the calling thread when it is handed its worker module ("fake worker"): the
// statement reader's own thread (read-pool.ts) is the thread it should use, and a static import
// (rather than pdf.js loading its worker file by path) is what a bundler can follow.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

/** A piece of text as the PDF places it. */
export interface TextRun {
  text: string;
  /** Left end and baseline, in points from the page's bottom left. */
  x: number;
  y: number;
  width: number;
  /** The font size the text is drawn at, in points. */
  size: number;
}

export interface PdfText {
  /** The text of each page, in the order the content stream draws it. */
  pages: TextRun[][];
  /** No text on any page, and at least one page paints an image: a scan. */
  imageOnly: boolean;
}

export interface ExtractionLimits {
  maxPages: number;
  /** Text runs in the whole document. */
  maxRuns: number;
}

export class PastBoundsError extends Error {}

const IMAGE_OPERATORS: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

/**
 * The positioned text of every page (pdf.js `getTextContent`). Text that is not upright (a
 * watermark across the page, a margin note turned 90 degrees) is left out: no statement prints
 * its figures that way. Throws PastBoundsError past the limits.
 */
export async function extractPdfText(bytes: Uint8Array, limits: ExtractionLimits): Promise<PdfText> {
  const document = await getDocument({
    // pdf.js takes ownership of the array it is given.
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
  try {
    if (document.numPages > limits.maxPages)
      throw new PastBoundsError(
        `${document.numPages} pages, more than the ${limits.maxPages} a statement is read to`,
      );
    const pages: TextRun[][] = [];
    let runs = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pageRuns: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a, b, c, d, x, y] = item.transform as number[];
        if (
          Math.abs(b ?? 0) > 1e-3 * Math.abs(a ?? 1) ||
          Math.abs(c ?? 0) > 1e-3 * Math.abs(d ?? 1) ||
          (a ?? 0) <= 0
        )
          continue;
        pageRuns.push({
          text: item.str,
          x: x ?? 0,
          y: y ?? 0,
          width: item.width,
          size: Math.abs(d ?? item.height),
        });
      }
      runs += pageRuns.length;
      if (runs > limits.maxRuns)
        throw new PastBoundsError(`more than ${limits.maxRuns} pieces of text, past what a statement holds`);
      pages.push(pageRuns);
      page.cleanup();
    }
    const imageOnly = runs === 0 && (await paintsAnImage(document));
    return { pages, imageOnly };
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

/** Whether any of the first pages paints an image (a scan's pages all do; looking at three is enough). */
async function paintsAnImage(document: PdfDocument): Promise<boolean> {
  for (let number = 1; number <= Math.min(document.numPages, 3); number++) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    if (operators.fnArray.some((operator) => IMAGE_OPERATORS.has(operator))) return true;
  }
  return false;
}

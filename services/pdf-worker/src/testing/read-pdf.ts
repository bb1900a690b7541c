import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextItem {
  text: string;
  /** Left end and baseline, in points from the bottom left of the page. */
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  pageCount: number;
  /** The text of each page, items joined by spaces. */
  pageTexts: string[];
  /** Where each piece of text sits, per page. */
  pageItems: TextItem[][];
  /** Width and height of each page, in points. */
  pageSizes: [number, number][];
  /** Zero-based indexes of pages that paint an image. */
  imagePages: number[];
  /** The outline a viewer shows in its side panel: each entry's title and zero-based page. */
  bookmarks: { title: string; pageIndex: number }[];
}

/** Reads a PDF the way a viewer would (pdf.js), to check what a person would see in it. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the array it is given; give it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pageTexts: string[] = [];
    const pageItems: TextItem[][] = [];
    const pageSizes: [number, number][] = [];
    const imagePages: number[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const [, , width, height] = page.view;
      pageSizes.push([width ?? 0, height ?? 0]);
      pageItems.push(
        content.items.flatMap((item) =>
          'str' in item && item.str.trim()
            ? [{ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
            : [],
        ),
      );
      pageTexts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
      const operators = await page.getOperatorList();
      if (operators.fnArray.includes(OPS.paintImageXObject)) imagePages.push(number - 1);
    }
    const bookmarks = [];
    for (const item of (await document.getOutline()) ?? []) {
      const destination = Array.isArray(item.dest) ? item.dest : null;
      const target = destination?.[0];
      const pageIndex = target && typeof target === 'object' ? await document.getPageIndex(target) : -1;
      bookmarks.push({ title: item.title, pageIndex });
    }
    return { pageCount: document.numPages, pageTexts, pageItems, pageSizes, imagePages, bookmarks };
  } finally {
    await document.destroy();
  }
}

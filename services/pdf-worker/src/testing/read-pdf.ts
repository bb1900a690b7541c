import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pageCount: number;
  /** The text of each page, items joined by spaces. */
  pageTexts: string[];
  /** Zero-based indexes of pages that paint an image. */
  imagePages: number[];
}

/** Reads a PDF the way a viewer would (pdf.js), to check what a person would see in it. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the array it is given; give it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pageTexts: string[] = [];
    const imagePages: number[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pageTexts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
      const operators = await page.getOperatorList();
      if (operators.fnArray.includes(OPS.paintImageXObject)) imagePages.push(number - 1);
    }
    return { pageCount: document.numPages, pageTexts, imagePages };
  } finally {
    await document.destroy();
  }
}

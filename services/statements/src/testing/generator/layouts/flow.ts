import type { PDFPage } from 'pdf-lib';
import type { StatementPdf } from '../pdf-writer.ts';

/** Who the statement is for and from: printed on the first page, partly repeated on every page. */
export interface StatementIdentity {
  bankName: string;
  accountNumber: string;
  holder: readonly string[];
}

/**
 * Places blocks of lines down the pages: a block that does not fit what is left of a page starts
 * the next one, whose top (the page header, the table's header again) `startPage` draws.
 */
export class PageFlow {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: StatementPdf,
    private readonly startPage: (page: PDFPage, pageIndex: number) => number,
    private readonly bottom: number,
  ) {
    this.page = pdf.addPage();
    this.y = startPage(this.page, 0);
  }

  /** Room for `height` points below the current line; the top of that room. */
  take(height: number): { page: PDFPage; y: number } {
    if (this.y - height < this.bottom) this.newPage();
    const top = { page: this.page, y: this.y };
    this.y -= height;
    return top;
  }

  newPage(): void {
    this.page = this.pdf.addPage();
    this.y = this.startPage(this.page, this.pdf.pages.length - 1);
  }
}

/** "Page 1 of 3" at the foot of every page, once the number of pages is known. */
export function pageFooters(
  pdf: StatementPdf,
  label: (page: number, pages: number) => string,
  font: 'regular' | 'mono' = 'regular',
): void {
  pdf.pages.forEach((page, index) => {
    pdf.text(page, label(index + 1, pdf.pages.length), 306, 30, { size: 7, font, align: 'left' });
  });
}

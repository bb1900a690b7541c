import { type Color, type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { SummaryContent, SummaryRow } from './render-types.ts';
import type { TextLine, Typesetter } from './text/typesetter.ts';

// US Letter, the paper the processing team prints on; all measures in points (1/72 inch).
export const LETTER: [number, number] = [612, 792];
const [PAGE_WIDTH, PAGE_HEIGHT] = LETTER;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 30;
const LABEL_WIDTH = 170;
const GUTTER = 12;
const VALUE_X = MARGIN + LABEL_WIDTH + GUTTER;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - GUTTER;
const BODY_SIZE = 10;

/**
 * The vertical rhythm of rows. `compact` is for a summary that would otherwise spill a single row
 * onto a page of its own (render-application-pdf.ts lays such a summary out again).
 */
export interface SummarySpacing {
  lineHeight: number;
  rowPadding: number;
}
export const REGULAR_SPACING: SummarySpacing = { lineHeight: 13, rowPadding: 4 };
export const COMPACT_SPACING: SummarySpacing = { lineHeight: 12, rowPadding: 2 };

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.47);
const RULE = rgb(0.85, 0.87, 0.9);
const BAND = rgb(0.92, 0.94, 0.97);
const ACCENT = rgb(0.1, 0.27, 0.5);
const WARNING = rgb(0.65, 0.12, 0.08);

export type RowTone = 'normal' | 'warning';

const SIGNATURE_SIZE = 16;
const SIGNATURE_LINE_HEIGHT = 19;
// The most a page holds under a continued section's heading; a row taller than that is drawn line
// by line across pages instead of being kept together.
const PAGE_CAPACITY = PAGE_HEIGHT - 2 * MARGIN - FOOTER_SPACE - 22;

/** Lays out the summary top to bottom, starting a new page whenever the next block would not fit. */
export class SummaryWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  /** The open section, repeated as '... (continued)' at the top of a page it runs onto. */
  private currentSection: string | null = null;
  /** Rows, signatures and paragraph lines drawn on the current (so, at the end, the last) page. */
  private blocksOnPage = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly typesetter: Typesetter,
    private readonly spacing: SummarySpacing = REGULAR_SPACING,
  ) {
    this.newPage();
  }

  /** Whether the last page holds one row (or line) alone: a page spent on almost nothing. */
  get endsWithLoneRow(): boolean {
    return this.pages.length > 1 && this.blocksOnPage <= 1;
  }

  /** Title and provider on the left; application ID and submission time on the right. */
  header(content: SummaryContent): void {
    const type = this.typesetter;
    const idLines = type.lines(`Application ID ${content.applicationId}`, 'bold', 11, CONTENT_WIDTH / 2);
    const timeLines = type.lines(`Submitted ${content.submittedAt}`, 'regular', 9, CONTENT_WIDTH / 2);
    const rightWidth = Math.max(
      ...idLines.map((line) => type.width(line, 11)),
      ...timeLines.map((line) => type.width(line, 9)),
    );
    const leftWidth = CONTENT_WIDTH - rightWidth - GUTTER;
    const titleLines = type.lines(content.title, 'bold', 20, leftWidth);
    const providerLines = type.lines(content.providerName, 'regular', 11, leftWidth);
    // First baselines: the title 20 pt below the top and the provider 18 pt under it; the ID 18 pt
    // below the top and the time 16 pt under it.
    const left = this.stack(
      providerLines,
      'left',
      this.stack(titleLines, 'left', this.y - 20, 20, 24, ACCENT) - 18,
      11,
      14,
      MUTED,
    );
    const right = this.stack(
      timeLines,
      'right',
      this.stack(idLines, 'right', this.y - 18, 11, 14, INK) - 16,
      9,
      12,
      MUTED,
    );
    this.y = Math.min(left, right) - 12;
    this.rule(ACCENT, 1.5);
    this.y -= 14;
  }

  /** Draws lines down from `firstBaseline`, `lineHeight` apart, and returns the last baseline. */
  private stack(
    lines: TextLine[],
    align: 'left' | 'right',
    firstBaseline: number,
    size: number,
    lineHeight: number,
    color: Color,
  ): number {
    let baseline = firstBaseline;
    for (const [i, line] of lines.entries()) {
      if (i > 0) baseline -= lineHeight;
      const x = align === 'left' ? MARGIN : PAGE_WIDTH - MARGIN - this.typesetter.width(line, size);
      this.draw(line, x, baseline, size, color);
    }
    return baseline;
  }

  section(title: string): void {
    this.currentSection = null;
    // Keep a heading with at least its first row.
    this.ensure(22 + this.spacing.lineHeight + 2 * this.spacing.rowPadding);
    this.heading(title);
    this.currentSection = title;
  }

  /** What follows starts at the top of a new page. */
  pageBreak(): void {
    this.currentSection = null;
    this.newPage();
  }

  row(row: SummaryRow, tone: RowTone = row.warning ? 'warning' : 'normal'): void {
    if (row.signature) {
      this.signatureRow(row);
      return;
    }
    const labelLines = this.typesetter.lines(row.label, 'bold', 9, LABEL_WIDTH);
    const valueLines = this.typesetter.lines(row.value, 'regular', BODY_SIZE, VALUE_WIDTH);
    const color = tone === 'warning' ? WARNING : INK;
    this.blocksOnPage++;
    const count = Math.max(labelLines.length, valueLines.length);
    const height = count * this.spacing.lineHeight + 2 * this.spacing.rowPadding;
    if (height <= PAGE_CAPACITY) {
      this.ensure(height);
      const top = this.y - this.spacing.rowPadding - 9;
      for (const [i, line] of labelLines.entries())
        this.draw(line, MARGIN + 6, top - i * this.spacing.lineHeight, 9, MUTED);
      for (const [i, line] of valueLines.entries()) {
        this.draw(line, VALUE_X, top - i * this.spacing.lineHeight, BODY_SIZE, color);
      }
      this.y -= height;
    } else {
      // Longer than a page: line by line, continuing on the next page.
      for (let i = 0; i < count; i++) {
        this.ensure(this.spacing.lineHeight + this.spacing.rowPadding);
        const baseline = this.y - this.spacing.rowPadding - 9;
        const label = labelLines[i];
        const value = valueLines[i];
        if (label) this.draw(label, MARGIN + 6, baseline, 9, MUTED);
        if (value) this.draw(value, VALUE_X, baseline, BODY_SIZE, color);
        this.y -= this.spacing.lineHeight;
      }
      this.y -= 2 * this.spacing.rowPadding;
    }
    this.rule(RULE, 0.5);
  }

  paragraph(text: string, size = 9): void {
    for (const line of this.typesetter.lines(text, 'regular', size, CONTENT_WIDTH - 12)) {
      this.ensure(size + 4);
      this.blocksOnPage++;
      this.draw(line, MARGIN + 6, this.y - size, size, INK);
      this.y -= size + 4;
    }
    this.y -= 6;
  }

  /** Page numbers need the page count, so they are drawn once the summary is complete. */
  finish(applicationId: string): void {
    const type = this.typesetter;
    this.pages.forEach((page, index) => {
      const [applicationLine] = type.lines(`Application ${applicationId}`, 'regular', 8, CONTENT_WIDTH / 2);
      const [pageLine] = type.lines(`Summary page ${index + 1} of ${this.pages.length}`, 'regular', 8);
      if (applicationLine)
        type.draw(page, applicationLine, { x: MARGIN, y: MARGIN - 14, size: 8, color: MUTED });
      if (pageLine) {
        const x = PAGE_WIDTH - MARGIN - type.width(pageLine, 8);
        type.draw(page, pageLine, { x, y: MARGIN - 14, size: 8, color: MUTED });
      }
    });
  }

  /** A typed signature in its own face above a line; a long one wraps above the line. */
  private signatureRow(row: SummaryRow): void {
    const type = this.typesetter;
    const nameLines = type.lines(row.value, 'signature', SIGNATURE_SIZE, VALUE_WIDTH - 4);
    const height = 40 + (nameLines.length - 1) * SIGNATURE_LINE_HEIGHT;
    this.ensure(Math.min(height, PAGE_CAPACITY));
    this.blocksOnPage++;
    const [label] = type.lines(row.label, 'bold', 9, LABEL_WIDTH);
    if (label) this.draw(label, MARGIN + 6, this.y - this.spacing.rowPadding - 9, 9, MUTED);
    let baseline = this.y - 24;
    for (const [i, line] of nameLines.entries()) {
      if (i > 0) baseline -= SIGNATURE_LINE_HEIGHT;
      this.draw(line, VALUE_X + 4, baseline, SIGNATURE_SIZE, INK);
    }
    this.page.drawLine({
      start: { x: VALUE_X, y: baseline - 6 },
      end: { x: VALUE_X + Math.min(VALUE_WIDTH, 260), y: baseline - 6 },
      thickness: 0.75,
      color: INK,
    });
    this.y = baseline - 16;
  }

  private heading(title: string): void {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: CONTENT_WIDTH, height: 18, color: BAND });
    // Section titles are the product's own short wording: one line.
    const [line] = this.typesetter.lines(title, 'bold', 11, CONTENT_WIDTH - 12);
    if (line) this.draw(line, MARGIN + 6, this.y - 13, 11, ACCENT);
    this.y -= 22;
  }

  private newPage(): void {
    this.page = this.doc.addPage(LETTER);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
    this.blocksOnPage = 0;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.newPage();
    if (this.currentSection) this.heading(`${this.currentSection} (continued)`);
  }

  private rule(color: ReturnType<typeof rgb>, thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  private draw(line: TextLine, x: number, y: number, size: number, color: Color): void {
    this.typesetter.draw(this.page, line, { x, y, size, color });
  }
}

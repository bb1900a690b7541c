// CSV as spreadsheets read it (RFC 4180), safe to open: text that a spreadsheet would run as a
// formula is neutralised (OWASP "CSV injection"), so an applicant's business name such as
// `=HYPERLINK(...)` stays text in the staff member's Excel.

// Before each formula character (`=`, `+`, `-`, `@`; tab and CR as well: some spreadsheets strip
// them and read what follows) that starts the text or follows a character a spreadsheet may split
// a cell on: `;` (Excel in locales whose list separator it is), `,`, and tab (a paste).
const FORMULA_STARTS = /(?<=^|[;,\t])(?=[=+\-@\t\r])/g;

/**
 * One cell, always quoted (so no reader splits it, whatever separator it splits on), with a `'`
 * before every formula character that starts the text or a part of it after `;`, `,` or a tab:
 * `Bakery;=1+1` becomes `"Bakery;'=1+1"`. Numbers are the system's own and stay as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : value.replace(FORMULA_STARTS, "'");
  return `"${text.replaceAll('"', '""')}"`;
}

/** One line, CRLF-terminated as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

// CSV as spreadsheets read it (RFC 4180), safe to open: text that a spreadsheet would run as a
// formula is neutralised (OWASP "CSV injection"), so an applicant's business name such as
// `=HYPERLINK(...)` stays text in the staff member's Excel.

// A spreadsheet treats a cell starting with one of these as a formula (tab and CR as well: some
// strip them and read what follows).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised with a leading `'`, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, CRLF-terminated as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

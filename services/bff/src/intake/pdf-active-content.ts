/**
 * Finds active content in a PDF as it streams past: JavaScript, launch actions, embedded files,
 * rich media and XFA forms have no place in a bank statement and are how PDFs carry attacks.
 * Names may hide behind #xx escapes (/J#61vaScript), so escapes are decoded before matching; a
 * short overlap carries matches across chunk borders. Content inside compressed object streams is
 * not seen here; the PDF worker copies pages only, so document-level actions never reach staff.
 */
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?![A-Za-z0-9])/;
const OVERLAP = 32;

export function createActiveContentScanner(): (chunk: Buffer) => boolean {
  let tail = '';
  return (chunk) => {
    const text = (tail + chunk.toString('latin1')).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    tail = text.slice(-OVERLAP);
    return ACTIVE_NAME.test(text);
  };
}

/**
 * Finds active content in a PDF as it streams past: JavaScript, launch actions, embedded files,
 * rich media and XFA forms have no place in a bank statement and are how PDFs carry attacks.
 * Only the PDF's own syntax is read: the bytes between `stream` and `endstream` (page images,
 * compressed content) are skipped, since binary data spells `/JS` by chance about once in 22 MB.
 * Names may hide behind #xx escapes (/J#61vaScript), so escapes are decoded before matching, and
 * short carry-overs catch keywords and names split across chunks. Dictionaries inside compressed
 * object streams are not seen here; the PDF worker copies pages only, so document-level actions
 * never reach staff.
 */
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?![A-Za-z0-9])/;
const STREAM_START = /(?<!end)stream\r?\n/g;
const STREAM_END = 'endstream';
// Long enough to hold a keyword with its line end, or a name with an escape, cut by a chunk border.
const CARRY = 32;

/** Returns a function to call with each chunk, then with `null` at the end of the file. */
export function createActiveContentScanner(): (chunk: Buffer | null) => boolean {
  let pending = '';
  let inStream = false;
  let syntaxTail = '';
  return (chunk) => {
    const last = chunk === null;
    const text = pending + (chunk?.toString('latin1') ?? '');
    let syntax = '';
    let at = 0;
    for (;;) {
      if (inStream) {
        const end = text.indexOf(STREAM_END, at);
        if (end === -1) {
          pending = text.slice(Math.max(at, text.length - STREAM_END.length));
          break;
        }
        inStream = false;
        at = end + STREAM_END.length;
        continue;
      }
      STREAM_START.lastIndex = at;
      const start = STREAM_START.exec(text);
      if (!start) {
        const keep = last ? text.length : Math.max(at, text.length - CARRY);
        syntax += text.slice(at, keep);
        pending = text.slice(keep);
        break;
      }
      syntax += text.slice(at, start.index);
      inStream = true;
      at = start.index + start[0].length;
    }
    const decoded = (syntaxTail + syntax).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    syntaxTail = decoded.slice(-CARRY);
    return ACTIVE_NAME.test(decoded);
  };
}

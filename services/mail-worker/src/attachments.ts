import { readObjectBytes, type Storage } from '@funding/platform';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** A base64 line of a MIME body holds at most 76 characters (RFC 2045): 57 bytes of the file. */
const LINE = 76;
const LINE_BYTES = 57;
/** The file is encoded this many lines at a time. */
const BLOCK_LINES = 1024;

/**
 * A PDF attachment as a finished MIME part: headers and base64 body, encoded here once. nodemailer
 * copies a `raw` part into each message as it is, instead of encoding the file again for every
 * recipient, which was most of the mail-worker's CPU (docs/decisions/email-templates.md). The file
 * is encoded a block at a time and its lines copied as bytes into the part's one buffer: the whole
 * base64 text as one string, cut into lines and joined, cost several times the CPU
 * (bench/results/latest.md, mail CPU).
 */
export function pdfAttachment(filename: string, content: Uint8Array): Attachment {
  // Our own file names (FA-XXXXX-XXXXX.pdf): ASCII, nothing to quote.
  const head = Buffer.from(
    [
      `Content-Type: application/pdf; name="${filename}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; filename="${filename}"`,
      '',
      '',
    ].join('\r\n'),
    'latin1',
  );
  const source = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const encodedLength = Math.ceil(source.length / 3) * 4;
  const lineBreaks = Math.max(0, Math.ceil(encodedLength / LINE) - 1);
  const raw = Buffer.allocUnsafe(head.length + encodedLength + 2 * lineBreaks);
  let at = head.copy(raw, 0);
  const block = Buffer.allocUnsafe(BLOCK_LINES * LINE);
  for (let start = 0; start < source.length; start += BLOCK_LINES * LINE_BYTES) {
    const text = source.toString('base64', start, start + BLOCK_LINES * LINE_BYTES);
    const encoded = block.write(text, 0, 'latin1');
    for (let line = 0; line < encoded; line += LINE) {
      if (at > head.length) {
        raw[at++] = 0x0d;
        raw[at++] = 0x0a;
      }
      at += block.copy(raw, at, line, Math.min(line + LINE, encoded));
    }
  }
  return { raw };
}

/**
 * The attachments of one run of the mail step, each read and encoded at most once, however many
 * e-mails carry it (the team's notice and its "Documents received" notice share the package).
 */
export function attachmentCache(storage: Storage) {
  const cache = new Map<string, Promise<{ attachment: Attachment; sizeBytes: number }>>();
  return (key: string, filename: string) => {
    let entry = cache.get(`${key}\n${filename}`);
    if (!entry) {
      entry = readObjectBytes(storage, key).then((bytes) => ({
        attachment: pdfAttachment(filename, bytes),
        sizeBytes: bytes.byteLength,
      }));
      cache.set(`${key}\n${filename}`, entry);
    }
    return entry;
  };
}

export type AttachmentCache = ReturnType<typeof attachmentCache>;

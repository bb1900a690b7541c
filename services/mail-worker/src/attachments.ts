import { readObjectBytes, type Storage } from '@funding/platform';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/**
 * A PDF attachment as a finished MIME part: headers and base64 body, encoded here once. nodemailer
 * copies a `raw` part into each message as it is, instead of encoding the file again for every
 * recipient, which was most of the mail-worker's CPU (docs/decisions/email-templates.md).
 */
export function pdfAttachment(filename: string, content: Uint8Array): Attachment {
  // Our own file names (FA-XXXXX-XXXXX.pdf): ASCII, nothing to quote.
  const base64 = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < base64.length; start += 76) lines.push(base64.slice(start, start + 76));
  const head = [
    `Content-Type: application/pdf; name="${filename}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${filename}"`,
  ].join('\r\n');
  return { raw: Buffer.from(`${head}\r\n\r\n${lines.join('\r\n')}`, 'latin1') };
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

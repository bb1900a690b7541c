import { deflateSync } from 'node:zlib';
import { jpeg, pngChunk } from '@funding/platform/testing/documents';
import { PDFDocument } from 'pdf-lib';

/**
 * Documents that push the renderer to its bounds: images that declare huge sizes, PDFs with many
 * pages, deep nesting or millions of objects. The ordinary documents of each kind are in
 * `@funding/platform/testing/documents`.
 */

/** A PNG whose header declares `width` x `height` pixels over a tiny compressed body. */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA: the most memory a decoder would ask for
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The test JPEG with the size in its start-of-frame segment rewritten. */
export function jpegDeclaring(width: number, height: number): Uint8Array {
  const bytes = jpeg();
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      bytes.set([height >> 8, height & 0xff, width >> 8, width & 0xff], at + 5);
      return bytes;
    }
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  throw new Error('no start-of-frame segment in the test JPEG');
}

/** A PDF with `count` empty pages. */
export async function manyPagesPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let page = 0; page < count; page++) doc.addPage([200, 200]);
  return doc.save();
}

/** A PDF whose page dictionary holds an array nested `depth` levels deep. */
export function deeplyNestedPdf(depth: number): Uint8Array {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return new Uint8Array(
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Deep ${nested}>>endobj\n` +
        'trailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  );
}

/** A small-looking PDF whose page holds an array of `count` numbers: millions of objects to parse. */
export function bulkyPdf(count: number): Uint8Array {
  const numbers = Array.from({ length: count }, (_, i) => i % 1000).join(' ');
  return new Uint8Array(
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Bulk [${numbers}]>>endobj\n` +
        'trailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  );
}

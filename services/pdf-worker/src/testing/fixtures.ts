import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, type SaveOptions, StandardFonts } from 'pdf-lib';

/** Test documents of every kind an applicant can upload, and a few broken ones. */

/** A PDF with one line of text per page, so a parser can find each page again. */
export async function textPdf(pageTexts: string[], options: SaveOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pageTexts) doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 14, font });
  return doc.save(options);
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGB PNG of the given size. `noise` fills it with pseudo-random pixels, which neither zlib
 * nor pdf-lib can compress quickly: a large noisy image makes a render that takes seconds.
 */
export function png(width: number, height: number, { noise = false } = {}): Uint8Array {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    if (noise) {
      randomFillSync(raw, y * row + 1, width * 3);
      continue;
    }
    for (let x = 0; x < width; x++) {
      const offset = y * row + 1 + x * 3;
      raw[offset] = (x * 255) / width;
      raw[offset + 1] = 80;
      raw[offset + 2] = (y * 255) / height;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw, { level: 1 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

// A 16x16 baseline JPEG (the image CPython's imghdr tests use).
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z';

export const jpeg = (): Uint8Array => new Uint8Array(Buffer.from(JPEG_BASE64, 'base64'));

/** Starts like a PDF and is nothing after that. */
export const corruptPdf = (): Uint8Array => new Uint8Array(Buffer.from('%PDF-1.7\nthis is not a PDF body\n'));

/** A valid PDF whose trailer names an encryption dictionary, as password-protected statements do. */
export function encryptedPdf(): Uint8Array {
  return new Uint8Array(
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
        '4 0 obj<</Filter/Standard/V 1/R 2/O(x)/U(x)/P -4>>endobj\n' +
        'trailer<</Root 1 0 R/Encrypt 4 0 R/ID[<00><00>]>>\n%%EOF\n',
    ),
  );
}

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

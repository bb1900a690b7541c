import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, type SaveOptions, StandardFonts } from 'pdf-lib';

/**
 * Test documents of every kind an applicant can upload: the smallest files each type starts with
 * (enough for intake's signature checks), real PDFs, PNGs and a JPEG (for parsers and the
 * renderer), and two broken ones. Documents made to test one service's bounds live beside its tests.
 */

/**
 * A one-page PDF, cross-referenced as a reader expects (intake refuses a file it has to repair),
 * exactly `size` bytes long when asked: an unreferenced stream of spaces fills it up.
 */
export function tinyPdf(size?: number, catalogExtra = ''): Buffer {
  const build = (filler: number) => {
    const objects = [
      `<</Type/Catalog/Pages 2 0 R${catalogExtra}>>`,
      '<</Type/Pages/Kids[3 0 R]/Count 1>>',
      '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
      ...(filler > 0 ? [`<</Length ${filler}>>stream\n${' '.repeat(filler)}\nendstream\n`] : []),
    ];
    let body = '%PDF-1.4\n';
    const offsets = objects.map((object, index) => {
      const offset = body.length;
      body += `${index + 1} 0 obj${object}endobj\n`;
      return offset;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  if (size === undefined) return build(0);
  let filler = Math.max(1, size - build(1).length);
  for (let attempt = 0; attempt < 4; attempt++) {
    const pdf = build(filler);
    if (pdf.length === size) return pdf;
    filler += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
}
/** A readable one-page PDF that runs a script when opened: refused for what it does, not its syntax. */
export const pdfWithJavaScript = () =>
  tinyPdf(undefined, '/OpenAction<</S/JavaScript/JS(app.alert\\(1\\))>>');

export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
export const tinyJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

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

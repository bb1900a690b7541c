import { randomBytes, randomFillSync } from 'node:crypto';
import {
  type Application,
  CONTENT_TYPE_OF,
  type DetectedFileType,
  UPLOAD_SLOTS,
  type UploadSlot,
  validateApplication,
} from '@funding/contracts';
import { jpeg, png, pngChunk } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * The uploads of a benchmark application: real, parseable files of an exact size, so the intake
 * sniffs genuine signatures and the pdf-worker embeds them as it would an applicant's.
 * Bank statements are PDFs of scanned pages (one JPEG per page), as statements often are; the
 * additional documents are a PDF, a photo (JPEG) and a PNG with incompressible pixels.
 */
const KIND_OF_SLOT: Record<UploadSlot, DetectedFileType> = {
  bankStatement1: 'pdf',
  bankStatement2: 'pdf',
  bankStatement3: 'pdf',
  bankStatement4: 'pdf',
  additionalDoc1: 'pdf',
  additionalDoc2: 'jpeg',
  additionalDoc3: 'png',
};

/** A valid baseline JPEG of exactly `size` bytes: a 16x16 image after comment segments of random bytes. */
export function jpegOfSize(size: number): Uint8Array {
  const base = Buffer.from(jpeg());
  let padding = size - base.length;
  if (padding !== 0 && padding < 4) throw new Error(`cannot make a JPEG of ${size} bytes`);
  const segments: Buffer[] = [];
  while (padding > 0) {
    // A COM segment is FF FE, a two-byte length (counting itself) and up to 65533 bytes.
    let total = Math.min(padding, 65_537);
    // Never leave a remainder too small for a segment of its own.
    if (padding - total > 0 && padding - total < 4) total -= 4;
    const segment = Buffer.alloc(total);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(total - 2, 2);
    randomFillSync(segment, 4);
    noPdfNames(segment, 4);
    segments.push(segment);
    padding -= total;
  }
  return new Uint8Array(Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]));
}

/**
 * Random bytes without '/' and '#', so no byte sequence in an image spells a PDF name. The intake
 * judges PDFs by their parsed objects now (services/bff/src/intake/pdf-inspection), where image
 * data never counts, so this only keeps the fixtures free of look-alike names.
 */
function noPdfNames(bytes: Buffer, from = 0): void {
  for (let i = from; i < bytes.length; i++) if (bytes[i] === 0x2f || bytes[i] === 0x23) bytes[i] = 0x30;
}

/** A PNG of random pixels (a square close to `size`), padded to exactly `size` with a private chunk. */
export function pngOfSize(size: number): Uint8Array {
  let side = Math.floor(Math.sqrt((size * 0.97) / 3));
  for (;;) {
    const image = Buffer.from(png(side, side, { noise: true }));
    const padding = size - image.length;
    if (padding === 0) return new Uint8Array(image);
    if (padding >= 12) {
      // Ancillary, private, safe-to-copy: every decoder skips it.
      const filler = randomBytes(padding - 12);
      noPdfNames(filler);
      const chunk = pngChunk('bnCh', filler);
      const iend = image.length - 12;
      return new Uint8Array(Buffer.concat([image.subarray(0, iend), chunk, image.subarray(iend)]));
    }
    side -= 4;
  }
}

/** A PDF of `pages` scanned pages (a JPEG each) and a line of text, exactly `size` bytes long. */
export async function pdfOfSize(size: number, pages: number): Promise<Uint8Array> {
  const build = async (imageSizes: number[]) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
    doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
    for (const [index, imageSize] of imageSizes.entries()) {
      const page = doc.addPage([612, 792]);
      page.drawText(`Statement page ${index + 1} of ${imageSizes.length}`, { x: 72, y: 740, size: 12, font });
      const image = await doc.embedJpg(jpegOfSize(imageSize));
      page.drawImage(image, { x: 72, y: 72, width: 468, height: 640 });
    }
    return doc.save();
  };
  const sizes = Array.from({ length: pages }, () => Math.floor((size - 4_000) / pages));
  for (let attempt = 0; attempt < 5; attempt++) {
    const pdf = await build(sizes);
    if (pdf.length === size) return pdf;
    sizes[pages - 1]! += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
}

export interface BenchFile {
  slot: UploadSlot;
  kind: DetectedFileType;
  name: string;
  bytes: Uint8Array;
}

/** Seven files of `size` bytes each, one per upload slot. */
export async function applicationFiles(size: number): Promise<BenchFile[]> {
  const pdfPages = Math.max(2, Math.round(size / (1024 * 1024)));
  const pdf = await pdfOfSize(size, pdfPages);
  return UPLOAD_SLOTS.map((slot) => {
    const kind = KIND_OF_SLOT[slot];
    const bytes = kind === 'pdf' ? pdf : kind === 'jpeg' ? jpegOfSize(size) : pngOfSize(size);
    return { slot, kind, name: `${slot}.${kind === 'jpeg' ? 'jpg' : kind}`, bytes };
  });
}

/** The form data every benchmark submission carries: a complete, valid application. */
export function benchApplication(): Application {
  const result = validateApplication(validApplicationInput());
  if (!result.success) throw new Error('the fixture application does not validate');
  return result.data;
}

export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

/**
 * The multipart/form-data body the web form sends: `data` (JSON) and the seven files, and the
 * agent's id when the form was opened from an agent's link.
 */
export function multipartBody(files: BenchFile[], options: { agentId?: string } = {}): MultipartBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(validApplicationInput())}\r\n`,
    ),
  ];
  if (options.agentId) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="agentId"\r\n\r\n${options.agentId}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.slot}"; filename="${file.name}"\r\n` +
          `Content-Type: ${CONTENT_TYPE_OF[file.kind]}\r\n\r\n`,
      ),
      Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

import { inflateSync } from 'node:zlib';

/**
 * What the renderer checks of an uploaded image before pdf-lib sees it. pdf-lib decodes a PNG into
 * a full RGBA buffer outside the JavaScript heap (no thread memory limit applies), so a 30 KB PNG
 * that declares 30,000 x 30,000 pixels asks for 3.6 GB; and its inflater loops forever on a
 * truncated or damaged IDAT stream. The size comes from the header, and the PNG's structure and
 * compressed data are checked here with Node's own zlib, which fails cleanly.
 */
export interface PixelSize {
  width: number;
  height: number;
}

export type ImageCheck = { size: PixelSize } | { error: string; detail?: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DAMAGED: ImageCheck = { error: 'the image is unreadable' };

// Samples per pixel of each PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Bytes of the decompressed image data: one filter byte per row plus the packed samples. */
function rawSize(width: number, height: number, bitDepth: number, colourType: number, interlaced: boolean) {
  const rowBytes = Math.ceil((width * (CHANNELS[colourType] ?? 4) * bitDepth) / 8);
  const size = height * (1 + rowBytes);
  // Adam7 splits the image in seven passes, each with its own filter bytes: at most 7 per row more.
  return interlaced ? size + 7 * height + 7 * 8 : size;
}

/** The chunks in order, the IDAT data inflated to exactly the size the header implies, an IEND. */
export function checkPng(bytes: Uint8Array, maxPixels: number): ImageCheck {
  if (bytes.length < 33 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return DAMAGED;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  if (type(8) !== 'IHDR' || view.getUint32(8) !== 13) return DAMAGED;
  const size = { width: view.getUint32(16), height: view.getUint32(20) };
  if (size.width === 0 || size.height === 0) return DAMAGED;
  if (size.width * size.height > maxPixels) return tooLarge(size, maxPixels);
  const [bitDepth, colourType, , , interlace] = bytes.subarray(24, 29);
  const idat: Uint8Array[] = [];
  let at = 8;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) return DAMAGED;
    const chunk = type(at);
    if (chunk === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (chunk === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended || idat.length === 0) return DAMAGED;
  const expected = rawSize(size.width, size.height, bitDepth!, colourType!, interlace === 1);
  try {
    const raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
    if (raw.length < expected - (interlace === 1 ? 7 * size.height + 56 : 0)) return DAMAGED;
  } catch {
    return DAMAGED;
  }
  return { size };
}

// Start-of-frame markers carry the size: SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The size from the first start-of-frame segment, walking the segments from the start. pdf-lib
 * copies a JPEG's bytes into the PDF without decoding them, so the size is all there is to check.
 */
export function checkJpeg(bytes: Uint8Array, maxPixels: number): ImageCheck {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return DAMAGED;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return DAMAGED;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) are skipped.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return DAMAGED;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return DAMAGED;
      const size = {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
      if (size.width === 0 || size.height === 0) return DAMAGED;
      return size.width * size.height > maxPixels ? tooLarge(size, maxPixels) : { size };
    }
    at += 2 + length;
  }
  return DAMAGED;
}

function tooLarge(size: PixelSize, maxPixels: number): ImageCheck {
  return {
    error: 'the image is too large to embed',
    detail: `${size.width} x ${size.height} pixels; at most ${maxPixels / 1_000_000} megapixels`,
  };
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Poppler's command-line tools (Debian's poppler-utils, installed by scripts/install-system-deps.sh)
 * read a PDF the way most desktop viewers do: pdftotext honours ActualText spans, which pdf.js
 * does not, and pdftoppm rasterises with FreeType from the embedded font programs alone.
 */
const run = promisify(execFile);

async function withPdfFile<T>(bytes: Uint8Array, use: (path: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-worker-poppler-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, bytes);
    return await use(path, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// pdftotext wraps right-to-left text in embedding marks (U+202A-U+202E, U+2066-U+2069, U+200E/F) so
// a terminal shows it in order; they are display hints, not part of the text.
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text of every page as pdftotext reads it (in reading order, right-to-left lines turned into
 * logical order), without the bidi marks it adds.
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const { stdout } = await withPdfFile(bytes, (path) =>
    run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  return stdout
    .replace(BIDI_MARKS, '')
    .split('\f')
    .filter((page, index, pages) => index < pages.length - 1 || page.trim() !== '');
}

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, rows top to bottom, 0 black to 255 white. */
  pixels: Uint8Array;
  /** Dots per inch: a point is dpi / 72 pixels. */
  dpi: number;
}

/** Renders one page (1-based) to a grayscale image with pdftoppm. */
export async function renderPage(bytes: Uint8Array, page: number, dpi = 150): Promise<GrayImage> {
  return withPdfFile(bytes, async (path, dir) => {
    const out = join(dir, 'page');
    const pageArg = String(page);
    await run('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      pageArg,
      '-l',
      pageArg,
      '-singlefile',
      path,
      out,
    ]);
    return { ...parsePgm(await readFile(`${out}.pgm`)), dpi };
  });
}

/** Writes one page (1-based) as a PNG file, to look at. */
export async function savePagePng(bytes: Uint8Array, page: number, file: string, dpi = 100): Promise<void> {
  await withPdfFile(bytes, async (path) => {
    const pageArg = String(page);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      pageArg,
      '-l',
      pageArg,
      '-singlefile',
      path,
      file.replace(/\.png$/, ''),
    ]);
  });
}

/** Binary PGM (P5), as pdftoppm writes it: a text header, then one byte per pixel. */
function parsePgm(file: Buffer): Omit<GrayImage, 'dpi'> {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PGM');
  const [whole, width, height] = header;
  const start = Buffer.byteLength(whole!, 'latin1');
  return { width: Number(width), height: Number(height), pixels: new Uint8Array(file.subarray(start)) };
}

/** Pixels darker than mid-grey inside a box given in PDF points (origin bottom left). */
export function inkPixels(image: GrayImage, box: { x: number; y: number; width: number; height: number }) {
  const scale = image.dpi / 72;
  const pageHeight = image.height / scale;
  const left = Math.max(0, Math.floor(box.x * scale));
  const right = Math.min(image.width, Math.ceil((box.x + box.width) * scale));
  const top = Math.max(0, Math.floor((pageHeight - box.y - box.height) * scale));
  const bottom = Math.min(image.height, Math.ceil((pageHeight - box.y) * scale));
  const ink: number[] = [];
  for (let row = top; row < bottom; row++) {
    for (let column = left; column < right; column++) {
      if (image.pixels[row * image.width + column]! < 128) ink.push(row * image.width + column);
    }
  }
  return new Set(ink);
}

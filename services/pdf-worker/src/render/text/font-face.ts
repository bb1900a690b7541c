import { accessSync, constants, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';
import { type CffTable, inlineSubroutines } from './cff-charstrings.ts';
import { type FaceName, FONT_FACES, FONT_FILE_PATHS } from './font-files.ts';

export type Direction = 'ltr' | 'rtl';

// pdf-lib draws every glyph at its advance width and ignores glyph positioning, so the positioning
// features (kerning, mark attachment) would only cost time.
const NO_POSITIONING = {
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  dist: false,
  abvm: false,
  blwm: false,
};
// Outside Arabic no ligatures either: a run is then exactly as wide as its characters added up,
// which lets line wrapping measure each character once, and each glyph stands for one character.
const NO_LIGATURES = { ...NO_POSITIONING, liga: false, clig: false, calt: false, dlig: false };

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
// Widths and coverage are cached per face and character; past this many distinct ones a cache
// starts over, so hostile input cannot grow a long-lived worker's memory without bound.
const MAX_CACHED_WIDTHS = 20_000;
const MAX_CACHED_SUBSETS = 16;

/**
 * One loaded font face: its coverage, its measurements, and the fontkit font that pdf-lib embeds
 * (as a subset) and lays text out with. Loaded once per process or thread (`fontFace`), shared by
 * every render there.
 */
export class FontFace {
  /** What pdf-lib's fontkit bridge (`fontkitForPdfLib`) looks the face up by. */
  readonly pdfLibKey = new Uint8Array(0);
  private direction: Direction = 'ltr';
  private readonly coverage = new Map<number, boolean>();
  private readonly widths = new Map<string, number>();
  private readonly layoutText: (text: string) => Run;

  constructor(
    readonly name: FaceName,
    readonly font: fontkit.Font,
    /** Joins and substitutes letters by context (Arabic): a run must be measured whole. */
    readonly contextual: boolean,
  ) {
    const features = contextual ? NO_POSITIONING : NO_LIGATURES;
    // fontkit caches one glyph object per glyph id with the characters of its first use, and the
    // text layer (ToUnicode) is built from those. Once the font is shared by many renders, a glyph
    // first met as part of another (the "e" inside "ë") would keep no characters, and one shared by
    // two characters would keep the first: every lookup gets the characters it was asked for.
    const getGlyph = font.getGlyph.bind(font);
    Object.assign(font, {
      getGlyph: (id: number, codePoints?: number[]) => {
        const glyph = getGlyph(id, codePoints);
        if (!codePoints?.length || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
        if (glyph.codePoints.length === 0) {
          (glyph as { codePoints: number[] }).codePoints = codePoints;
          return glyph;
        }
        return withCodePoints(glyph, codePoints);
      },
    });
    const layout = font.layout.bind(font);
    const spaceGlyphId = font.glyphForCodePoint(0x20).id;
    this.layoutText = (text) => {
      const run = contextual
        ? shaped(layout(text, features, undefined, undefined, this.direction), spaceGlyphId)
        : mapped(font, text, this.direction);
      if (this.direction === 'rtl') run.glyphs = run.glyphs.map(readingRightToLeft);
      return run;
    };
    // pdf-lib calls font.layout(text, itsFeatures) when it encodes and measures text: it gets this
    // face's layout, in the direction of the run being drawn (see `inDirection`).
    Object.assign(font, { layout: (text: string) => this.layoutText(text) });
    // pdf-lib was written for an older fontkit whose subsets had encodeStream(); fontkit 2 has
    // encode(). pdf-lib's own fork of fontkit writes broken CJK and TrueType subsets (fixed upstream).
    // A render makes two PDFs with the same text (the package and the summary alone): the second
    // gets the subset the first encoded.
    const createSubset = font.createSubset.bind(font);
    const encoded = new Map<string, Uint8Array>();
    Object.assign(font, {
      createSubset: () => {
        const subset = createSubset() as fontkit.Subset & { glyphs: number[] };
        withoutSubroutines(subset);
        const encode = () => {
          const key = subset.glyphs.join(',');
          let bytes = encoded.get(key);
          if (!bytes) {
            bytes = subset.encode();
            if (encoded.size >= MAX_CACHED_SUBSETS) encoded.clear();
            encoded.set(key, bytes);
          }
          return bytes;
        };
        return Object.assign(subset, { encodeStream: () => Readable.from([encode()]) });
      },
    });
  }

  /** Whether the face has a glyph for the character (invisible ones need none). */
  covers(codePoint: number): boolean {
    let covered = this.coverage.get(codePoint);
    if (covered === undefined) {
      covered =
        this.font.hasGlyphForCodePoint(codePoint) || DEFAULT_IGNORABLE.test(String.fromCodePoint(codePoint));
      if (this.coverage.size >= MAX_CACHED_WIDTHS) this.coverage.clear();
      this.coverage.set(codePoint, covered);
    }
    return covered;
  }

  coversAll(text: string): boolean {
    for (const char of text) if (!this.covers(char.codePointAt(0)!)) return false;
    return true;
  }

  /** The width of one character (grapheme) in em, cached. */
  clusterWidth(cluster: string): number {
    let width = this.widths.get(cluster);
    if (width === undefined) {
      width = this.runWidth(cluster, 'ltr');
      if (this.widths.size >= MAX_CACHED_WIDTHS) this.widths.clear();
      this.widths.set(cluster, width);
    }
    return width;
  }

  /** The width in em of `text` laid out as one run, as pdf-lib will draw it. */
  runWidth(text: string, direction: Direction): number {
    const run = this.inDirection(direction, () => this.layoutText(text));
    let units = 0;
    for (const glyph of run.glyphs) units += glyph.advanceWidth;
    return units / this.font.unitsPerEm;
  }

  /**
   * Runs `draw` (pdf-lib drawing or measuring text in this face) with text laid out in `direction`:
   * a right-to-left run is given in logical order, and fontkit shapes it and reverses its glyphs.
   */
  inDirection<T>(direction: Direction, draw: () => T): T {
    const previous = this.direction;
    this.direction = direction;
    try {
      return draw();
    } finally {
      this.direction = previous;
    }
  }
}

type Run = Pick<fontkit.GlyphRun, 'glyphs' | 'positions'>;

/** fontkit's CFF subset, as far as it is replaced here. */
interface CffSubset {
  cff?: CffTable;
  glyphs: number[];
  charstrings: Uint8Array[];
  gsubrs: Uint8Array[];
}

/**
 * A CFF subset (the CJK faces) writes each glyph with its subroutines inlined and keeps no
 * subroutines (see cff-charstrings.ts); a TrueType subset is left as it is.
 */
function withoutSubroutines(subset: object): void {
  const cff = (subset as CffSubset).cff;
  if (!cff) return;
  Object.assign(subset, {
    // fontkit calls these while encoding: the charstrings of the subset, then its subroutines.
    subsetCharstrings: () => {
      const target = subset as CffSubset;
      target.charstrings = target.glyphs.map((glyphId) => inlineSubroutines(cff, glyphId));
      target.gsubrs = [];
    },
    subsetSubrs: () => [],
  });
}

/**
 * fontkit turns invisible characters (ZWJ, ZWNJ, bidi marks) into a zero-advance space once they
 * have done their work in shaping; pdf-lib would draw that at the space's full width: dropped.
 */
function shaped(run: fontkit.GlyphRun, spaceGlyphId: number): Run {
  const keep = run.glyphs.map((glyph, i) => !(glyph.id === spaceGlyphId && run.positions[i]?.xAdvance === 0));
  if (keep.every(Boolean)) return run;
  return { glyphs: run.glyphs.filter((_, i) => keep[i]), positions: run.positions.filter((_, i) => keep[i]) };
}

/**
 * Outside Arabic nothing is shaped (no ligatures, no positioning: see NO_LIGATURES), so a glyph per
 * character from the font's character map is the layout, without fontkit's shaping machinery,
 * which would cost more than the rest of a render. Reversed for a right-to-left run.
 */
function mapped(font: fontkit.Font, text: string, direction: Direction): Run {
  const glyphs: fontkit.Glyph[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint >= 0xad && DEFAULT_IGNORABLE.test(char)) continue;
    glyphs.push(font.glyphForCodePoint(codePoint));
  }
  if (direction === 'rtl') glyphs.reverse();
  return { glyphs, positions: [] };
}

/**
 * A ligature stands for several characters (Arabic lam-alef for "لا"). Viewers and extractors read
 * right-to-left glyphs backwards to get logical order, so its characters are listed backwards too,
 * or "لا" would come back as "ال".
 */
function readingRightToLeft(glyph: fontkit.Glyph): fontkit.Glyph {
  if (glyph.codePoints.length < 2) return glyph;
  return withCodePoints(glyph, [...glyph.codePoints].reverse());
}

/** The same glyph (it delegates to the original) standing for other characters. */
function withCodePoints(glyph: fontkit.Glyph, codePoints: number[]): fontkit.Glyph {
  return Object.create(glyph, { codePoints: { value: codePoints } });
}

function sameCodePoints(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((codePoint, i) => codePoint === b[i]);
}

const CONTEXTUAL_FACES: ReadonlySet<FaceName> = new Set(['arabic']);

// Module state, so once per process and once per worker thread (each thread has its own modules):
// a file is read and parsed the first time a render needs one of its faces, never again after.
const faces = new Map<FaceName, FontFace>();
const faceByKey = new WeakMap<Uint8Array, FontFace>();
const fileBytes = new Map<string, Buffer>();

function readFontFile(path: string, debianPackage: string): Buffer {
  let bytes = fileBytes.get(path);
  if (!bytes) {
    try {
      bytes = readFileSync(path);
    } catch (error) {
      throw new Error(
        `Font file ${path} cannot be read (${(error as Error).message}): install the Debian package ` +
          `${debianPackage} (scripts/install-system-deps.sh does)`,
      );
    }
    fileBytes.set(path, bytes);
  }
  return bytes;
}

export function fontFace(name: FaceName): FontFace {
  let face = faces.get(name);
  if (!face) {
    const file = FONT_FACES[name];
    const parsed = fontkit.create(readFontFile(file.path, file.debianPackage), file.postscriptName);
    if (!('unitsPerEm' in parsed)) throw new Error(`${file.path} has no face ${file.postscriptName}`);
    face = new FontFace(name, parsed, CONTEXTUAL_FACES.has(name));
    faces.set(name, face);
    faceByKey.set(face.pdfLibKey, face);
  }
  return face;
}

/**
 * At start: stops the worker with the list of what is missing rather than failing its first
 * non-Latin application, and loads the faces every PDF uses, so the first render does not wait.
 */
export function preloadFonts(): void {
  const missing = FONT_FILE_PATHS.filter((path) => {
    try {
      accessSync(path, constants.R_OK);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    const packages = [
      ...new Set(
        Object.values(FONT_FACES).flatMap((face) =>
          missing.includes(face.path) ? [face.debianPackage] : [],
        ),
      ),
    ];
    throw new Error(
      `Font files missing: ${missing.join(', ')}. Install the Debian packages ${packages.join(' ')} ` +
        '(scripts/install-system-deps.sh does; the pdf-worker image carries them).',
    );
  }
  for (const name of ['sans', 'sansBold', 'serifItalic'] as const) fontFace(name);
}

/**
 * What `PDFDocument.registerFontkit` takes: pdf-lib "creates" a font from the bytes it is given,
 * and gets back the face already parsed for that key, so no render parses a font again. (pdf-lib
 * types fontkit after its own fork; the parts it uses are the same in fontkit 2.)
 */
export const fontkitForPdfLib: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(key) {
    const face = faceByKey.get(key);
    if (!face) throw new Error('pdf-lib was given font bytes that are not a loaded face');
    return face.font as unknown as ReturnType<Parameters<PDFDocument['registerFontkit']>[0]['create']>;
  },
};

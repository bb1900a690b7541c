import bidiFactory from 'bidi-js';
import type { FontChain } from './font-chain.ts';
import type { FaceName } from './font-files.ts';

/**
 * A paragraph cut into what a reader sees as characters (grapheme clusters), each with what it
 * draws, in which face, and its bidi embedding level (odd = right to left).
 */
export type ClusterKind =
  /** Drawn with a glyph of `face`. */
  | 'glyph'
  /** Whitespace: drawn as a space, and where a line may break. */
  | 'space'
  /** Format characters (bidi controls, joiners, soft hyphen): nothing to draw. */
  | 'invisible'
  /** No face has it (an emoji, a private-use or unassigned code point, a control): drawn as U+FFFD. */
  | 'replacement';

export interface Cluster {
  /** As typed: what the text layer must give back. */
  original: string;
  /** What is drawn: NFC, a space for any whitespace, U+FFFD for a replacement, '' if invisible. */
  text: string;
  kind: ClusterKind;
  /** Null for an invisible cluster only. */
  face: FaceName | null;
  level: number;
  /** Han and kana: a line may break before and after it without a space. */
  ideographic: boolean;
}

export const REPLACEMENT_CHARACTER = '\ufffd';
/** The face that draws U+FFFD; it is in every chain. */
export const REPLACEMENT_FACE: FaceName = 'sans';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const bidi = bidiFactory();

const WHITESPACE = /^\s+$/u;
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]+$/u;
// Controls, private use, unassigned code points and lone surrogates: no face draws them meaningfully.
const UNDRAWABLE = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}]/u;
const IDEOGRAPHIC = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Text set apart from the text around it for the bidi algorithm (FSI ... PDI): an Arabic file name
 * keeps its own direction without turning the English line it sits in around. The marks are
 * invisible and not part of the text layer.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Splits text into paragraphs at line breaks of any convention. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\r\n|[\n\r\u2028\u2029]/);
}

// Characters that can put text at an odd (right-to-left) level: right-to-left letters, Arabic
// digits and the explicit right-to-left controls. Without any, every level is even and nothing is
// reordered, so the bidi algorithm is skipped.
const MAY_BE_RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u200f\u202b\u202e\u2067\u2068\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** The clusters of a paragraph, cached per chain: the same texts come again (see layoutText). */
export function clustersOf(paragraph: string, chain: FontChain): readonly Cluster[] {
  if (cachedParagraphs >= MAX_CACHED_PARAGRAPHS) {
    paragraphs = new WeakMap();
    cachedParagraphs = 0;
  }
  let cache = paragraphs.get(chain);
  if (!cache) {
    cache = new Map();
    paragraphs.set(chain, cache);
  }
  let clusters = cache.get(paragraph);
  if (!clusters) {
    clusters = clustersUncached(paragraph, chain);
    cache.set(paragraph, clusters);
    cachedParagraphs++;
  }
  return clusters;
}

// Caches start over when full (counted over every chain), so memory stays bounded whatever text
// a long-lived worker is given.
const MAX_CACHED_PARAGRAPHS = 2_000;
let paragraphs = new WeakMap<FontChain, Map<string, readonly Cluster[]>>();
let cachedParagraphs = 0;

function clustersUncached(paragraph: string, chain: FontChain): Cluster[] {
  const { levels } = MAY_BE_RIGHT_TO_LEFT.test(paragraph)
    ? bidi.getEmbeddingLevels(paragraph)
    : { levels: undefined };
  const clusters: Cluster[] = [];
  let previous: FaceName | null = null;
  for (const { segment, index } of graphemes.segment(paragraph)) {
    const drawn = classified(segment, chain, previous);
    if (drawn.face) previous = drawn.face;
    clusters.push({
      original: segment,
      text: drawn.text,
      kind: drawn.kind,
      face: drawn.face,
      level: levels?.[index] ?? 0,
      ideographic: drawn.ideographic,
    });
  }
  return clusters;
}

type Drawn = Omit<Cluster, 'original' | 'level'>;

// Classifying a cluster (normalising it, testing Unicode properties, asking faces) costs far more
// than looking it up, and the same few hundred clusters make up most text: cached per chain.
const MAX_CACHED_CLASSIFICATIONS = 20_000;
let classifications = new WeakMap<FontChain, Map<FaceName | null, Map<string, Drawn>>>();
let cachedClassifications = 0;

function classified(original: string, chain: FontChain, previous: FaceName | null): Drawn {
  if (cachedClassifications >= MAX_CACHED_CLASSIFICATIONS) {
    classifications = new WeakMap();
    cachedClassifications = 0;
  }
  let byPrevious = classifications.get(chain);
  if (!byPrevious) {
    byPrevious = new Map();
    classifications.set(chain, byPrevious);
  }
  let cache = byPrevious.get(previous);
  if (!cache) {
    cache = new Map();
    byPrevious.set(previous, cache);
  }
  let drawn = cache.get(original);
  if (!drawn) {
    drawn = classify(original, chain, previous);
    cache.set(original, drawn);
    cachedClassifications++;
  }
  return drawn;
}

function classify(original: string, chain: FontChain, previous: FaceName | null): Drawn {
  if (WHITESPACE.test(original)) {
    const face = chain.faceFor(' ', previous) ?? REPLACEMENT_FACE;
    return { kind: 'space', text: ' ', face, ideographic: false };
  }
  if (INVISIBLE.test(original)) return { kind: 'invisible', text: '', face: null, ideographic: false };
  const text = original.normalize('NFC');
  const face = UNDRAWABLE.test(text) ? null : chain.faceFor(text, previous);
  if (!face)
    return { kind: 'replacement', text: REPLACEMENT_CHARACTER, face: REPLACEMENT_FACE, ideographic: false };
  return { kind: 'glyph', text, face, ideographic: IDEOGRAPHIC.test(text) };
}

/** The character a right-to-left run draws for `char`: "(" becomes ")", and so on. */
export function mirrored(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

import { type Cluster, clustersOf, mirrored, paragraphsOf } from './clusters.ts';
import type { FontChain } from './font-chain.ts';
import type { Direction } from './font-face.ts';
import type { FaceName } from './font-files.ts';

/** A stretch of one line drawn with one face in one direction. */
export interface TextRun {
  face: FaceName;
  /** In logical order: fontkit shapes a right-to-left run and reverses its glyphs itself. */
  text: string;
  direction: Direction;
  /** In em (multiply by the font size). */
  width: number;
  /**
   * What the text layer says for this run when its glyphs would read back as something else: a
   * replacement glyph, a normalised or mirrored character. Such a cluster is a run of its own.
   */
  actualText?: string;
}

export interface TextLine {
  /** The line as typed, for the text layer (copy and paste, search, text extraction). */
  original: string;
  /** Left to right as drawn. */
  runs: TextRun[];
  /** In em. */
  width: number;
}

/**
 * Lays text out in lines no wider than `maxWidth` em: a paragraph per line break in the text,
 * lines broken at spaces and between ideographs, and a word longer than a line broken inside.
 * Each line is then put in visual order (Unicode bidi rule L2) and cut into runs.
 */
export function layoutText(text: string, chain: FontChain, maxWidth = Number.POSITIVE_INFINITY): TextLine[] {
  // The same texts come again and again (labels, the authorization, a render's two PDFs): laid out
  // once per chain and width. Lines are never changed after they are made.
  if (cachedLayouts >= MAX_CACHED_LAYOUTS) {
    layouts = new WeakMap();
    cachedLayouts = 0;
  }
  let cache = layouts.get(chain);
  if (!cache) {
    cache = new Map();
    layouts.set(chain, cache);
  }
  const key = `${maxWidth}\u0000${text}`;
  let lines = cache.get(key);
  if (!lines) {
    lines = layoutUncached(text, chain, maxWidth);
    cache.set(key, lines);
    cachedLayouts++;
  }
  return lines;
}

// Starts over when full (counted over every chain): memory stays bounded whatever text arrives.
const MAX_CACHED_LAYOUTS = 2_000;
let layouts = new WeakMap<FontChain, Map<string, TextLine[]>>();
let cachedLayouts = 0;

function layoutUncached(text: string, chain: FontChain, maxWidth: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const paragraph of paragraphsOf(text)) {
    for (const clusters of wrap(clustersOf(paragraph, chain), chain, maxWidth)) {
      lines.push(lineOf(clusters, chain));
    }
  }
  return lines;
}

/** A word: clusters a line may not break between, and the spaces before it. */
interface Word {
  spaces: Cluster[];
  clusters: Cluster[];
}

function wordsOf(clusters: readonly Cluster[]): Word[] {
  const words: Word[] = [];
  let spaces: Cluster[] = [];
  let word: Cluster[] = [];
  const flush = () => {
    if (word.length > 0) words.push({ spaces, clusters: word });
    else if (spaces.length > 0) words.push({ spaces, clusters: [] });
    spaces = [];
    word = [];
  };
  for (const cluster of clusters) {
    if (cluster.kind === 'space') {
      if (word.length > 0) flush();
      spaces.push(cluster);
      continue;
    }
    const last = word.at(-1);
    if (last && (last.ideographic || cluster.ideographic)) flush();
    word.push(cluster);
  }
  flush();
  return words;
}

function wrap(clusters: readonly Cluster[], chain: FontChain, maxWidth: number): Cluster[][] {
  const lines: Cluster[][] = [];
  let line: Cluster[] = [];
  let lineWidth = 0;
  const add = (added: Cluster[], width: number) => {
    line.push(...added);
    lineWidth += width;
  };
  const breakLine = () => {
    lines.push(line);
    line = [];
    lineWidth = 0;
  };
  for (const word of wordsOf(clusters)) {
    const spacesWidth = measure(word.spaces, chain);
    const wordWidth = measure(word.clusters, chain);
    if (line.length === 0) {
      // Spaces at the start of a line stay only at the start of the paragraph.
      if (lines.length === 0) add(word.spaces, spacesWidth);
    } else if (lineWidth + spacesWidth + wordWidth <= maxWidth) {
      add(word.spaces, spacesWidth);
    } else {
      breakLine(); // the spaces at the break are not drawn
    }
    if (lineWidth + wordWidth <= maxWidth) {
      add(word.clusters, wordWidth);
      continue;
    }
    // Longer than what is left of the line: break inside the word, cluster by cluster. The piece
    // on the line is measured whole, as it will be shaped (an Arabic letter is wider alone).
    let piece: Cluster[] = [];
    let pieceWidth = 0;
    for (const cluster of word.clusters) {
      let width = measure([...piece, cluster], chain);
      if (line.length > 0 && lineWidth - pieceWidth + width > maxWidth) {
        breakLine();
        piece = [];
        width = measure([cluster], chain);
      } else {
        lineWidth -= pieceWidth;
      }
      piece.push(cluster);
      pieceWidth = width;
      add([cluster], width);
    }
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines;
}

/** The width in em of clusters in logical order, as drawn. */
function measure(clusters: Cluster[], chain: FontChain): number {
  let width = 0;
  for (const segment of segmentsOf(clusters)) {
    const face = chain.face(segment.face);
    if (face.contextual) {
      width += face.runWidth(segment.clusters.map((c) => c.text).join(''), segment.direction);
    } else {
      for (const cluster of segment.clusters) width += face.clusterWidth(cluster.text);
    }
  }
  return width;
}

interface Segment {
  face: FaceName;
  direction: Direction;
  clusters: Cluster[];
  actualText?: string;
}

/** Consecutive drawn clusters of one face and direction. */
function segmentsOf(clusters: Cluster[], actualTexts?: Map<Cluster, string>): Segment[] {
  const segments: Segment[] = [];
  let open = true;
  for (const cluster of clusters) {
    if (!cluster.face || cluster.kind === 'invisible') continue;
    const direction: Direction = cluster.level % 2 === 1 ? 'rtl' : 'ltr';
    const actualText = actualTexts?.get(cluster);
    const last = segments.at(-1);
    if (
      actualText === undefined &&
      open &&
      last &&
      last.face === cluster.face &&
      last.direction === direction
    ) {
      last.clusters.push(cluster);
      continue;
    }
    segments.push({ face: cluster.face, direction, clusters: [cluster], actualText });
    open = actualText === undefined;
  }
  return segments;
}

/** Unicode bidi rule L2: from the highest level down, reverse every run at that level or above. */
function visualOrder(clusters: Cluster[]): Cluster[] {
  const order = [...clusters];
  const levels = order.map((c) => c.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; start++) {
      if (order[start]!.level < level) continue;
      let end = start;
      while (end + 1 < order.length && order[end + 1]!.level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const withoutIgnorables = (text: string) => text.replace(IGNORABLE, '');

/**
 * The line's clusters in visual order, cut into runs. Right-to-left text is left to the glyphs'
 * own order (viewers and extractors turn visual order back into logical order for it); a cluster
 * whose glyph reads back as something else carries what was typed as its ActualText. Invisible
 * format characters (joiners, bidi marks, variation selectors) are shaped with but not kept.
 */
function lineOf(clusters: Cluster[], chain: FontChain): TextLine {
  const original = clusters.map((c) => c.original).join('');
  const drawn: Cluster[] = [];
  const actualTexts = new Map<Cluster, string>();
  for (const cluster of clusters) {
    if (cluster.kind === 'invisible') continue;
    const text = cluster.level % 2 === 1 ? [...cluster.text].map(mirrored).join('') : cluster.text;
    const shown = text === cluster.text ? cluster : { ...cluster, text };
    drawn.push(shown);
    const readsBack =
      cluster.kind === 'space' ||
      (cluster.kind === 'glyph' && withoutIgnorables(text) === withoutIgnorables(cluster.original));
    if (!readsBack) actualTexts.set(shown, cluster.original);
  }
  const runs: TextRun[] = [];
  // Segments in visual order; a right-to-left one goes back to logical order for fontkit.
  for (const segment of segmentsOf(visualOrder(drawn), actualTexts)) {
    const logical = segment.direction === 'rtl' ? [...segment.clusters].reverse() : segment.clusters;
    runs.push({
      face: segment.face,
      direction: segment.direction,
      text: logical.map((c) => c.text).join(''),
      width: measure(logical, chain),
      ...(segment.actualText === undefined ? {} : { actualText: segment.actualText }),
    });
  }
  return { original, runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

import { type FontFace, fontFace } from './font-face.ts';
import type { FaceName } from './font-files.ts';

/**
 * Which face draws a character: the first face of the style's chain that has every code point of
 * it. The base faces (Noto Sans and its bold, Noto Serif italic for signatures) cover Latin with
 * all its extensions (Vietnamese included), Greek and Cyrillic; after them come Hebrew, Arabic and
 * one CJK face. A fallback face is only loaded when a character in its script asks for it, so a
 * Latin-only render never reads the 19 MB CJK collection.
 */
export type TextStyle = 'regular' | 'bold' | 'signature';

export type CjkFace = Extract<FaceName, 'cjkSimplifiedChinese' | 'cjkJapanese' | 'cjkKorean'>;

const STYLE_BASE: Record<TextStyle, FaceName> = {
  regular: 'sans',
  bold: 'sansBold',
  signature: 'serifItalic',
};

// Hangul jamo, CJK symbols and punctuation, kana, ideographs, Hangul syllables, compatibility forms
// and the supplementary ideograph planes; also the general symbol blocks, many of which the CJK
// fonts have (circled numbers, arrows, stars) and Noto Sans has not.
const CJK_BLOCKS =
  /^[\u1100-\u11ff\u2000-\u2bff\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe10-\ufe1f\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]/u;

// Scripts each fallback face is for, by the first character of a cluster: a cheap test that keeps
// a face unloaded until a character it may have turns up (an emoji never loads the CJK font).
const FALLBACK_SCRIPTS: Record<FaceName, RegExp | null> = {
  sans: null,
  sansBold: null,
  serifItalic: null,
  hebrew: /^[\u0590-\u05ff\ufb1d-\ufb4f]/u,
  arabic: /^[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u,
  cjkSimplifiedChinese: CJK_BLOCKS,
  cjkJapanese: CJK_BLOCKS,
  cjkKorean: CJK_BLOCKS,
};

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The one CJK face of a document, from everything it will print: the same Han character is drawn
 * with Japanese shapes in a document that also has kana, Korean ones with Hangul, otherwise
 * Chinese. One face per document keeps a name's characters alike and the PDF to one CJK subset.
 */
export function cjkFaceFor(texts: Iterable<string>): CjkFace {
  let korean = false;
  for (const text of texts) {
    if (KANA.test(text)) return 'cjkJapanese';
    if (HANGUL.test(text)) korean = true;
  }
  return korean ? 'cjkKorean' : 'cjkSimplifiedChinese';
}

/**
 * The chain of a style, shared by every render in this process or thread (it carries their caches).
 * `available` limits it to the faces a document has embedded.
 */
export function fontChain(style: TextStyle, cjk: CjkFace, available?: ReadonlySet<FaceName>): FontChain {
  const key = `${style} ${cjk} ${available ? [...available].sort().join(',') : '*'}`;
  let chain = chains.get(key);
  if (!chain) {
    chain = new FontChain(style, cjk, available);
    chains.set(key, chain);
  }
  return chain;
}

const chains = new Map<string, FontChain>();

export class FontChain {
  private readonly faces: FaceName[];

  constructor(
    readonly style: TextStyle,
    cjk: CjkFace,
    private readonly available?: ReadonlySet<FaceName>,
  ) {
    const base = STYLE_BASE[style];
    const chain: FaceName[] = [base, 'sans', 'hebrew', 'arabic', cjk];
    this.faces = [...new Set(chain)].filter((name) => !available || available.has(name));
  }

  /**
   * The face for a cluster (NFC text of one grapheme), or null when no face has it. A cluster of
   * common characters (space, digits, punctuation, marks) stays in the face of the one before it
   * when that face has it, so a run of one script is not broken up by its spaces.
   */
  faceFor(cluster: string, previous: FaceName | null): FaceName | null {
    if (previous && COMMON_ONLY.test(cluster) && this.isAvailable(previous)) {
      if (fontFace(previous).coversAll(cluster)) return previous;
    }
    for (const name of this.faces) {
      const scripts = FALLBACK_SCRIPTS[name];
      if (scripts && !scripts.test(cluster)) continue;
      if (fontFace(name).coversAll(cluster)) return name;
    }
    return null;
  }

  face(name: FaceName): FontFace {
    return fontFace(name);
  }

  private isAvailable(name: FaceName): boolean {
    return !this.available || this.available.has(name);
  }
}

const COMMON_ONLY = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;

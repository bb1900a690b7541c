import { describe, expect, it } from 'vitest';
import { clustersOf, REPLACEMENT_CHARACTER } from './clusters.ts';
import { cjkFaceFor, fontChain } from './font-chain.ts';
import { fontFace } from './font-face.ts';

const regular = fontChain('regular', 'cjkSimplifiedChinese');
const facesOf = (text: string, chain = regular) =>
  clustersOf(text, chain).map((cluster) => [cluster.original, cluster.kind, cluster.face]);

describe('the face of each character', () => {
  it.each([
    ['Vietnamese', 'Nguyễn Thị Đặng', 'sans'],
    ['Polish', 'Brzęczyszczykiewicz Łódź', 'sans'],
    ['Greek', 'Παπαδόπουλος', 'sans'],
    ['Cyrillic', 'Анна Каренина', 'sans'],
    ['Hebrew', 'עמית', 'hebrew'],
    ['Arabic', 'محمد', 'arabic'],
    ['Chinese', '王小明', 'cjkSimplifiedChinese'],
    ['Korean', '김민준', 'cjkSimplifiedChinese'],
  ])('%s letters come from their script face', (_, text, face) => {
    for (const [, kind, chosen] of facesOf(text).filter(([original]) => original !== ' ')) {
      expect([kind, chosen]).toEqual(['glyph', face]);
    }
  });

  it('keeps spaces and punctuation in the face of the script around them, digits where they exist', () => {
    expect(facesOf('שלום עולם 12')).toEqual([
      ['ש', 'glyph', 'hebrew'],
      ['ל', 'glyph', 'hebrew'],
      ['ו', 'glyph', 'hebrew'],
      ['ם', 'glyph', 'hebrew'],
      [' ', 'space', 'hebrew'],
      ['ע', 'glyph', 'hebrew'],
      ['ו', 'glyph', 'hebrew'],
      ['ל', 'glyph', 'hebrew'],
      ['ם', 'glyph', 'hebrew'],
      [' ', 'space', 'hebrew'],
      // Noto Sans Hebrew has no digits: Noto Sans draws them.
      ['1', 'glyph', 'sans'],
      ['2', 'glyph', 'sans'],
    ]);
    expect(facesOf('北京、LLC').map(([, , face]) => face)).toEqual([
      'cjkSimplifiedChinese',
      'cjkSimplifiedChinese',
      'cjkSimplifiedChinese',
      'sans',
      'sans',
      'sans',
    ]);
  });

  it('starts each style with its own base face and falls back to the shared chain', () => {
    const bold = fontChain('bold', 'cjkJapanese');
    const signature = fontChain('signature', 'cjkJapanese');
    expect(bold.faceFor('A', null)).toBe('sansBold');
    expect(signature.faceFor('ễ', null)).toBe('serifItalic');
    expect(signature.faceFor('כ', null)).toBe('hebrew');
    expect(bold.faceFor('す', null)).toBe('cjkJapanese');
  });

  it('uses only the faces a document has embedded', () => {
    const latinOnly = fontChain('regular', 'cjkSimplifiedChinese', new Set(['sans', 'sansBold']));
    expect(latinOnly.faceFor('北', null)).toBeNull();
    expect(latinOnly.faceFor('é', null)).toBe('sans');
  });

  it('replaces what no face has, one replacement per character as a reader sees it', () => {
    const clusters = clustersOf('a🍞\ue000👨‍👩‍👧\u0378b', regular);
    expect(clusters.map(({ original, kind, text }) => [original, kind, text])).toEqual([
      ['a', 'glyph', 'a'],
      ['🍞', 'replacement', REPLACEMENT_CHARACTER],
      ['\ue000', 'replacement', REPLACEMENT_CHARACTER],
      ['👨‍👩‍👧', 'replacement', REPLACEMENT_CHARACTER],
      ['\u0378', 'replacement', REPLACEMENT_CHARACTER],
      ['b', 'glyph', 'b'],
    ]);
    expect(fontFace('sans').covers(REPLACEMENT_CHARACTER.codePointAt(0)!)).toBe(true);
  });

  it('draws nothing for format characters and composes decomposed letters', () => {
    expect(clustersOf('\u200fe\u0301', regular).map(({ kind, text }) => [kind, text])).toEqual([
      ['invisible', ''],
      ['glyph', 'é'],
    ]);
  });
});

describe('the CJK face of a document', () => {
  it('is Japanese with kana, Korean with Hangul, otherwise Chinese', () => {
    expect(cjkFaceFor(['山田太郎', 'すずき商店'])).toBe('cjkJapanese');
    expect(cjkFaceFor(['김민준', '金'])).toBe('cjkKorean');
    expect(cjkFaceFor(['王小明', 'Acme LLC'])).toBe('cjkSimplifiedChinese');
  });
});

describe('font loading', () => {
  it('parses each face once per process and hands out the same one', () => {
    expect(fontFace('sans')).toBe(fontFace('sans'));
    expect(fontFace('cjkJapanese').font).not.toBe(fontFace('cjkKorean').font);
  });
});

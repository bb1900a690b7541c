import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../testing/names.ts';
import { isolated, REPLACEMENT_CHARACTER } from './clusters.ts';
import { fontChain } from './font-chain.ts';
import { layoutText, type TextLine } from './text-layout.ts';

const chain = fontChain('regular', 'cjkSimplifiedChinese');
// Widths are in em: 30 em is a 300 pt column at 10 pt.
const WIDTH = 30;

const texts = (lines: TextLine[]) => lines.map((line) => line.original);
const withoutSpaces = (text: string) => text.replace(/\s+/gu, '');

describe('line wrapping', () => {
  it('wraps a 200-character business name at spaces, every line within the width', () => {
    const name = `${'Pacific Northwest Artisanal Bakery and Café Holdings '.repeat(4)}LLC`.slice(0, 200);
    const lines = layoutText(name, chain, WIDTH);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(WIDTH);
    for (const line of lines) expect(line.original).not.toMatch(/^\s|\s$/);
    expect(texts(lines).join(' ')).toBe(name);
  });

  it('breaks a 255-character file name without spaces inside the word', () => {
    const fileName = `${'bank_statement_2026_march_'.repeat(10)}final`.slice(0, 251).concat('.pdf');
    const lines = layoutText(fileName, chain, WIDTH);
    expect(fileName).toHaveLength(255);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(WIDTH);
    // Full lines: each one is filled up to the width but for less than one character.
    for (const line of lines.slice(0, -1)) expect(line.width).toBeGreaterThan(WIDTH - 1);
    expect(texts(lines).join('')).toBe(fileName);
  });

  it('breaks Chinese and Japanese between characters, which have no spaces', () => {
    const text = '北京市朝阳区建国门外大街甲六号国际贸易中心写字楼二座三层';
    const lines = layoutText(text, chain, 10);
    expect(lines.length).toBe(Math.ceil(text.length / 10));
    expect(texts(lines).join('')).toBe(text);
  });

  it('keeps line breaks of the text as paragraphs', () => {
    expect(texts(layoutText('first\r\nsecond\n\nfourth', chain, WIDTH))).toEqual([
      'first',
      'second',
      '',
      'fourth',
    ]);
  });
});

describe('right-to-left text', () => {
  const runsOf = (text: string) =>
    layoutText(text, chain)[0]!.runs.map(({ face, text: runText, direction }) => [face, runText, direction]);

  it('puts a Hebrew word among Latin ones in its place, its letters right to left', () => {
    expect(runsOf('Cohen שלום LLC')).toEqual([
      ['sans', 'Cohen ', 'ltr'],
      ['hebrew', 'שלום', 'rtl'],
      ['hebrew', ' ', 'ltr'],
      ['sans', 'LLC', 'ltr'],
    ]);
  });

  it('orders a right-to-left paragraph from the right, numbers left to right inside it', () => {
    // Logical order: name, space, number. Drawn left to right: the number first, then the name.
    expect(runsOf('עמית כהן 2024')).toEqual([
      ['sans', '2024', 'ltr'],
      ['hebrew', 'עמית כהן ', 'rtl'],
    ]);
  });

  it('mirrors brackets in right-to-left text and keeps what was typed for the text layer', () => {
    const [line] = layoutText('(כהן)', chain);
    const brackets = line!.runs.filter((run) => run.face === 'sans');
    expect(brackets.map(({ text, actualText }) => [text, actualText])).toEqual([
      ['(', ')'],
      [')', '('],
    ]);
  });

  it('keeps an isolated Arabic file name from turning its English line around', () => {
    expect(runsOf(`${isolated('كشف حساب مارس.pdf')} (PDF, 1 KB)`)).toEqual([
      // The name reads from the right: its extension, on the left, ends it.
      ['sans', 'pdf', 'ltr'],
      ['arabic', 'كشف حساب مارس.', 'rtl'],
      ['sans', ' (PDF, 1 KB)', 'ltr'],
    ]);
  });

  it('shapes Arabic as one run, measured whole', () => {
    const [line] = layoutText('علاء عبد الله', chain);
    expect(line!.runs).toHaveLength(1);
    expect(line!.runs[0]).toMatchObject({ face: 'arabic', direction: 'rtl', text: 'علاء عبد الله' });
  });
});

describe('characters no font has', () => {
  it('are drawn as U+FFFD in a run of their own that carries the original', () => {
    const [line] = layoutText('Zoë’s 🍞 LLC', chain);
    expect(line!.runs.map(({ text, actualText }) => [text, actualText])).toEqual([
      ['Zoë’s ', undefined],
      [REPLACEMENT_CHARACTER, '🍞'],
      [' LLC', undefined],
    ]);
  });
});

describe('any text (property-based)', () => {
  it('lays out without throwing, within the width, and keeps every character in order', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 60 }), (text, width) => {
        const lines = layoutText(text, chain, width);
        for (const line of lines) {
          const characters = [
            ...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(line.original),
          ];
          // Only a single character wider than the column may stand out.
          if (characters.length > 1) expect(line.width).toBeLessThanOrEqual(width + 1e-9);
          expect(line.runs.every((run) => run.text.length > 0 && Number.isFinite(run.width))).toBe(true);
        }
        // The lines hold the text: only whitespace at the breaks goes.
        expect(withoutSpaces(texts(lines).join(''))).toBe(withoutSpaces(text));
      }),
      { seed: 20261123, numRuns: propertyRuns(3000) },
    );
  });
});

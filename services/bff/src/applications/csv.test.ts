import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/csv.ts';
import { csvCell, csvLine } from './csv.ts';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const SEPARATORS = [';', ',', '\t'];
const startsFormula = (text: string) => FORMULA_STARTS.some((start) => text.startsWith(start));

/** Where a part of `text` starts: at 0 and after each separator. */
function partStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (SEPARATORS.includes(text[i]!)) starts.push(i + 1);
  return starts;
}

/**
 * The positions of `value` before which `cell` holds an inserted `'`, or null when `cell` is not
 * `value` with quotes inserted. An inserted quote stands before a formula character, never before
 * a quote of the value's own, so walking both strings at once finds each without ambiguity.
 */
function insertedQuotes(cell: string, value: string): number[] | null {
  const inserted: number[] = [];
  let j = 0;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === value[j]) j++;
    else if (cell[i] === "'") inserted.push(j);
    else return null;
  }
  return j === value.length ? inserted : null;
}

describe('csvCell', () => {
  it('quotes every cell, and neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1 555')).toBe('"\'+1 555"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t\'=1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('Acme, Inc')).toBe('"Acme, Inc"');
    expect(csvCell('Acme')).toBe('"Acme"');
    expect(csvCell('O\'Brien "Bob"')).toBe('"O\'Brien ""Bob"""');
    expect(csvCell('a = b')).toBe('"a = b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-5)).toBe('"-5"');
  });

  it('neutralises a formula after a `;`, `,` or tab inside a cell, where a spreadsheet may split it', () => {
    // Excel in a locale whose list separator is `;` would read `=1+1` as a cell of its own.
    expect(csvCell('Bakery;=1+1;x')).toBe('"Bakery;\'=1+1;x"');
    expect(csvLine(['FA-1', 'Bakery;=1+1;x'])).toBe('"FA-1","Bakery;\'=1+1;x"\r\n');
    expect(csvCell('a,-1')).toBe('"a,\'-1"');
    expect(csvCell('a\t@x')).toBe('"a\t\'@x"');
    expect(csvCell('a;;+b')).toBe('"a;;\'+b"');
    expect(csvCell('a; =b')).toBe('"a; =b"');
  });

  it('round-trips any text, but for the neutralising, and leaves no cell or part of one starting a formula', () => {
    const dangerous = fc.stringMatching(/^[=+\-@;,\t\r\n" 'a-z]{0,16}$/);
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string()).map(([start, rest]) => start + rest),
      dangerous,
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (values) => {
        const line = csvLine(values);
        const [cells = []] = parseCsv(line);
        expect(cells).toHaveLength(values.length);
        // Every cell quoted: the line is `"...","..."` with doubled quotes inside.
        expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*\r\n$/);
        cells.forEach((cell, index) => {
          const value = values[index] ?? '';
          // The value, with a quote inserted before exactly each part that starts a formula.
          const dangerousParts = partStarts(value).filter((start) => startsFormula(value.slice(start)));
          expect(insertedQuotes(cell, value)).toEqual(dangerousParts);
          for (const start of partStarts(cell)) expect(startsFormula(cell.slice(start))).toBe(false);
        });
      }),
      { seed: 2026_16, numRuns: propertyRuns(5000) },
    );
  });
});

import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

/** Reads one CSV line back as RFC 4180 does: the independent check of what csvLine wrote. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const character = line[i];
    if (quoted) {
      if (character === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\r' && line[i + 1] === '\n' && i + 2 === line.length) break;
    else cell += character;
  }
  cells.push(cell);
  return cells;
}

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('csvCell', () => {
  it('neutralises what a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('Acme, Inc')).toBe('"Acme, Inc"');
    expect(csvCell('O\'Brien "Bob"')).toBe('"O\'Brien ""Bob"""');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });

  it('round-trips any text, one cell per value, never starting a cell with a formula character', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string()).map(([start, rest]) => start + rest),
      fc.stringMatching(/^[=+\-@",\r\n\t a-z]{0,12}$/),
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (values) => {
        const cells = parseLine(csvLine(values));
        expect(cells).toHaveLength(values.length);
        cells.forEach((cell, index) => {
          const value = values[index] ?? '';
          const dangerous = FORMULA_STARTS.some((start) => value.startsWith(start));
          expect(cell).toBe(dangerous ? `'${value}` : value);
          expect(FORMULA_STARTS.some((start) => cell.startsWith(start))).toBe(false);
        });
      }),
      { seed: 2026_16, numRuns: propertyRuns(5000) },
    );
  });
});

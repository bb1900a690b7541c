import { describe, expect, it } from 'vitest';
import { exportLine } from './export.ts';

// The values of one row as the cursor yields them, in the order of the export's columns.
const row = (overrides: Record<number, unknown> = {}) => {
  const values: unknown[] = [
    'FA-7K3QD-9XW2M',
    new Date(Date.UTC(2031, 0, 2, 3, 4, 5)),
    'Bakery;=1+1;x',
    null,
    'llc',
    '6789',
    'TX',
    '+Ann',
    'Lee',
    '6789',
    null,
    'Sam Agent',
    'missing_documents',
    null,
    'done',
    'failed',
    75000,
    'equipment',
    'restaurants',
    '42000',
    '2',
    null,
    null,
    null,
    null,
    null,
    null,
    '2031-01-05 10:00:00+00',
  ];
  for (const [index, value] of Object.entries(overrides)) values[Number(index)] = value;
  return values;
};

describe('exportLine', () => {
  it('masks SSN and EIN as the list does, labels as the portal shows them, every cell quoted and neutralised', () => {
    expect(exportLine(row())).toBe(
      '"FA-7K3QD-9XW2M","2031-01-02T03:04:05.000Z","Bakery;\'=1+1;x","","LLC","**-***6789","TX",' +
        '"\'+Ann","Lee","***-**-6789","","Sam Agent","Missing documents","","done","failed",' +
        '"75000","Equipment","Restaurants and food service","42000","2","","","","","","",' +
        '"2031-01-05T10:00:00.000Z"\r\n',
    );
  });

  it('reads the date as the cursor gives it (text) as well as a Date, and keeps an unknown entity type', () => {
    const line = exportLine(
      row({ 1: '2031-01-02 03:04:05+00', 4: 'something-new', 10: '5678', 13: 'admin1' }),
    );
    expect(line).toContain('"2031-01-02T03:04:05.000Z"');
    expect(line).toContain('"something-new"');
    expect(line).toContain('"***-**-5678"');
  });

  it('writes what the decisions recorded, and leaves the deal blank on applications from before it', () => {
    const decided = exportLine(
      row({
        12: 'funded',
        21: 60000,
        22: 58000,
        23: '2031-02-01',
        24: 'stacking',
        25: '=two MCAs',
        26: 'agent',
      }),
    );
    expect(decided).toContain('"Funded"');
    expect(decided).toContain(
      `"60000","58000","2031-02-01","Too many open advances or loans","'=two MCAs","The agent"`,
    );
    const before = exportLine(row({ 16: null, 17: null, 18: null, 19: null, 20: null }));
    expect(before).toContain('"failed","","","","","",');
    expect(exportLine(row({ 20: '0' }))).toContain('"42000","0"');
    expect(exportLine(row({ 20: 'yes' }))).toContain('"42000","Yes"');
  });
});

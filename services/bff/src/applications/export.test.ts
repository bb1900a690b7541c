import { describe, expect, it } from 'vitest';
import { exportLine } from './export.ts';

describe('exportLine', () => {
  it('masks SSN and EIN as the list does, labels as the portal shows them, every cell quoted and neutralised', () => {
    const line = exportLine([
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
    ]);
    expect(line).toBe(
      '"FA-7K3QD-9XW2M","2031-01-02T03:04:05.000Z","Bakery;\'=1+1;x","","LLC","**-***6789","TX",' +
        '"\'+Ann","Lee","***-**-6789","","Sam Agent","Missing documents","","done","failed"\r\n',
    );
  });

  it('reads the date as the cursor gives it (text) as well as a Date, and keeps an unknown entity type', () => {
    const line = exportLine([
      'FA-1',
      '2031-01-02 03:04:05+00',
      'Acme',
      'Acme DBA',
      'something-new',
      '1234',
      'CA',
      'A',
      'B',
      '1234',
      '5678',
      null,
      'new',
      'admin1',
      'pending',
      'pending',
    ]);
    expect(line).toContain('"2031-01-02T03:04:05.000Z"');
    expect(line).toContain('"something-new"');
    expect(line).toContain('"***-**-5678"');
  });
});

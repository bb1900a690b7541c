import { afterAll, describe, expect, it, vi } from 'vitest';
import { generateStatement } from '../testing/statements.ts';
import { createStatementReader } from './read-pool.ts';

describe('createStatementReader', () => {
  const onError = vi.fn();
  const reader = createStatementReader({ threads: 1, timeoutMs: 30_000, maxMemoryMb: 256, onError });
  afterAll(() => reader.close());

  it('reads a statement in its thread, with the upload it came from', async () => {
    const statement = await generateStatement({ seed: 5, layout: 'sectioned' });
    const bytes = Buffer.from(statement.bytes);
    const reading = await reader.read({
      slot: 'bankStatement2',
      fileName: 'march.pdf',
      fileType: 'pdf',
      bytes,
    });
    expect(reading).toEqual({ slot: 'bankStatement2', fileName: 'march.pdf', ...statement.truth });
    // The caller's buffer is its own still: the thread was handed a copy.
    expect(bytes.equals(Buffer.from(statement.bytes))).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers scanned for an image upload without reading it', async () => {
    const reading = await reader.read({
      slot: 'bankStatement1',
      fileName: 'photo.jpg',
      fileType: 'jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    expect(reading).toMatchObject({
      slot: 'bankStatement1',
      fileName: 'photo.jpg',
      check: 'scanned',
      transactions: [],
    });
  });

  it('never rejects: a file that is no PDF comes back unreconciled with the reason', async () => {
    const reading = await reader.read({
      slot: 'bankStatement3',
      fileName: 'broken.pdf',
      fileType: 'pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF'),
    });
    expect(reading).toMatchObject({
      check: 'unreconciled',
      checkReason: expect.stringMatching(/could not be read/),
    });
  });

  it('stops a reading past its time and says so', async () => {
    const impatient = createStatementReader({
      threads: 1,
      timeoutMs: 1,
      maxMemoryMb: 256,
      onError: () => {},
    });
    try {
      const statement = await generateStatement({ seed: 6, layout: 'ledger' });
      const reading = await impatient.read({
        slot: 'bankStatement1',
        fileName: 'a.pdf',
        fileType: 'pdf',
        bytes: statement.bytes,
      });
      expect(reading).toMatchObject({
        check: 'unreconciled',
        checkReason: 'not read: reading took longer than 1 ms',
      });
    } finally {
      await impatient.close();
    }
  });
});

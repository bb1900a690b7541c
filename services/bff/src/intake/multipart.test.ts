import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_SLOTS } from '@funding/contracts';
import { type AdmissionGate, createAdmissionGate } from '@funding/platform';
import { createPdfCheck } from '@funding/platform/pdf-check';
import { tinyPng } from '@funding/platform/testing/documents';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { parseSubmission } from './multipart.ts';
import { type ReceivedFile, receiveFile } from './received-file.ts';

const BOUNDARY = 'x';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const part = (disposition: string, body: string, type?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${body}\r\n`;
const closing = `--${BOUNDARY}--\r\n`;

/** A request body that sends `chunks` and then, unless `end`, stays open like a stalled client. */
function source(chunks: string[], end = true): Readable {
  const stream = new Readable({ read() {} });
  for (const chunk of chunks) stream.push(Buffer.from(chunk, 'latin1'));
  if (end) stream.push(null);
  return stream;
}

// One folder for the file, each case's spool folder inside it (one per generative case).
const spoolRoot = mkdtempSync(join(tmpdir(), 'multipart-test-'));
// The real check: the PDFs of these bodies are rewritten and judged as at intake.
const pdfCheck = createPdfCheck({ judgeMaxMemoryMb: 64, memoryBudgetBytes: 256 * 1024 * 1024 });
afterAll(async () => {
  await pdfCheck.close();
  rmSync(spoolRoot, { recursive: true, force: true });
});
function spoolDir() {
  return mkdtempSync(join(spoolRoot, 'case-'));
}

/** Files received as the intake receives them: in memory within `memory`, the rest spooled to `dir`. */
function receiving(
  dir: string,
  idleTimeoutMs: number,
  memory: AdmissionGate = createAdmissionGate({ capacity: 0 }),
) {
  return {
    idleTimeoutMs,
    receiveFile: (slot: Parameters<typeof receiveFile>[0], stream: Readable, name: string | undefined) =>
      receiveFile(slot, stream, name, { spoolDir: dir, memory, memoryMaxFileBytes: 1024, pdfCheck }),
    discardFiles: async (files: ReceivedFile[]) => {
      for (const file of files) await file.release();
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('parseSubmission with hostile multipart bodies', () => {
  it('refuses a file part without a name with 400 (this request used to stop the whole BFF)', async () => {
    const dir = spoolDir();
    const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`;
    const error = await refusal(parseSubmission(source([body]), headers, receiving(dir, 5_000)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Unknown file field: (no name)');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a text part without a name, and quotes an odd name printably', async () => {
    const noName = await refusal(
      parseSubmission(source([part('form-data', 'x') + closing]), headers, receiving(spoolDir(), 5_000)),
    );
    expect(noName.message).toBe('Unknown form field: (no name)');
    const odd = await refusal(
      parseSubmission(
        source([part('form-data; name="a\u00ff\u00feb"', 'x') + closing]),
        headers,
        receiving(spoolDir(), 5_000),
      ),
    );
    expect(odd.message).toMatch(/^Unknown form field: "a.+b"$/u);
  });

  it('takes every part a submission may have, data, agentId and all seven files, and refuses one more', async () => {
    // busboy signals its parts limit on reaching it, not on passing it: this full submission was a 413.
    const png = tinyPng().toString('latin1');
    const files = UPLOAD_SLOTS.map((slot) => part(`form-data; name="${slot}"; filename="${slot}.png"`, png));
    const all = [part('form-data; name="data"', '{}'), part('form-data; name="agentId"', 'x'), ...files];
    const dir = spoolDir();
    const parsed = await parseSubmission(source([all.join('') + closing]), headers, receiving(dir, 5_000));
    expect(parsed.fields).toEqual({ data: '{}', agentId: 'x' });
    expect(parsed.files).toHaveLength(UPLOAD_SLOTS.length);
    for (const file of parsed.files) await file.release();

    const oneMore = [...all, part('form-data; name="data"', '{}')];
    const error = await refusal(
      parseSubmission(source([oneMore.join('') + closing]), headers, receiving(spoolDir(), 5_000)),
    );
    expect([error.status, error.message]).toEqual([413, 'The submission has too many parts']);
  });

  it('does not wait for a part that busboy hands over after the request has failed', async () => {
    // The unknown field fails the request; busboy goes on with the rest of the chunk and starts
    // the file part, whose end will never come (the client keeps the connection open).
    const dir = spoolDir();
    const chunk =
      part('form-data; name="bogus"', 'x') + part('form-data; name="bankStatement1"; filename="s.pdf"', pdf);
    const error = await refusal(parseSubmission(source([chunk], false), headers, receiving(dir, 60_000)));
    expect(error.message).toBe('Unknown form field: "bogus"');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('ends a file that its receiver refused before reading it without throwing out of the process', async () => {
    // A receiver may refuse a slot before it listens to the stream (a document request's link
    // does); ending that stream with the refusal must not become an unhandled 'error' event.
    const refused = new AppError('validation_failed', 'This document was not requested');
    const started = part('form-data; name="bankStatement1"; filename="s.pdf"', pdf).slice(0, -2);
    const error = await refusal(
      parseSubmission(source([started], false), headers, {
        idleTimeoutMs: 60_000,
        receiveFile: async () => {
          throw refused;
        },
        discardFiles: async () => {},
      }),
    );
    expect(error).toBe(refused);
    // An 'error' emitted without a listener would surface on the next turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('answers 408 when the client stops sending mid-upload, and removes what it spooled', async () => {
    const dir = spoolDir();
    const started = part('form-data; name="bankStatement1"; filename="s.pdf"', pdf).slice(0, -2);
    const error = await refusal(parseSubmission(source([started], false), headers, receiving(dir, 200)));
    expect(error.status).toBe(408);
    expect(error.message).toMatch(/stopped for more than/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('settles for any structure, with only AppErrors, and leaves no spool file nor held memory (property)', async () => {
    const name = fc.oneof(
      fc.constantFrom('data', 'agentId', 'bankStatement1', 'bankStatement2', 'additionalDoc3', ''),
      fc.string({ maxLength: 20 }),
    );
    const disposition = fc.oneof(
      fc
        .tuple(name, fc.option(fc.string({ maxLength: 20 })))
        .map(([n, file]) =>
          file === null ? `form-data; name="${n}"` : `form-data; name="${n}"; filename="${file}"`,
        ),
      fc.constantFrom('form-data', 'attachment', 'form-data; filename="a.pdf"', 'form-data; name='),
    );
    const body = fc.oneof(
      fc.constantFrom(pdf, '%PDF', '\u0089PNG\r\n\u001a\n', '{}', ''),
      fc.string({ maxLength: 50 }),
    );
    const parts = fc.array(
      fc.tuple(disposition, body).map(([d, b]) => part(d, b)),
      { maxLength: 10 },
    );
    await fc.assert(
      fc.asyncProperty(
        parts,
        fc.boolean(),
        fc.nat(),
        fc.nat({ max: 3 }),
        fc.constantFrom(0, 64, 1024 * 1024),
        async (list, closed, cut, splits, memoryBytes) => {
          const dir = spoolDir();
          // No memory, room for part of a file, room for every file: each path leaves nothing.
          const memory = createAdmissionGate({ capacity: memoryBytes });
          let text = list.join('') + (closed ? closing : '');
          if (cut % 3 === 0) text = text.slice(0, cut % (text.length + 1));
          const size = Math.max(1, Math.ceil(text.length / (splits + 1)));
          const chunks = Array.from({ length: splits + 1 }, (_, i) => text.slice(i * size, (i + 1) * size));
          const options = receiving(dir, 2_000, memory);
          const outcome = await parseSubmission(source(chunks), headers, options).then(
            async ({ files }) => {
              await options.discardFiles(files);
              return 'parsed';
            },
            (error: unknown) => (error instanceof AppError ? 'refused' : `threw ${String(error)}`),
          );
          expect(['parsed', 'refused']).toContain(outcome);
          expect(readdirSync(dir)).toEqual([]);
          expect(memory.used).toBe(0);
        },
      ),
      { seed: 13, numRuns: propertyRuns(2_000) },
    );
  }, 120_000);
});

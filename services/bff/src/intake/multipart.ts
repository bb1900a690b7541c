import type { Readable } from 'node:stream';
import { isUploadSlot, MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_SLOTS, type UploadSlot } from '@funding/contracts';
import { neverThrows } from '@funding/platform';
import busboy from 'busboy';
import { AppError } from '../errors.ts';
import { slotError } from './slot-error.ts';

/** The form fields a submission may carry besides its files. */
const TEXT_FIELDS = new Set(['data', 'agentId']);
const MAX_DATA_BYTES = 64 * 1024;

const MALFORMED = () => new AppError('bad_request', 'The upload was cut off or is malformed');
const STALLED = (ms: number) =>
  new AppError(
    'request_timeout',
    `The upload stopped for more than ${Math.round(ms / 1000)} seconds. Nothing was saved; please try again.`,
  );

/** A client's part name as it may appear in our answer: printable, short, and never undefined. */
function printableName(name: unknown): string {
  if (typeof name !== 'string' || name === '') return '(no name)';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return JSON.stringify(name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 40));
}

export type SubmissionFields = { data?: string; agentId?: string };

export interface ParsedSubmission<File> {
  fields: SubmissionFields;
  files: File[];
}

export interface ParseOptions<File> {
  idleTimeoutMs: number;
  /** Takes one file part as it streams in (received-file.ts); the request waits for every one. */
  receiveFile: (slot: UploadSlot, stream: Readable, clientName: string | undefined) => Promise<File>;
  /** Undoes the files already taken when the request fails. */
  discardFiles: (files: File[]) => Promise<void>;
  /** Sees each known text field as it arrives; what it throws refuses the request at once. */
  onField?: (name: keyof SubmissionFields, value: string) => void;
}

/**
 * Reads a multipart submission as a stream (busboy), never holding it in memory: text fields are
 * small and bounded, each file is handed to `receiveFile` while it arrives. The first problem
 * stops the parse, and every file already taken is discarded before the error is thrown.
 */
export async function parseSubmission<File>(
  source: Readable | null,
  headers: Record<string, string>,
  options: ParseOptions<File>,
): Promise<ParsedSubmission<File>> {
  if (!source || !headers['content-type']?.startsWith('multipart/form-data')) {
    throw new AppError('bad_request', 'Send the application as multipart/form-data');
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      // Browsers send a file name as UTF-8 bytes; busboy would read them as Latin-1 ("выписка"
      // became "Ð²ÑÐ¿Ð¸ÑÐºÐ°" in the stored name and the PDF).
      defParamCharset: 'utf8',
      limits: {
        // One byte over the limit is read so `receiveFile` can tell a file of exactly 10 MiB from a bigger one.
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: UPLOAD_SLOTS.length,
        fields: TEXT_FIELDS.size,
        fieldSize: MAX_DATA_BYTES,
        // busboy signals `partsLimit` on reaching it (its files and fields limits, on passing
        // them): one more than a submission may have, so the tenth part is the one refused.
        parts: UPLOAD_SLOTS.length + TEXT_FIELDS.size + 1,
      },
    });
  } catch {
    throw new AppError('bad_request', 'The multipart body is malformed: check its boundary');
  }

  const fields: SubmissionFields = {};
  const receiving: Promise<File>[] = [];
  const seenSlots = new Set<UploadSlot>();
  const fileStreams: Readable[] = [];

  const parsed = new Promise<void>((resolve, reject) => {
    let idleTimer: NodeJS.Timeout | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      stopWatching();
      // Stop parsing; the socket stays open so the client reads our answer (Node discards
      // whatever of the body is still coming once the response is sent).
      source.unpipe(parser);
      const refusal = error instanceof AppError ? error : MALFORMED();
      // Files still arriving are ended too, so their receiving settles and removes what it wrote.
      for (const stream of fileStreams) if (!stream.readableEnded) stream.destroy(refusal);
      reject(refusal);
    };
    // Every value busboy hands over comes from the client: a part may have no name, an empty one,
    // a very long one or one that is not valid UTF-8. Whatever a handler trips over fails this
    // request and nothing else.
    const handle = <Args extends unknown[]>(handler: (...args: Args) => unknown) =>
      neverThrows(handler, fail);

    // A client that stops sending mid-upload is answered instead of holding a spool file and a
    // connection until the server's request timeout. Pauses we cause (backpressure) do not count.
    const onIdle = handle(() => (source.isPaused() ? watchIdle() : fail(STALLED(options.idleTimeoutMs))));
    const watchIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(onIdle, options.idleTimeoutMs);
    };
    const onData = handle(watchIdle);
    const stopWatching = () => {
      clearTimeout(idleTimer);
      source.off('data', onData);
    };
    source.on('data', onData);
    watchIdle();

    parser.on(
      'field',
      handle((name: unknown, value: string, info: busboy.FieldInfo) => {
        if (failed) return;
        if (typeof name !== 'string' || !TEXT_FIELDS.has(name))
          return fail(new AppError('bad_request', `Unknown form field: ${printableName(name)}`));
        if (info.valueTruncated)
          return fail(new AppError('payload_too_large', 'The application data is too large'));
        fields[name as keyof SubmissionFields] = value;
        options.onField?.(name as keyof SubmissionFields, value);
      }),
    );
    parser.on(
      'file',
      handle((name: unknown, stream: Readable, info: busboy.FileInfo) => {
        // busboy may still hand over a part it had buffered when the request failed; with the
        // input unpiped that part would never end, and waiting for it would hold the request.
        if (failed) return stream.destroy();
        // A part we refuse is destroyed, not left to busboy: a stream nobody listens to would
        // throw busboy's later "Unexpected end of form" out of the process.
        if (typeof name !== 'string' || !isUploadSlot(name)) {
          stream.destroy();
          return fail(new AppError('bad_request', `Unknown file field: ${printableName(name)}`));
        }
        if (seenSlots.has(name)) {
          stream.destroy();
          return fail(slotError(name, MESSAGES.uploadTooMany, 'validation_failed'));
        }
        seenSlots.add(name);
        // A failure ends this stream with the refusal (see fail). Its receiver listens for that,
        // unless it refused the file before listening: then nobody would, and an 'error' event
        // without a listener throws out of the process.
        stream.on(
          'error',
          neverThrows(() => {}),
        );
        fileStreams.push(stream);
        const clientName = typeof info?.filename === 'string' ? info.filename : undefined;
        const received = options.receiveFile(name, stream, clientName);
        // A refused file stops the whole request at once, not after the rest has been uploaded.
        received.catch(neverThrows(fail));
        receiving.push(received);
      }),
    );
    const tooMany = handle(() =>
      fail(new AppError('payload_too_large', 'The submission has too many parts')),
    );
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on(
      'error',
      handle(() => fail(MALFORMED())),
    );
    parser.on(
      'close',
      handle(() => {
        stopWatching();
        resolve();
      }),
    );
    source.on(
      'error',
      handle(() => fail(new AppError('bad_request', 'The upload was cut off before it finished'))),
    );
    source.pipe(parser);
  });

  try {
    await parsed;
    const files = await Promise.all(receiving);
    return { fields, files };
  } catch (error) {
    const settled = await Promise.allSettled(receiving);
    await options.discardFiles(settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    throw error;
  }
}

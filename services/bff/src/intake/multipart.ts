import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { isUploadSlot, MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_SLOTS, type UploadSlot } from '@funding/contracts';
import busboy from 'busboy';
import { AppError } from '../errors.ts';
import { type SpooledFile, slotError, spoolFile } from './spool.ts';

/** The form fields a submission may carry besides its files. */
const TEXT_FIELDS = new Set(['data', 'agentId']);
const MAX_DATA_BYTES = 64 * 1024;

export interface ParsedSubmission {
  fields: { data?: string; agentId?: string };
  files: SpooledFile[];
}

/**
 * Reads a multipart submission as a stream (busboy), never holding it in memory: text fields are
 * small and bounded, each file goes to a temporary file through `spoolFile`. The first problem
 * stops the parse, and every temporary file already written is removed before the error is thrown.
 */
export async function parseSubmission(
  source: Readable | null,
  headers: Record<string, string>,
  spoolDir: string,
): Promise<ParsedSubmission> {
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
        // One byte over the limit is read so `spoolFile` can tell a file of exactly 10 MiB from a bigger one.
        fileSize: MAX_UPLOAD_BYTES + 1,
        files: UPLOAD_SLOTS.length,
        fields: TEXT_FIELDS.size,
        fieldSize: MAX_DATA_BYTES,
        parts: UPLOAD_SLOTS.length + TEXT_FIELDS.size,
      },
    });
  } catch {
    throw new AppError('bad_request', 'The multipart body is malformed');
  }

  const fields: ParsedSubmission['fields'] = {};
  const spooling: Promise<SpooledFile>[] = [];
  const seenSlots = new Set<UploadSlot>();
  const fileStreams: Readable[] = [];

  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (error: AppError) => {
      // Stop parsing; the socket stays open so the client reads our answer (Node discards
      // whatever of the body is still coming once the response is sent).
      source.unpipe(parser);
      // Files still arriving are ended too, so their spooling settles and removes what it wrote.
      for (const stream of fileStreams) if (!stream.readableEnded) stream.destroy(error);
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (!TEXT_FIELDS.has(name))
        return fail(new AppError('bad_request', `Unknown form field: ${name.slice(0, 40)}`));
      if (info.valueTruncated)
        return fail(new AppError('payload_too_large', 'The application data is too large'));
      fields[name as keyof ParsedSubmission['fields']] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!isUploadSlot(name)) {
        stream.resume();
        return fail(new AppError('bad_request', `Unknown file field: ${name.slice(0, 40)}`));
      }
      if (seenSlots.has(name)) {
        stream.resume();
        return fail(slotError(name, MESSAGES.uploadTooMany, 'validation_failed'));
      }
      seenSlots.add(name);
      fileStreams.push(stream);
      const spooled = spoolFile(name, stream, info.filename, spoolDir);
      // A refused file stops the whole request at once, not after the rest has been uploaded.
      spooled.catch((error: AppError) => fail(error));
      spooling.push(spooled);
    });
    const tooMany = () => fail(new AppError('payload_too_large', 'The submission has too many parts'));
    parser.on('partsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('error', () => fail(new AppError('bad_request', 'The upload was cut off or is malformed')));
    parser.on('close', resolve);
    source.on('error', () => fail(new AppError('bad_request', 'The upload was cut off before it finished')));
    source.pipe(parser);
  });

  const settled = async () => Promise.allSettled(spooling);
  try {
    await parsed;
    const files = await Promise.all(spooling);
    return { fields, files };
  } catch (error) {
    await removeSpooled((await settled()).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    throw error;
  }
}

export async function removeSpooled(files: SpooledFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

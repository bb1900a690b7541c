import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type DetectedFileType,
  detectFileType,
  FILE_SIGNATURE_BYTES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type UploadSlot,
} from '@funding/contracts';
import { assertInertPdf } from './pdf-inspection/assert-inert-pdf.ts';
import { slotError } from './slot-error.ts';

export { slotError };

export interface SpooledFile {
  slot: UploadSlot;
  path: string;
  size: number;
  type: DetectedFileType;
  clientName: string | undefined;
}

/**
 * Streams one uploaded file to a temporary file while it arrives: memory stays at one chunk,
 * the type is decided by the leading bytes as soon as they are in (a renamed executable is refused
 * before the rest is read), and the size bound is enforced on every chunk. A complete PDF is then
 * judged by a real parser (pdf-inspection/): active content or an unreadable file refuses it.
 */
export async function spoolFile(
  slot: UploadSlot,
  stream: Readable,
  clientName: string | undefined,
  dir: string,
): Promise<SpooledFile> {
  const path = join(dir, randomUUID());
  let size = 0;
  let head = Buffer.alloc(0);
  let type: DetectedFileType | null = null;

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) return done(slotError(slot, MESSAGES.uploadTooLarge, 'payload_too_large'));
      if (type === null && head.length < FILE_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, FILE_SIGNATURE_BYTES - head.length)]);
        if (head.length >= FILE_SIGNATURE_BYTES) {
          type = detectFileType(head);
          if (!type) return done(slotError(slot, MESSAGES.uploadWrongType, 'validation_failed'));
        }
      }
      done(null, chunk);
    },
  });

  const file = createWriteStream(path);
  try {
    await pipeline(stream, inspect, file);
    if (size === 0) throw slotError(slot, MESSAGES.uploadEmpty, 'validation_failed');
    // Files shorter than the signature are judged on what there is.
    type ??= detectFileType(head);
    if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
    if (type === 'pdf') await assertInertPdf(slot, path);
    return { slot, path, size, type, clientName };
  } catch (error) {
    // A refused or cut-off file leaves nothing on disk. The file may still be opening when the
    // upload fails; removed before that, it would be created afterwards and stay (found by the fuzz).
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', resolve));
    await rm(path, { force: true });
    throw error;
  }
}

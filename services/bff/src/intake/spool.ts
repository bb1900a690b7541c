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
  UPLOAD_SLOT_LABELS,
  type UploadSlot,
} from '@funding/contracts';
import { AppError } from '../errors.ts';
import { createActiveContentScanner } from './pdf-active-content.ts';

export interface SpooledFile {
  slot: UploadSlot;
  path: string;
  size: number;
  type: DetectedFileType;
  clientName: string | undefined;
}

export function slotError(
  slot: UploadSlot,
  message: string,
  code: 'validation_failed' | 'payload_too_large',
) {
  return new AppError(code, `${UPLOAD_SLOT_LABELS[slot]}: ${message}`, { [slot]: message });
}

/**
 * Streams one uploaded file to a temporary file while it arrives: memory stays at one chunk,
 * the type is decided by the leading bytes as soon as they are in (a renamed executable is refused
 * before the rest is read), PDFs are scanned for active content, and the size bound is enforced on
 * every chunk.
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
  const hasActiveContent = createActiveContentScanner();

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
      if (type === 'pdf' && hasActiveContent(chunk)) {
        return done(slotError(slot, MESSAGES.uploadActiveContent, 'validation_failed'));
      }
      done(null, chunk);
    },
    flush(done) {
      // The scanner holds back a few bytes between chunks; the file's last ones are judged here.
      if (type === 'pdf' && hasActiveContent(null)) {
        return done(slotError(slot, MESSAGES.uploadActiveContent, 'validation_failed'));
      }
      done();
    },
  });

  const file = createWriteStream(path);
  try {
    await pipeline(stream, inspect, file);
    if (size === 0) throw slotError(slot, MESSAGES.uploadEmpty, 'validation_failed');
    // Files shorter than the signature are judged on what there is.
    type ??= detectFileType(head);
    if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
    return { slot, path, size, type, clientName };
  } catch (error) {
    // A refused or cut-off file leaves nothing on disk. The file may still be opening when the
    // upload fails; removed before that, it would be created afterwards and stay (found by the fuzz).
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', resolve));
    await rm(path, { force: true });
    throw error;
  }
}

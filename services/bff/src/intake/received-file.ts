import { randomUUID } from 'node:crypto';
import { type FileHandle, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type DetectedFileType,
  detectFileType,
  FILE_SIGNATURE_BYTES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type UploadSlot,
} from '@funding/contracts';
import type { MemoryBudget } from './memory-budget.ts';
import { assertInertPdf } from './pdf-inspection/assert-inert-pdf.ts';
import { slotError } from './slot-error.ts';

/** One uploaded file, checked and complete: in memory when small, spooled to disk otherwise. */
export interface ReceivedFile {
  slot: UploadSlot;
  size: number;
  type: DetectedFileType;
  clientName: string | undefined;
  content: { chunks: Buffer[] } | { path: string };
}

export interface ReceiveOptions {
  /** Where files too large for memory are spooled (INTAKE_TMP_DIR). */
  spoolDir: string;
  /** Bytes of uploads this process holds in memory at once, shared by every request. */
  memory: MemoryBudget;
  /** A file larger than this is spooled to disk whatever the budget. */
  memoryMaxFileBytes: number;
}

/**
 * Receives one uploaded file as it arrives: the type is decided by the leading bytes as soon as they
 * are in (a renamed executable is refused before the rest is read), the size bound is enforced on
 * every chunk, and the bytes stay in memory while the file is small and the process's budget has
 * room; past either, everything goes to a spool file and memory holds one chunk. A complete PDF is
 * then judged by a real parser (pdf-inspection/): active content or an unreadable file refuses it.
 * A refused or cut-off file leaves nothing behind, in memory or on disk.
 */
export async function receiveFile(
  slot: UploadSlot,
  stream: Readable,
  clientName: string | undefined,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  let size = 0;
  let head = Buffer.alloc(0);
  let type: DetectedFileType | null = null;
  let chunks: Buffer[] = [];
  let reserved = 0;
  let spool: { path: string; handle: FileHandle } | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) throw slotError(slot, MESSAGES.uploadTooLarge, 'payload_too_large');
      if (type === null && head.length < FILE_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, FILE_SIGNATURE_BYTES - head.length)]);
        if (head.length >= FILE_SIGNATURE_BYTES) {
          type = detectFileType(head);
          if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
        }
      }
      if (!spool && size <= options.memoryMaxFileBytes && options.memory.tryReserve(chunk.length)) {
        reserved += chunk.length;
        chunks.push(chunk);
        continue;
      }
      if (!spool) {
        const path = join(options.spoolDir, randomUUID());
        spool = { path, handle: await open(path, 'wx') };
        if (chunks.length > 0) await spool.handle.writev(chunks);
        chunks = [];
        options.memory.release(reserved);
        reserved = 0;
      }
      await spool.handle.write(chunk);
    }
    if (spool) await closeSpool(spool);
    if (size === 0) throw slotError(slot, MESSAGES.uploadEmpty, 'validation_failed');
    // Files shorter than the signature are judged on what there is.
    type ??= detectFileType(head);
    if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
    if (type === 'pdf') {
      if (spool) await assertInertPdf(slot, spool.path, size);
      else await checkInMemoryPdf(slot, chunks, size, options.spoolDir);
    }
    return { slot, size, type, clientName, content: spool ? { path: spool.path } : { chunks } };
  } catch (error) {
    options.memory.release(reserved);
    if (spool) {
      await closeSpool(spool);
      await rm(spool.path, { force: true });
    }
    throw error;
  }
}

async function closeSpool(spool: { handle: FileHandle }): Promise<void> {
  // A handle closed twice throws; the second close (after a failure) has nothing to do.
  await spool.handle.close().catch(() => {});
}

/**
 * qpdf reads a file it can seek in (not a pipe), so a PDF held in memory is written to a spool file
 * for the length of its check: a small file, written once, in the page cache, and removed at once.
 */
async function checkInMemoryPdf(
  slot: UploadSlot,
  chunks: Buffer[],
  size: number,
  spoolDir: string,
): Promise<void> {
  const path = join(spoolDir, `${randomUUID()}.pdf`);
  try {
    await writeFile(path, chunks, { flag: 'wx' });
    await assertInertPdf(slot, path, size);
  } finally {
    await rm(path, { force: true });
  }
}

/** Gives back what a received file holds: its share of the memory budget, or its spool file. */
export async function releaseReceivedFile(file: ReceivedFile, memory: MemoryBudget): Promise<void> {
  if ('path' in file.content) await rm(file.content.path, { force: true });
  else memory.release(file.size);
}

import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, open, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type DetectedFileType,
  detectFileType,
  FILE_SIGNATURE_BYTES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type UploadSlot,
} from '@funding/contracts';
import type { AdmissionGate, Leave } from '@funding/platform';
import { type PdfCheck, pdfLimitsFor } from '@funding/platform/pdf-check';
import { slotError } from './slot-error.ts';

/** One uploaded file, checked and complete, as it will be stored. */
export interface ReceivedFile {
  slot: UploadSlot;
  type: DetectedFileType;
  clientName: string | undefined;
  /** The bytes to store: in memory (a small image), or a file (a spooled upload, a rewritten PDF). */
  content: { chunks: Buffer[] } | { path: string };
  /** Of `content`. */
  size: number;
  /** What the applicant sent, kept as evidence: a PDF is stored as qpdf rewrote it. */
  original: { sha256: string; sizeBytes: number };
  /** Gives back what the file holds: its share of the memory budget, or its file on disk. */
  release(): Promise<void>;
}

export interface ReceiveOptions {
  /** Where files too large for memory are spooled, and PDFs rewritten (INTAKE_TMP_DIR). */
  spoolDir: string;
  /** Bytes of uploads this process holds in memory at once, shared by every request. */
  memory: AdmissionGate;
  /** A file larger than this is spooled to disk whatever the budget. */
  memoryMaxFileBytes: number;
  /** The process's PDF check (@funding/platform/pdf-check). */
  pdfCheck: PdfCheck;
}

/**
 * Receives one uploaded file as it arrives: the type is decided by the leading bytes as soon as they
 * are in (a renamed executable is refused before the rest is read), the size bound is enforced on
 * every chunk, and the bytes stay in memory while the file is small and the process's budget has
 * room; past either, everything goes to a spool file and memory holds one chunk. A complete PDF is
 * then rewritten by qpdf and the rewrite judged (`normalizePdf`): what is stored is the file that was
 * judged. A refused or cut-off file leaves nothing behind, in memory or on disk.
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
  let held: Leave[] = [];
  const giveBackMemory = () => {
    for (const leave of held) leave();
    held = [];
  };
  const hash = createHash('sha256');
  let spool: { path: string; handle: FileHandle } | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) throw slotError(slot, MESSAGES.uploadTooLarge, 'payload_too_large');
      hash.update(chunk);
      if (type === null && head.length < FILE_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, FILE_SIGNATURE_BYTES - head.length)]);
        if (head.length >= FILE_SIGNATURE_BYTES) {
          type = detectFileType(head);
          if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
        }
      }
      const leave =
        !spool && size <= options.memoryMaxFileBytes ? options.memory.tryEnter(chunk.length) : null;
      if (leave) {
        held.push(leave);
        chunks.push(chunk);
        continue;
      }
      if (!spool) {
        const path = join(options.spoolDir, randomUUID());
        spool = { path, handle: await open(path, 'wx') };
        if (chunks.length > 0) await spool.handle.writev(chunks);
        chunks = [];
        giveBackMemory();
      }
      await spool.handle.write(chunk);
    }
    if (spool) await closeSpool(spool);
    if (size === 0) throw slotError(slot, MESSAGES.uploadEmpty, 'validation_failed');
    // Files shorter than the signature are judged on what there is.
    type ??= detectFileType(head);
    if (!type) throw slotError(slot, MESSAGES.uploadWrongType, 'validation_failed');
    const original = { sha256: hash.digest('hex'), sizeBytes: size };
    if (type === 'pdf') {
      const input = spool?.path ?? (await spoolChunks(chunks, options.spoolDir));
      chunks = [];
      giveBackMemory();
      try {
        const rewritten = await normalizePdf(slot, input, size, options);
        return { slot, type, clientName, original, ...rewritten };
      } finally {
        await rm(input, { force: true });
      }
    }
    if (spool) {
      const path = spool.path;
      return {
        slot,
        type,
        clientName,
        original,
        size,
        content: { path },
        release: () => rm(path, { force: true }),
      };
    }
    const memory = held;
    held = [];
    return {
      slot,
      type,
      clientName,
      original,
      size,
      content: { chunks },
      release: async () => {
        for (const leave of memory) leave();
      },
    };
  } catch (error) {
    giveBackMemory();
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

/** qpdf reads a file it can seek in (not a pipe): a PDF held in memory is written out for its check. */
async function spoolChunks(chunks: Buffer[], spoolDir: string): Promise<string> {
  const path = join(spoolDir, `${randomUUID()}.pdf`);
  await writeFile(path, chunks, { flag: 'wx' });
  return path;
}

/**
 * Has qpdf write the PDF at `input` again from the objects it read, and keeps the rewrite only when
 * the check finds nothing in it that could act when staff open it, and qpdf read it cleanly (what we
 * cannot read, we cannot vouch for). The error names the file control, like every upload refusal.
 */
async function normalizePdf(
  slot: UploadSlot,
  input: string,
  sizeBytes: number,
  { spoolDir, pdfCheck }: ReceiveOptions,
): Promise<Pick<ReceivedFile, 'content' | 'size' | 'release'>> {
  // The fork server takes absolute paths only (INTAKE_TMP_DIR may be relative).
  const output = resolve(spoolDir, `${randomUUID()}.rewritten.pdf`);
  const release = () => rm(output, { force: true });
  try {
    const verdict = await pdfCheck.normalize(resolve(input), output, pdfLimitsFor(sizeBytes));
    if (verdict.kind === 'active')
      throw Object.assign(slotError(slot, MESSAGES.uploadActiveContent, 'validation_failed'), {
        cause: verdict.finding,
      });
    if (verdict.kind === 'unreadable')
      throw Object.assign(slotError(slot, MESSAGES.uploadUnreadablePdf, 'validation_failed'), {
        cause: verdict.detail,
      });
    return { content: { path: output }, size: (await stat(output)).size, release };
  } catch (error) {
    await release();
    throw error;
  }
}

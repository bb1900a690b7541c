import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type UploadSlot } from '@funding/contracts';
import { readObjectBytes, schema } from '@funding/platform';
import { pdfLimitsFor } from '@funding/platform/pdf-check';
import { findActiveContentLeniently } from '@funding/platform/testing/pdf-corpus/lenient-reader';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Dependencies } from '../dependencies.ts';

/**
 * What became of a hostile PDF sent to `slot` of the application whose row id is `applicationRowId`:
 * refused with the slot's message, or kept only as a rewrite in which neither qpdf nor a reader
 * that goes front to back (pdf-lib) finds anything that can act, with what was sent kept as its
 * SHA-256 and size. Returns which of the two it was.
 */
export async function expectRefusedOrNeutralised(
  deps: Dependencies,
  response: Response,
  sent: Buffer,
  slot: UploadSlot,
  applicationRowId: () => Promise<string | undefined>,
): Promise<'refused' | 'rewritten'> {
  if (response.status === 400) {
    const body = (await response.json()) as { fields?: Record<string, string> };
    expect([MESSAGES.uploadActiveContent, MESSAGES.uploadUnreadablePdf]).toContain(body.fields?.[slot]);
    return 'refused';
  }
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const rowId = await applicationRowId();
  const [document] = await deps.db
    .select()
    .from(schema.documents)
    .where(and(eq(schema.documents.applicationId, rowId!), eq(schema.documents.slot, slot)));
  expect(document).toMatchObject({
    originalSha256: createHash('sha256').update(sent).digest('hex'),
    originalSizeBytes: sent.length,
  });
  const stored = await readObjectBytes(deps.storage, document!.storageKey);
  expect(stored.equals(sent)).toBe(false);
  expect(await findActiveContentLeniently(stored)).toBeNull();
  const dir = await mkdtemp(join(tmpdir(), 'corpus-upload-'));
  try {
    await writeFile(join(dir, 'stored.pdf'), stored);
    expect(await deps.pdfCheck.inspect(join(dir, 'stored.pdf'), pdfLimitsFor(stored.length))).toEqual({
      kind: 'inert',
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return 'rewritten';
}

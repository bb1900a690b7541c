import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3RVER_FILES, S3RVER_PATCH_MARK } from './patch-s3rver.ts';

interface Store {
  putObject(object: {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer;
  }): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
  listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: { key: string }[] }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}
const FilesystemStore = createRequire(import.meta.url)(S3RVER_FILES.store) as new (root: string) => Store;

// s3rver is the S3 server of the local stack; every install patches it (scripts/patch-s3rver.ts).
// These run its patched store as the server does, on a folder of their own.
describe('the installed s3rver store', () => {
  let root: string;
  let store: Store;
  const put = (key: string) =>
    store.putObject({
      bucket: 'b',
      key,
      metadata: { 'content-type': 'application/pdf' },
      content: Buffer.from('%PDF'),
    });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 's3rver-'));
    mkdirSync(join(root, 'b'));
    store = new FilesystemStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each(Object.values(S3RVER_FILES))('carries the patch: %s', (path) => {
    expect(readFileSync(path, 'utf8')).toContain(S3RVER_PATCH_MARK);
  });

  it('keeps the folder of a deleted object, so a PUT that has just made it can still open its file there', async () => {
    await put('applications/A/documents/one');
    await store.deleteObject('b', 'applications/A/documents/one');
    expect(existsSync(join(root, 'b/applications/A/documents'))).toBe(true);
    await put('applications/A/documents/two');
    const { objects } = await store.listObjects('b', { prefix: 'applications/' });
    expect(objects.map((o) => o.key)).toEqual(['applications/A/documents/two']);
  });

  it('fails the PUT, not the process, when its file cannot be opened', async () => {
    // A folder where the object's file goes: the open fails after the folder was made, as when a
    // concurrent delete had removed it. Unpatched, that error ended the process.
    mkdirSync(store.getResourcePath('b', 'x/y', 'object'), { recursive: true });
    await expect(put('x/y')).rejects.toBeInstanceOf(Error);
  });

  it('deletes many objects of one folder at once without an error', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `applications/B/documents/${i}`);
    await Promise.all(keys.map(put));
    await Promise.all(keys.map((key) => store.deleteObject('b', key)));
    expect((await store.listObjects('b', {})).objects).toEqual([]);
  });
});

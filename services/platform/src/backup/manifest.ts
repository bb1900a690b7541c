import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A backup is a folder:
 *   backup.json      this manifest: when, the dump's checksum, the field key ids the data needs
 *   database.dump    pg_dump in its custom format (pg_restore reads it)
 *   objects.jsonl    one line per stored object: its key, size, content type and SHA-256
 *   objects/ab/ab…   each object's bytes once, named by its SHA-256
 * The field encryption keys themselves are never in it (docs/operations.md#field-encryption-keys).
 */
export const MANIFEST_FILE = 'backup.json';
export const DATABASE_FILE = 'database.dump';
export const OBJECT_LIST_FILE = 'objects.jsonl';
export const OBJECTS_FOLDER = 'objects';

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  database: z.object({ sha256: sha256Schema, bytes: z.number().int().nonnegative() }),
  objects: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  /** The ids of the field keys the data is encrypted with: a restore needs each of them. */
  fieldKeyIds: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export const storedObjectSchema = z.object({
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string().min(1),
  sha256: sha256Schema,
});
export type StoredObject = z.infer<typeof storedObjectSchema>;

/** Where the bytes of an object with this checksum are kept in a backup folder. */
export function objectFile(dir: string, sha256: string): string {
  return join(dir, OBJECTS_FOLDER, sha256.slice(0, 2), sha256);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  return backupManifestSchema.parse(JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')));
}

export async function readObjectList(dir: string): Promise<StoredObject[]> {
  const text = await readFile(join(dir, OBJECT_LIST_FILE), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => storedObjectSchema.parse(JSON.parse(line)));
}

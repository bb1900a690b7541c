import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage.ts';
import { objectFile, type StoredObject } from './manifest.ts';

// Objects are small (a statement is at most 10 MiB) and many: a few at a time keeps the store's
// round trips overlapping without holding more than a few files' worth of sockets.
const OBJECTS_AT_ONCE = 8;

/**
 * Copies every object of the bucket into `dir` (each object's bytes once, named by SHA-256) and
 * returns the list with keys, sizes, content types and checksums. The checksum is taken from the
 * bytes as they stream to disk, so what the list says is what the folder holds.
 */
export async function copyObjectsOut(storage: Storage, dir: string): Promise<StoredObject[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list('')) keys.push(key);
  const copied = await mapAtMost(OBJECTS_AT_ONCE, keys, async (key) => {
    const described = await storage.stat(key);
    const body = await storage.getStream(key);
    // Removed since it was listed (a disposal, an orphan sweep): not part of the backup.
    if (!described || !body) return null;
    const temporary = `${dir}/.partial-${randomBytes(8).toString('hex')}`;
    const hash = createHash('sha256');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(body, hashing, createWriteStream(temporary));
    const sha256 = hash.digest('hex');
    const file = objectFile(dir, sha256);
    await mkdir(dirname(file), { recursive: true });
    await rename(temporary, file);
    return { key, size, contentType: described.contentType, sha256 };
  });
  return copied.filter((object): object is StoredObject => object !== null);
}

/**
 * Puts every listed object back into the bucket from `dir`, checking each file's SHA-256 against
 * the list first: a damaged backup stops the restore, naming the object, instead of restoring
 * wrong bytes under a good key.
 */
export async function copyObjectsIn(storage: Storage, dir: string, objects: StoredObject[]): Promise<void> {
  await mapAtMost(OBJECTS_AT_ONCE, objects, async (object) => {
    const file = objectFile(dir, object.sha256);
    const actual = await sha256OfFile(file);
    if (actual !== object.sha256 || (await stat(file)).size !== object.size)
      throw new Error(
        `The backup's copy of ${object.key} is damaged: its SHA-256 is ${actual}, not ${object.sha256}`,
      );
    await storage.putFile(object.key, file, object.size, object.contentType);
  });
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `work` over `items`, at most `limit` at a time, results in the items' order; the first failure rejects. */
async function mapAtMost<Item, Result>(
  limit: number,
  items: readonly Item[],
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

import type { Storage } from '../storage.ts';

/** The keys of the objects under `prefix`, in the order the store lists them. */
export async function objectKeys(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.client.listObjectsV2(storage.bucket, prefix, true))
    if (item.name) keys.push(item.name);
  return keys;
}

/** How many objects are under `prefix`: what a refused request must leave as it found. */
export async function countObjects(storage: Storage, prefix: string): Promise<number> {
  return (await objectKeys(storage, prefix)).length;
}

import type { Storage } from '../storage.ts';

/** The keys of the objects under `prefix`, in the order the store lists them. */
export async function objectKeys(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys;
}

/** How many objects are under `prefix`: what a refused request must leave as it found. */
export async function countObjects(storage: Storage, prefix: string): Promise<number> {
  return (await objectKeys(storage, prefix)).length;
}

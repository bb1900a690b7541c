import { stat } from 'node:fs/promises';
import type { Storage } from '../storage.ts';
import { sha256OfFile } from './object-copy.ts';

/**
 * The nightly database dumps in object storage (the Kubernetes CronJob funding-database-backup):
 * `database/<UTC time>.dump` with its SHA-256 beside it in `<same>.dump.sha256`. The time is in the
 * key, so what is old is read from the name, not from a server's clock.
 */
const PREFIX = 'database/';
const DUMP = /^database\/(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.dump(\.sha256)?$/;

export function databaseDumpKey(takenAt: Date): string {
  const stamp = takenAt.toISOString().slice(0, 19).replaceAll(':', '');
  return `${PREFIX}${stamp}Z.dump`;
}

function takenAtOf(key: string): Date | null {
  const match = DUMP.exec(key);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/** Puts the dump and its checksum into the backup bucket; returns the dump's key. */
export async function storeDatabaseDump(storage: Storage, file: string, takenAt: Date): Promise<string> {
  await storage.ensureBucket();
  const key = databaseDumpKey(takenAt);
  const sha256 = await sha256OfFile(file);
  await storage.putFile(key, file, (await stat(file)).size, 'application/octet-stream');
  // Written last: a dump without its checksum is one whose upload did not finish.
  await storage.putBytes(
    `${key}.sha256`,
    Buffer.from(`${sha256}  ${key.slice(PREFIX.length)}\n`),
    'text/plain',
  );
  return key;
}

/**
 * Removes the dumps (and their checksums) taken more than `retentionDays` before `now`; the newest
 * dump is always kept, so a job that has failed for weeks never leaves the bucket empty.
 */
export async function pruneDatabaseDumps(
  storage: Storage,
  retentionDays: number,
  now: Date,
): Promise<string[]> {
  const dumps: { key: string; takenAt: Date }[] = [];
  for await (const { key } of storage.list(PREFIX)) {
    const takenAt = takenAtOf(key);
    if (takenAt) dumps.push({ key, takenAt });
  }
  const newest = Math.max(
    ...dumps.filter(({ key }) => key.endsWith('.dump')).map(({ takenAt }) => takenAt.getTime()),
  );
  const cutoff = now.getTime() - retentionDays * 86_400_000;
  const expired = dumps
    .filter(({ takenAt }) => takenAt.getTime() < cutoff && takenAt.getTime() !== newest)
    .map(({ key }) => key);
  await storage.removeObjects(expired);
  return expired;
}

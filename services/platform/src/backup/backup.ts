import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import type { FieldCipher } from '../field-cipher.ts';
import { assertFieldKeysReadable, assertKeysConfigured, fieldKeyUse } from '../field-key-check.ts';
import type { Storage } from '../storage.ts';
import { dumpDatabase, restoreDatabase } from './database-dump.ts';
import {
  type BackupManifest,
  DATABASE_FILE,
  MANIFEST_FILE,
  OBJECT_LIST_FILE,
  readManifest,
  readObjectList,
} from './manifest.ts';
import { copyObjectsIn, copyObjectsOut, sha256OfFile } from './object-copy.ts';

export interface BackupTarget {
  databaseUrl: string;
  storage: Storage;
  /** The backup folder: new or empty when taking one. */
  dir: string;
}

/**
 * A backup of the whole system's state: the database first (one consistent snapshot), then every
 * object. An object written after the dump belongs to no restored row and the orphan sweep takes
 * it; an object removed after the dump (a disposal) is missing, and the restored row, due again,
 * is disposed of by the next run of the retention policy. Redis is not backed up: the sweeper
 * queues again whatever the restored rows say is unfinished.
 */
export async function takeBackup({ databaseUrl, storage, dir }: BackupTarget): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`The backup folder ${dir} is not empty`);
  const takenAt = new Date().toISOString();
  const databaseFile = join(dir, DATABASE_FILE);
  await dumpDatabase(databaseUrl, databaseFile);
  const fieldKeyIds = await withSql(databaseUrl, async (sql) => Object.keys(await fieldKeyUse(sql)));
  const objects = await copyObjectsOut(storage, dir);
  await writeFile(
    join(dir, OBJECT_LIST_FILE),
    objects.map((object) => `${JSON.stringify(object)}\n`).join(''),
  );
  const manifest: BackupManifest = {
    format: 1,
    takenAt,
    database: { sha256: await sha256OfFile(databaseFile), bytes: (await stat(databaseFile)).size },
    objects: { count: objects.length, bytes: objects.reduce((sum, object) => sum + object.size, 0) },
    fieldKeyIds: fieldKeyIds.sort(),
  };
  // Written last: a folder without it is a backup that did not finish.
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Brings an empty system back from a backup: checks that the configured field keys are the data's
 * (by id before anything is written, then by decrypting a sample once the rows are in), restores
 * the database, then every object with its checksum checked. A key that does not read the data
 * stops the restore with UnreadableDataError naming it, and the database is emptied again, so that
 * nothing starts on data it cannot read and the restore can be run again with the right key.
 */
export async function restoreBackup({
  databaseUrl,
  storage,
  dir,
  cipher,
}: BackupTarget & { cipher: FieldCipher }): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  assertKeysConfigured(cipher, manifest.fieldKeyIds);
  const databaseFile = join(dir, DATABASE_FILE);
  const dumpSha256 = await sha256OfFile(databaseFile);
  if (dumpSha256 !== manifest.database.sha256)
    throw new Error(
      `The backup's database dump is damaged: its SHA-256 is ${dumpSha256}, not ${manifest.database.sha256}`,
    );
  const objects = await readObjectList(dir);
  if (objects.length !== manifest.objects.count)
    throw new Error(
      `The backup lists ${objects.length} objects; its manifest says ${manifest.objects.count}`,
    );

  await withSql(databaseUrl, assertEmptyDatabase);
  await storage.ensureBucket();
  for await (const { key } of storage.list(''))
    throw new Error(`The bucket ${storage.bucket} is not empty (it holds ${key})`);

  await restoreDatabase(databaseUrl, databaseFile);
  await withSql(databaseUrl, async (sql) => {
    try {
      await assertFieldKeysReadable(sql, cipher);
    } catch (error) {
      await emptyDatabase(sql);
      throw error;
    }
  });
  await copyObjectsIn(storage, dir, objects);
  return manifest;
}

async function withSql<T>(databaseUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

// The schemas a migrated database has: the application's tables and drizzle's record of migrations.
const SCHEMAS = ['public', 'drizzle'];

async function assertEmptyDatabase(sql: postgres.Sql): Promise<void> {
  const [table] = await sql<{ name: string }[]>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ${sql(SCHEMAS)} limit 1`;
  if (table)
    throw new Error(
      `The database to restore into is not empty (it has ${table.name}): restore into a new database`,
    );
}

async function emptyDatabase(sql: postgres.Sql): Promise<void> {
  for (const schema of SCHEMAS) await sql.unsafe(`drop schema if exists "${schema}" cascade`);
  await sql`create schema public`;
}

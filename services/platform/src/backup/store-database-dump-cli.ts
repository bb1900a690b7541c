import { loadDatabaseDumpStoreEnv } from '../env.ts';
import { storageFromEnv } from '../storage.ts';
import { pruneDatabaseDumps, storeDatabaseDump } from './database-dump-store.ts';

// The nightly CronJob funding-database-backup (`node dist/bff/store-database-dump.mjs` in the bff
// image): its first container, the Postgres image, writes pg_dump's custom format to
// DATABASE_DUMP_FILE; this puts it with its SHA-256 into BACKUP_BUCKET and removes the dumps older
// than BACKUP_RETENTION_DAYS (docs/operations.md#backups-and-restore).
const env = loadDatabaseDumpStoreEnv();
const storage = storageFromEnv({ ...env, S3_BUCKET: env.BACKUP_BUCKET });
const now = new Date();
const key = await storeDatabaseDump(storage, env.DATABASE_DUMP_FILE, now);
console.log(`stored ${key} in ${env.BACKUP_BUCKET}`);
for (const removed of await pruneDatabaseDumps(storage, env.BACKUP_RETENTION_DAYS, now))
  console.log(`removed ${removed} (older than ${env.BACKUP_RETENTION_DAYS} days)`);

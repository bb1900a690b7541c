import { loadBackupEnv } from '../env.ts';
import { storageFromEnv } from '../storage.ts';
import { takeBackup } from './backup.ts';

// `make backup BACKUP_DIR=<folder>`: the database (pg_dump, custom format) and every stored object
// with its key and SHA-256, into a new folder (docs/operations.md#backups-and-restore).
const env = loadBackupEnv();
const started = Date.now();
try {
  const manifest = await takeBackup({
    databaseUrl: env.DATABASE_URL,
    storage: storageFromEnv(env),
    dir: env.BACKUP_DIR,
  });
  console.log(
    `Backed up to ${env.BACKUP_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s: database dump ${manifest.database.bytes} bytes, ${manifest.objects.count} objects (${manifest.objects.bytes} bytes); field keys needed to restore: ${manifest.fieldKeyIds.join(', ') || 'none'}`,
  );
} catch (error) {
  // A folder without backup.json is a backup that did not finish: say so rather than leave it to look whole.
  console.error(
    `Backup failed (${env.BACKUP_DIR} is incomplete; remove it): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}

import { loadRestoreEnv } from '../env.ts';
import { createFieldCipher } from '../field-cipher.ts';
import { storageFromEnv } from '../storage.ts';
import { restoreBackup } from './backup.ts';

// `make restore BACKUP_DIR=<folder>`: a new, empty database and bucket (DATABASE_URL, S3_BUCKET)
// brought back from a backup, with FIELD_ENCRYPTION_KEYS holding the keys the data was written
// with (docs/operations.md#backups-and-restore). Start the services on it afterwards: the sweeper
// queues again whatever was in flight.
const env = loadRestoreEnv();
const started = Date.now();
try {
  const manifest = await restoreBackup({
    databaseUrl: env.DATABASE_URL,
    storage: storageFromEnv(env),
    dir: env.BACKUP_DIR,
    cipher: createFieldCipher(env.FIELD_ENCRYPTION_KEYS),
  });
  console.log(
    `Restored the backup of ${manifest.takenAt} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.objects.count} objects`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

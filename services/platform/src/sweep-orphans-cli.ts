import { createDatabase } from './db/client.ts';
import { loadOrphanSweepEnv } from './env.ts';
import { sweepOrphanObjects } from './orphan-objects.ts';
import { storageFromEnv } from './storage.ts';

// `npm run storage:sweep-orphans` (`node dist/bff/sweep-orphans.mjs` in the bff image, daily as the
// Kubernetes CronJob funding-orphan-sweep): removes stored objects that no application owns.
// `--dry-run` lists them and removes nothing.
const env = loadOrphanSweepEnv();
const dryRun = process.argv.includes('--dry-run');
const { sql, close } = createDatabase({ url: env.DATABASE_URL, poolSize: 1 });

try {
  const { objectsScanned, orphans } = await sweepOrphanObjects({
    sql,
    storage: storageFromEnv(env),
    graceMs: env.ORPHAN_GRACE_HOURS * 3_600_000,
    dryRun,
  });
  for (const key of orphans) console.log(`${dryRun ? 'would remove' : 'removed'} ${key}`);
  console.log(
    `Scanned ${objectsScanned} objects; ${orphans.length} ${dryRun ? 'orphans found (dry run)' : 'orphans removed'}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}

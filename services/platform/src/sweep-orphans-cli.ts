import { createDatabase } from './db/client.ts';
import { loadOrphanSweepEnv } from './env.ts';
import { sweepOrphanObjects } from './orphan-objects.ts';
import { storageFromEnv } from './storage.ts';
import { sweepWebBuilds } from './web-builds/sweep-web-builds.ts';

// `npm run storage:sweep-orphans` (`node dist/bff/sweep-orphans.mjs` in the bff image, daily as the
// Kubernetes CronJob funding-orphan-sweep): removes stored objects that no application owns, then
// the files of web builds no BFF has served for WEB_BUILD_RETENTION_DAYS.
// `--dry-run` lists them and removes nothing.
const env = loadOrphanSweepEnv();
const dryRun = process.argv.includes('--dry-run');
const { sql, close } = createDatabase({ url: env.DATABASE_URL, poolSize: 1 });
const storage = storageFromEnv(env);
const verb = dryRun ? 'would remove' : 'removed';

try {
  const { objectsScanned, orphans } = await sweepOrphanObjects({
    sql,
    storage,
    graceMs: env.ORPHAN_GRACE_HOURS * 3_600_000,
    dryRun,
  });
  for (const key of orphans) console.log(`${verb} ${key}`);
  console.log(
    `Scanned ${objectsScanned} objects; ${orphans.length} ${dryRun ? 'orphans found (dry run)' : 'orphans removed'}`,
  );
  const builds = await sweepWebBuilds({
    storage,
    retentionMs: env.WEB_BUILD_RETENTION_DAYS * 86_400_000,
    dryRun,
  });
  for (const key of builds.removedAssets) console.log(`${verb} ${key}`);
  console.log(
    `Web builds: ${builds.keptBuilds.length} kept, ${builds.removedBuilds.length} past ${env.WEB_BUILD_RETENTION_DAYS} days ${verb} with ${builds.removedAssets.length} files`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Logger, neverThrows, publishWebBuild, type Storage } from '@funding/platform';

/** Often enough that a build being served is never mistaken for an old one (the sweep keeps 14 days). */
const REFRESH_MS = 6 * 3_600_000;
const RETRY_MS = 60_000;

/**
 * Publishes the web build this BFF serves to object storage at start (before it takes traffic, so
 * other replicas can serve its files to browsers it has answered), then rewrites its manifest every
 * few hours so the orphan sweep knows the build is still served. A failure never stops the BFF: it
 * serves its own files regardless, and the next attempt comes a minute later.
 */
export async function keepWebBuildPublished(
  storage: Storage,
  distDir: string,
  logger: Logger,
): Promise<{ stop: () => void }> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  if (!existsSync(join(distDir, 'index.html'))) return { stop: () => undefined };
  const publish = async () => {
    try {
      const { buildId, stored, assets } = await publishWebBuild(storage, distDir);
      logger.info({ buildId, files: assets.length, stored: stored.length }, 'web build published');
      return REFRESH_MS;
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'could not publish the web build; retrying');
      return RETRY_MS;
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(
      neverThrows(() => publish().then(schedule)),
      delay,
    );
    timer.unref();
  };
  schedule(await publish());
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

import type { Storage } from '../storage.ts';
import { WEB_ASSETS_ROOT, WEB_BUILDS_ROOT, type WebBuildManifest, webAssetKey } from './keys.ts';

export interface WebBuildSweepOptions {
  storage: Storage;
  /** How long a build's files stay after the last BFF serving it stopped (or last refreshed it). */
  retentionMs: number;
  now?: Date;
  dryRun?: boolean;
}

export interface WebBuildSweepResult {
  /** Builds still kept: served within the retention period, and always the newest. */
  keptBuilds: string[];
  removedBuilds: string[];
  /** Keys of the files removed (or, in a dry run, that would be). */
  removedAssets: string[];
}

interface Listed {
  name: string;
  lastModified: Date;
}

async function list(storage: Storage, prefix: string): Promise<Listed[]> {
  const found: Listed[] = [];
  for await (const item of storage.list(prefix)) {
    if (item.lastModified) found.push({ name: item.key, lastModified: item.lastModified });
  }
  return found;
}

async function readManifest(storage: Storage, key: string): Promise<WebBuildManifest> {
  const bytes = await storage.getBytes(key);
  const parsed = JSON.parse(bytes.toString('utf8')) as Partial<WebBuildManifest>;
  if (!Array.isArray(parsed.assets) || !parsed.assets.every((name) => typeof name === 'string')) {
    throw new Error(`${key} is not a web build manifest`);
  }
  return { buildId: String(parsed.buildId), assets: parsed.assets };
}

/**
 * Removes the files of web builds that no BFF has served for `retentionMs`: a browser that opened
 * the form that long ago and never reloaded gets the reload-with-draft path instead
 * (web/src/new-build). A file is removed only when no kept build names it and it is itself older
 * than the retention period, so a build being published right now (files first, manifest last) is
 * never touched. The newest build is always kept, whatever its age. A kept manifest that cannot be
 * read stops the sweep before anything is removed: its files cannot be told apart.
 */
export async function sweepWebBuilds({
  storage,
  retentionMs,
  now = new Date(),
  dryRun = false,
}: WebBuildSweepOptions): Promise<WebBuildSweepResult> {
  const cutoff = now.getTime() - retentionMs;
  const manifests = (await list(storage, WEB_BUILDS_ROOT)).sort(
    (a, b) => b.lastModified.getTime() - a.lastModified.getTime(),
  );
  const kept = manifests.filter((m, index) => index === 0 || m.lastModified.getTime() >= cutoff);
  const stale = manifests.filter((m) => !kept.includes(m));
  const keep = new Set<string>();
  for (const manifest of kept) {
    for (const name of (await readManifest(storage, manifest.name)).assets) keep.add(webAssetKey(name));
  }
  const removedAssets = (await list(storage, WEB_ASSETS_ROOT))
    .filter((asset) => !keep.has(asset.name) && asset.lastModified.getTime() < cutoff)
    .map((asset) => asset.name);
  const buildIdOf = (key: string) => key.slice(WEB_BUILDS_ROOT.length).replace(/\.json$/, '');
  if (!dryRun) {
    // Files before manifests: a sweep cut short leaves a manifest to find them by next time.
    for (const key of removedAssets) await storage.removeObjects([key]);
    for (const manifest of stale) await storage.removeObjects([manifest.name]);
  }
  return {
    keptBuilds: kept.map((m) => buildIdOf(m.name)),
    removedBuilds: stale.map((m) => buildIdOf(m.name)),
    removedAssets,
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Storage } from '../storage.ts';
import { type WebBuildManifest, webAssetContentType, webAssetKey, webBuildKey } from './keys.ts';

export interface PublishedWebBuild {
  buildId: string;
  /** Files this call stored; the others were there already (from another replica or an earlier start). */
  stored: string[];
  assets: string[];
}

/** A build is named by its index.html, which names the entry files by their content hashes. */
export function webBuildId(distDir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(distDir, 'index.html')))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Copies the hashed files of the build in `distDir` to object storage, where every BFF can serve
 * them to a browser that still runs this build after the next deploy. Idempotent and safe to run
 * from every replica at once: a hashed name always holds the same bytes, so a file already stored
 * is left alone, and two replicas storing it together store the same thing. The build's manifest
 * is written last, every time, so its age says when this build was last served (the sweep keeps a
 * build's files while its manifest is younger than the retention period).
 */
export async function publishWebBuild(storage: Storage, distDir: string): Promise<PublishedWebBuild> {
  const assetsDir = join(distDir, 'assets');
  const buildId = webBuildId(distDir);
  const names = existsSync(assetsDir)
    ? readdirSync(assetsDir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && webAssetContentType(entry.name) !== null)
        .map((entry) => entry.name)
        .sort()
    : [];
  const stored: string[] = [];
  // A few at a time: a build has a dozen files, and a starting pod should not burst the store.
  for (let start = 0; start < names.length; start += 4) {
    await Promise.all(
      names.slice(start, start + 4).map(async (name) => {
        const key = webAssetKey(name);
        if (await storage.exists(key)) return;
        await storage.putBytes(key, readFileSync(join(assetsDir, name)), webAssetContentType(name)!);
        stored.push(name);
      }),
    );
  }
  const manifest: WebBuildManifest = { buildId, assets: names };
  await storage.putBytes(webBuildKey(buildId), Buffer.from(JSON.stringify(manifest)), 'application/json');
  return { buildId, stored: stored.sort(), assets: names };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readObjectBytes } from '../object-bytes.ts';
import { createStorage } from '../storage.ts';
import { integrationEnv } from '../testing/integration-env.ts';
import { WEB_ASSETS_ROOT, WEB_BUILDS_ROOT, webAssetKey } from './keys.ts';
import { publishWebBuild } from './publish-web-build.ts';
import { openRetainedAsset } from './retained-asset.ts';
import { sweepWebBuilds } from './sweep-web-builds.ts';

// A bucket of its own: the sweep removes what it lists.
const env = integrationEnv();
const storage = createStorage({
  endpoint: env.S3_ENDPOINT!,
  region: env.S3_REGION ?? 'us-east-1',
  bucket: `web-builds-${randomBytes(4).toString('hex')}`,
  accessKey: env.S3_ACCESS_KEY!,
  secretKey: env.S3_SECRET_KEY!,
});
const workDir = mkdtempSync(join(tmpdir(), 'web-builds-'));
const DAY = 86_400_000;

/** A web build as Vite writes it: index.html naming an entry, hashed files under assets/. */
function fakeBuild(name: string, files: Record<string, string>): string {
  const dir = join(workDir, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const entry = Object.keys(files).find((file) => file.startsWith('index-'));
  writeFileSync(join(dir, 'index.html'), `<script type="module" src="/assets/${entry}"></script>`);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, 'assets', file), content);
  return dir;
}

async function keys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of storage.list(prefix)) found.push(item.key);
  return found.sort();
}

const buildA = fakeBuild('a', {
  'index-AAAA1111.js': 'import("./Step-AAAA2222.js")',
  'Step-AAAA2222.js': 'export const step = "a"',
  'index-AAAA3333.css': 'body{color:red}',
  'shared-SSSS0000.js': 'export const shared = 1',
});
const buildB = fakeBuild('b', {
  'index-BBBB1111.js': 'import("./Step-BBBB2222.js")',
  'Step-BBBB2222.js': 'export const step = "b"',
  'index-AAAA3333.css': 'body{color:red}',
  'shared-SSSS0000.js': 'export const shared = 1',
});

beforeAll(() => storage.ensureBucket());
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('publishing a web build', () => {
  it('stores every hashed file once and a manifest of the build; again is a no-op but for the manifest', async () => {
    const first = await publishWebBuild(storage, buildA);
    expect(first.stored).toEqual([
      'Step-AAAA2222.js',
      'index-AAAA1111.js',
      'index-AAAA3333.css',
      'shared-SSSS0000.js',
    ]);
    const again = await publishWebBuild(storage, buildA);
    expect(again).toMatchObject({ buildId: first.buildId, stored: [] });
    // Build B, deployed later (storage keeps whole seconds), shares two files with A: only its own
    // are stored.
    await sleep(1_100);
    const second = await publishWebBuild(storage, buildB);
    expect(second.stored).toEqual(['Step-BBBB2222.js', 'index-BBBB1111.js']);
    expect(second.buildId).not.toBe(first.buildId);
    expect(await keys(WEB_BUILDS_ROOT)).toEqual(
      [first.buildId, second.buildId].map((id) => `${WEB_BUILDS_ROOT}${id}.json`).sort(),
    );
    expect((await readObjectBytes(storage, webAssetKey('Step-AAAA2222.js'))).toString()).toBe(
      'export const step = "a"',
    );
  });

  it('serves a published file with its type, and nothing for unknown or malformed names', async () => {
    const asset = await openRetainedAsset(storage, 'Step-AAAA2222.js');
    expect(asset?.contentType).toBe('text/javascript; charset=utf-8');
    const chunks: Buffer[] = [];
    for await (const chunk of asset!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('export const step = "a"');
    expect(await openRetainedAsset(storage, 'Step-GONE0000.js')).toBeNull();
    for (const name of ['../builds/x.json', 'a/b.js', '.hidden.js', 'x.html', 'x.exe', '', 'x..js']) {
      expect(await openRetainedAsset(storage, name), name).toBeNull();
    }
  });
});

describe('sweeping old web builds', () => {
  it('keeps everything within the retention period', async () => {
    const result = await sweepWebBuilds({ storage, retentionMs: DAY });
    expect(result.removedAssets).toEqual([]);
    expect(result.removedBuilds).toEqual([]);
    expect(result.keptBuilds).toHaveLength(2);
  });

  it('past it, removes the files only the old build named and its manifest, and keeps the newest build', async () => {
    // A sweep a month from now: both builds are past 14 days, but B is the newest and stays.
    const later = new Date(Date.now() + 30 * DAY);
    const dryRun = await sweepWebBuilds({ storage, retentionMs: 14 * DAY, now: later, dryRun: true });
    expect(dryRun.removedAssets).toEqual([webAssetKey('Step-AAAA2222.js'), webAssetKey('index-AAAA1111.js')]);
    expect((await keys(WEB_ASSETS_ROOT)).length).toBe(6);

    const swept = await sweepWebBuilds({ storage, retentionMs: 14 * DAY, now: later });
    expect(swept.removedAssets).toEqual(dryRun.removedAssets);
    expect(swept.removedBuilds).toHaveLength(1);
    expect(await keys(WEB_ASSETS_ROOT)).toEqual(
      ['Step-BBBB2222.js', 'index-AAAA3333.css', 'index-BBBB1111.js', 'shared-SSSS0000.js'].map(webAssetKey),
    );
    expect(await openRetainedAsset(storage, 'Step-AAAA2222.js')).toBeNull();
    expect(await keys(WEB_BUILDS_ROOT)).toHaveLength(1);
  });

  it('never removes a file younger than the retention period, named or not (a build being published)', async () => {
    const orphan = Buffer.from('export {}');
    await storage.putBytes(webAssetKey('new-NNNN0000.js'), orphan, 'text/javascript');
    const result = await sweepWebBuilds({ storage, retentionMs: DAY });
    expect(result.removedAssets).toEqual([]);
    const later = await sweepWebBuilds({ storage, retentionMs: DAY, now: new Date(Date.now() + 2 * DAY) });
    expect(later.removedAssets).toEqual([webAssetKey('new-NNNN0000.js')]);
  });

  it('stops before removing anything when a kept manifest cannot be read', async () => {
    // Written a second later than B's manifest (storage keeps whole seconds), so it is the newest
    // build: kept, unreadable, while B's files are past the retention and would go.
    await sleep(1_100);
    const broken = Buffer.from('not json');
    await storage.putBytes(`${WEB_BUILDS_ROOT}broken.json`, broken, 'application/json');
    const before = await keys(WEB_ASSETS_ROOT);
    await expect(
      sweepWebBuilds({ storage, retentionMs: DAY, now: new Date(Date.now() + 2 * DAY) }),
    ).rejects.toThrow(/broken\.json|JSON/);
    expect(await keys(WEB_ASSETS_ROOT)).toEqual(before);
  });
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BundleResult, bundleService, SERVICE_BUNDLES, type ServiceName } from '../bundle-services.ts';
import { SHARED_IMAGE_BUNDLES_VARIABLE, sharedHandle } from './env.ts';

/**
 * Each service bundled into its image's layout (scripts/bundle-services.ts), for the tests that
 * check that layout or run it: three test files, which used to bundle all three services each.
 * A test run (scripts/test/run.ts) builds them once (`buildImageBundles`) and hands the folder
 * to every tier in TEST_IMAGE_BUNDLES; a test file run alone builds what it asks for in a folder of
 * its own. The bundles are read only: a test that runs one keeps what the service writes elsewhere.
 */
export interface ImageBundle extends BundleResult {
  /** `<outDir>`: dist/<service>/, node_modules/ and drizzle/ as in the image. */
  outDir: string;
}

export interface ImageBundlesHandle {
  dir: string;
}

const SERVICES = Object.keys(SERVICE_BUNDLES) as ServiceName[];
const resultFile = (dir: string, service: ServiceName) => join(dir, `${service}.json`);

async function build(dir: string, service: ServiceName): Promise<ImageBundle> {
  const outDir = join(dir, service);
  const bundle = { outDir, ...(await bundleService(service, outDir)) };
  writeFileSync(resultFile(dir, service), JSON.stringify(bundle));
  return bundle;
}

/** Bundles every service under `dir` for a test run to hand on; resolves with the handle. */
export async function buildImageBundles(dir: string): Promise<ImageBundlesHandle> {
  mkdirSync(dir, { recursive: true });
  await Promise.all(SERVICES.map((service) => build(dir, service)));
  return { dir };
}

const ownBundles = new Map<string, Promise<ImageBundle>>();

/**
 * The image layout of `service`: the one the test run built, else one built under `ownDir` (a
 * folder the calling file removes when it ends), once per folder and service.
 */
export function imageBundle(service: ServiceName, ownDir: string): Promise<ImageBundle> {
  const shared = sharedHandle<ImageBundlesHandle>(SHARED_IMAGE_BUNDLES_VARIABLE);
  if (shared)
    return Promise.resolve(JSON.parse(readFileSync(resultFile(shared.dir, service), 'utf8')) as ImageBundle);
  const key = join(ownDir, service);
  let bundle = ownBundles.get(key);
  if (!bundle) {
    bundle = build(ownDir, service);
    ownBundles.set(key, bundle);
  }
  return bundle;
}

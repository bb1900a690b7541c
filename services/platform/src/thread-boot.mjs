// How a worker thread starts when the services run from their TypeScript: each pool's boot file
// (`<name>-thread-boot.mjs` beside the pool) hands its thread module to `threadModule`. A bundled
// image never runs this: there the boot file's name is the thread module itself, bundled
// (scripts/bundle-services.ts). Plain JavaScript, as it runs before any TypeScript loader.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The default export of a thread's module. A test run (scripts/test/run.ts) bundles the services
 * once and names the folder of their threads' bundles in TEST_THREAD_BUNDLES: a thread started from
 * there loads in a fifth of the CPU of one whose TypeScript tsx compiles, and the unit and
 * integration tests start dozens. Otherwise (a test file run alone, `make dev`) tsx is registered
 * in the thread, which does not inherit a loader given to its process, and the source is loaded,
 * after `beforeSource` (modules that Node itself should load first).
 *
 * @param {string} bootName the boot file's name without `.mjs`, the bundled thread's name
 * @param {URL} source the thread module's TypeScript
 * @param {() => Promise<unknown>} [beforeSource]
 */
export async function threadModule(bootName, source, beforeSource) {
  // Read here, not through platform's env.ts: this runs before a TypeScript module can be loaded.
  const bundles = process.env.TEST_THREAD_BUNDLES;
  if (bundles) return (await import(pathToFileURL(join(bundles, `${bootName}.mjs`)).href)).default;
  await beforeSource?.();
  const { register } = await import('tsx/esm/api');
  register();
  return (await import(source.href)).default;
}

/**
 * What the stack takes from the environment it runs in, read here only (one env module per
 * program). Read at each call, not once: a child started later sees what its parent has then.
 */

/** Passed on to every process the stack starts (PATH, HOME, a proxy), under that process's own settings. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/**
 * A test run (scripts/test/run.ts) starts the servers and the system once, and bundles the services
 * into their images' layout once, and hands them to each tier in these variables (JSON); a tier
 * started without them makes its own.
 */
export const SHARED_STACK_VARIABLE = 'TEST_STACK';
export const SHARED_SYSTEM_VARIABLE = 'TEST_SYSTEM';
export const SHARED_IMAGE_BUNDLES_VARIABLE = 'TEST_IMAGE_BUNDLES';
/**
 * The folder of the services bundled once by the run to run from the repository
 * (`bundleRunningServices`): the shared system runs it, and so do the processes a tier starts of its
 * own (the fault tests' system, a test's extra worker). A path, not JSON.
 */
export const SERVICE_BUNDLE_VARIABLE = 'TEST_SERVICE_BUNDLE';
/** The folder of that bundle's worker threads, which pools started from source run (services/platform/src/thread-boot.mjs). */
export const THREAD_BUNDLES_VARIABLE = 'TEST_THREAD_BUNDLES';

/**
 * The run's service bundle (SERVICE_BUNDLE_VARIABLE), for a system or a service process a test starts
 * of its own (`bundled`, `spawnService`'s `bundleDir`); none for a test run alone, whose services
 * then run their TypeScript through tsx.
 */
export function sharedServiceBundle(): string | undefined {
  return process.env[SERVICE_BUNDLE_VARIABLE] || undefined;
}

export function sharedHandle<T>(
  variable:
    | typeof SHARED_STACK_VARIABLE
    | typeof SHARED_SYSTEM_VARIABLE
    | typeof SHARED_IMAGE_BUNDLES_VARIABLE,
): T | null {
  const value = process.env[variable];
  return value ? (JSON.parse(value) as T) : null;
}

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
/** The folder of those bundles' worker threads, which pools started from source run (services/platform/src/thread-boot.mjs). */
export const THREAD_BUNDLES_VARIABLE = 'TEST_THREAD_BUNDLES';

export function sharedHandle<T>(
  variable:
    | typeof SHARED_STACK_VARIABLE
    | typeof SHARED_SYSTEM_VARIABLE
    | typeof SHARED_IMAGE_BUNDLES_VARIABLE,
): T | null {
  const value = process.env[variable];
  return value ? (JSON.parse(value) as T) : null;
}

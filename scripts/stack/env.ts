/**
 * What the stack takes from the environment it runs in, read here only (one env module per
 * program). Read at each call, not once: a child started later sees what its parent has then.
 */

/** Passed on to every process the stack starts (PATH, HOME, a proxy), under that process's own settings. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return process.env;
}

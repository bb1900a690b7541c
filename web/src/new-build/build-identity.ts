// Which build a page runs, and which one the server serves now, each named by the hashed entry
// script that index.html loads (`/assets/index-<hash>.js`): a new build has a new one.

const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/i;

/** The path of the entry script an index.html loads, or null if it names none. */
export function entryScriptOf(html: string): string | null {
  const src = ENTRY_SCRIPT.exec(html)?.[1];
  if (!src) return null;
  try {
    return new URL(src, 'http://build.invalid').pathname;
  } catch {
    return null;
  }
}

/** The entry script of the build running in this page. */
export function runningEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
}

/**
 * Whether the server now serves another build than the one running here: the page asks for
 * index.html again, past every cache. False when it cannot tell (offline, an error answer): a
 * failed download is then a network problem, not a deploy, and reloading would not help.
 */
export async function anotherBuildIsServed(): Promise<boolean> {
  const running = runningEntryScript();
  if (!running) return false;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return false;
    const served = entryScriptOf(await response.text());
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

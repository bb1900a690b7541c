import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_MARKER_KEY } from './reload-marker';

// The page as the browser gives it: the running build's entry script, this tab's sessionStorage,
// location.reload and fetch (which answers with the index.html the server serves now).
const RUNNING = '/assets/index-AAAA.js';
let storage: Map<string, string>;
let served: string | Error;
let reload: ReturnType<typeof vi.fn>;

function indexHtml(entry: string) {
  return `<!doctype html><script type="module" crossorigin src="${entry}"></script>`;
}

beforeEach(() => {
  vi.resetModules();
  storage = new Map();
  served = indexHtml(RUNNING);
  reload = vi.fn();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    location: { reload },
  });
  vi.stubGlobal('document', {
    querySelector: () => ({ src: `http://127.0.0.1:8080${RUNNING}` }),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (served instanceof Error) throw served;
      return new Response(served, { status: 200, headers: { 'content-type': 'text/html' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settlesWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe('loadChunk', () => {
  it('passes a loaded chunk through', async () => {
    const { loadChunk } = await import('./new-build-reload');
    await expect(loadChunk(async () => ({ step: 3 }))).resolves.toEqual({ step: 3 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when another build is served: keeps the form, notes the reload, reloads, and never settles', async () => {
    const { loadChunk, saveBeforeNewBuildReload } = await import('./new-build-reload');
    served = indexHtml('/assets/index-BBBB.js');
    const save = vi.fn(() => ({ step: 3 as const, hadSavedDraft: false }));
    saveBeforeNewBuildReload(save);
    expect(await settlesWithin(loadChunk(missingChunk), 50)).toBe('pending');
    expect(save).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.get(RELOAD_MARKER_KEY)!)).toMatchObject({
      form: { step: 3, hadSavedDraft: false },
    });
  });

  it('when the same build is served (a network problem): passes the error on and changes nothing', async () => {
    const { loadChunk, saveBeforeNewBuildReload } = await import('./new-build-reload');
    const save = vi.fn();
    saveBeforeNewBuildReload(save);
    await expect(loadChunk(missingChunk)).rejects.toThrow('Failed to fetch dynamically imported module');
    served = new TypeError('Failed to fetch');
    await expect(loadChunk(missingChunk)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(save).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });

  it('never reloads twice within a minute (the new build itself is broken): the error is passed on', async () => {
    const { loadChunk } = await import('./new-build-reload');
    served = indexHtml('/assets/index-BBBB.js');
    storage.set(RELOAD_MARKER_KEY, JSON.stringify({ at: Date.now() - 5_000, arrived: true }));
    await expect(loadChunk(missingChunk)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays on the page when the answers cannot be kept', async () => {
    const { loadChunk, saveBeforeNewBuildReload } = await import('./new-build-reload');
    served = indexHtml('/assets/index-BBBB.js');
    saveBeforeNewBuildReload(() => {
      throw new Error('storage full');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadChunk(missingChunk)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('after the reload', () => {
  it('the new page sees the arrival once, for whoever claims it first; a reload by hand later does not', async () => {
    storage.set(
      RELOAD_MARKER_KEY,
      JSON.stringify({ at: Date.now() - 800, form: { step: 2, hadSavedDraft: true } }),
    );
    const first = await import('./new-build-reload');
    expect(first.newBuildArrival()).toMatchObject({ form: { step: 2, hadSavedDraft: true } });
    expect(first.claimNewBuildArrival()).toMatchObject({ form: { step: 2 } });
    expect(first.claimNewBuildArrival()).toBeNull();

    vi.resetModules();
    const second = await import('./new-build-reload');
    expect(second.newBuildArrival()).toBeNull();
    expect(second.claimNewBuildArrival()).toBeNull();
  });

  it('an old marker (a tab reopened later) is no arrival', async () => {
    storage.set(
      RELOAD_MARKER_KEY,
      JSON.stringify({ at: Date.now() - 10 * 60_000, form: { step: 2, hadSavedDraft: true } }),
    );
    const { newBuildArrival } = await import('./new-build-reload');
    expect(newBuildArrival()).toBeNull();
  });
});

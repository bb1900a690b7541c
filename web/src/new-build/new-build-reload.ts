import { anotherBuildIsServed } from './build-identity';
import {
  isRecent,
  type NewBuildReload,
  parseReload,
  RELOAD_MARKER_KEY,
  serializeReload,
} from './reload-marker';

// After a deploy, a page still running the previous build may ask for a lazily loaded file that
// no longer exists (docs/decisions/web-asset-retention.md: the server keeps earlier builds' files
// for a while, so this is rare). Such a page saves what the applicant typed as a draft and
// reloads into the new build, which restores it and says why (use-new-build-arrival.ts).

/** Keeps what must survive the reload; throws when it cannot (the page then stays as it is). */
type SaveBeforeReload = () => NewBuildReload['form'] | undefined;
const savers = new Set<SaveBeforeReload>();

/**
 * Registers what must be kept if the page reloads into a new build (the application form: its
 * draft). Returns the function that unregisters it.
 */
export function saveBeforeNewBuildReload(save: SaveBeforeReload): () => void {
  savers.add(save);
  return () => savers.delete(save);
}

function readMarker(): NewBuildReload | null {
  try {
    return parseReload(window.sessionStorage.getItem(RELOAD_MARKER_KEY));
  } catch {
    return null;
  }
}

function writeMarker(reload: NewBuildReload): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_MARKER_KEY, serializeReload(reload));
    return true;
  } catch {
    return false;
  }
}

let reloading: Promise<boolean> | undefined;

/**
 * After a file of this build failed to load: when the server now serves another build, keeps the
 * applicant's work, notes the reload and reloads. Resolves false (and changes nothing) when the
 * failure is not a deploy (the same build is served, or the server cannot be asked), or when the
 * page already reloaded for this a moment ago.
 */
export function reloadIntoNewBuild(): Promise<boolean> {
  reloading ??= (async () => {
    if (isRecent(readMarker(), Date.now())) return false;
    if (!(await anotherBuildIsServed())) return false;
    let form: NewBuildReload['form'];
    for (const save of savers) {
      try {
        form = save() ?? form;
      } catch (error) {
        // Reloading now would lose what the applicant typed: the page stays, with its error.
        console.error('Could not keep the form before reloading into the new build', error);
        return false;
      }
    }
    // Without the marker the new page could not tell it reloaded, and could loop.
    if (!writeMarker({ at: Date.now(), form })) return false;
    window.location.reload();
    return true;
  })().finally(() => {
    reloading = undefined;
  });
  return reloading;
}

/**
 * Loads a lazily loaded part of the app. If its file is gone because a new build was deployed,
 * the page reloads into the new build and the promise never settles (the page is going away; a
 * Suspense fallback stays until then). Any other failure is passed on as it was.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (await reloadIntoNewBuild()) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** The reload that brought this page up, read once: null on an ordinary visit. */
let arrival: NewBuildReload | null | undefined;
let claimed = false;

export function newBuildArrival(): NewBuildReload | null {
  if (arrival === undefined) {
    const marker = readMarker();
    arrival = isRecent(marker, Date.now()) && !marker.arrived ? marker : null;
    // The time stays (the loop guard reads it); the rest is this page's alone.
    if (arrival) writeMarker({ at: arrival.at, arrived: true });
  }
  return arrival;
}

/** The arrival for whoever handles it first (the form restores the draft; else a plain notice). */
export function claimNewBuildArrival(): NewBuildReload | null {
  if (claimed) return null;
  claimed = true;
  return newBuildArrival();
}

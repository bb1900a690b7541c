import type { FormStep } from '@funding/contracts';

/**
 * What a page that reloads itself into a new build leaves for the page that comes up: when it
 * reloaded (so it never reloads in a loop) and, from the application form, which step the
 * applicant was on and whether they had saved a draft themselves. The answers travel in the
 * existing draft (draft-storage.ts), never here. sessionStorage: this tab only, gone with it.
 */
export interface NewBuildReload {
  at: number;
  form?: { step: FormStep; hadSavedDraft: boolean };
  /** Set once the new page has read it: a reload by hand soon after is an ordinary one. */
  arrived?: boolean;
}

export const RELOAD_MARKER_KEY = 'funding:new-build-reload';
/** A second reload this soon after the first would be a loop: the new build is broken, not missing. */
export const RELOAD_LOOP_GUARD_MS = 60_000;

export function serializeReload(reload: NewBuildReload): string {
  return JSON.stringify(reload);
}

/** The marker as written, or null for anything else (a marker is never trusted to be well-formed). */
export function parseReload(json: string | null): NewBuildReload | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { at, form, arrived } = parsed as { at?: unknown; form?: unknown; arrived?: unknown };
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    if (arrived !== undefined && typeof arrived !== 'boolean') return null;
    const base: NewBuildReload = arrived ? { at, arrived } : { at };
    if (form === undefined) return base;
    if (typeof form !== 'object' || form === null) return null;
    const { step, hadSavedDraft } = form as { step?: unknown; hadSavedDraft?: unknown };
    if ((step !== 1 && step !== 2 && step !== 3) || typeof hadSavedDraft !== 'boolean') return null;
    return { ...base, form: { step, hadSavedDraft } };
  } catch {
    return null;
  }
}

/** Whether a marker written at `at` is from a reload that just happened (not a stale tab's). */
export function isRecent(reload: NewBuildReload | null, now: number): reload is NewBuildReload {
  return reload !== null && now - reload.at >= 0 && now - reload.at < RELOAD_LOOP_GUARD_MS;
}

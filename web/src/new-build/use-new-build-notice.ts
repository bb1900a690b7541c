import { useEffect } from 'react';
import { announceNewBuild } from './new-build-notice';
import { claimNewBuildArrival } from './new-build-reload';

/**
 * On any page: if it came up by reloading into a new build and nothing more specific took that
 * over (the application form restores its draft and says so itself), a short notice says why.
 * Runs in the root layout, whose effects run after its pages'.
 */
export function useNewBuildNotice(): void {
  useEffect(() => {
    if (claimNewBuildArrival()) announceNewBuild(false);
  }, []);
}

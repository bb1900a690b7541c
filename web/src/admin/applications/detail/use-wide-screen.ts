import { useSyncExternalStore } from 'react';

// Wide enough to show a document beside the figures (Tailwind's `lg`); narrower screens (a phone)
// open a document as a page of its own instead.
const WIDE_SCREEN = '(min-width: 1024px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}

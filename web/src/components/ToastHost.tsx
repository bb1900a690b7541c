import { lazy, Suspense } from 'react';
import { loadChunk } from '../new-build/new-build-reload';

// Radix Toast is not needed to paint the form, so it arrives in its own chunk that starts loading
// right after the first render (long before anyone can trigger a toast) instead of delaying it.
const Toaster = lazy(() =>
  loadChunk(() => import('./Toaster')).then((module) => ({ default: module.Toaster })),
);

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

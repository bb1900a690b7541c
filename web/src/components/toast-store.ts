import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

// At most one toast is visible (docs/product.md#constants), so the store holds one and a new toast
// replaces it.
let currentToast: ToastMessage | null = null;
let nextToastId = 1;
const listeners = new Set<() => void>();

function publish(toast: ToastMessage | null): void {
  currentToast = toast;
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }): void {
  publish({ variant: 'default', ...toast, id: nextToastId++ });
}

export function dismissToast(id: number): void {
  if (currentToast?.id === id) publish(null);
}

/** Whatever toast is showing goes (the component tests' clean slate between tests). */
export function dismissCurrentToast(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => currentToast,
    () => null,
  );
}

import type { ReactNode } from 'react';
import { inputClasses } from './input-classes';

/** An input's classes when `InputPrefix` draws inside it. */
export const prefixedInputClasses = `${inputClasses} pl-7!`;

/**
 * Draws `text` (the '$' of an amount) inside the start of the input it wraps; it is not part of the
 * value, and the label already says what the value is, so screen readers skip it.
 */
export function InputPrefix({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-base text-slate-700"
      >
        {text}
      </span>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

export const STEP_HEADING_ID = 'step-heading';

// One wizard step. The wizard moves focus to the heading when the step changes so a screen reader
// announces the new step (tabIndex -1: focusable by script, not a tab stop).
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={STEP_HEADING_ID}>
      <h2 id={STEP_HEADING_ID} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

import { isUploadSlot } from '@funding/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { fileControlIdOf } from '../components/field-ids';
import { STEP_HEADING_ID } from './StepSection';

// What to focus once the step on screen has rendered: the step's heading, a field, or the summary.
export type FocusTarget = { kind: 'heading' } | { kind: 'field'; field: string } | { kind: 'summary' };

const MAX_FRAMES = 60;

function focusElementOf(target: FocusTarget, summary: HTMLElement | null): HTMLElement | null {
  if (target.kind === 'summary') return summary;
  if (target.kind === 'heading') return document.getElementById(STEP_HEADING_ID);
  // Inputs carry their field name as id; a file slot focuses the button its control shows.
  return document.getElementById(isUploadSlot(target.field) ? fileControlIdOf(target.field) : target.field);
}

// Returns a function that asks for focus to move. The target may not exist yet (a step change has not
// rendered, or step 3 is still arriving in its own chunk), so it is looked for on each frame for up
// to a second.
export function useFocusRequest(summaryRef: RefObject<HTMLElement | null>): (target: FocusTarget) => void {
  const [target, setTarget] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!target) return;
    let frame = 0;
    let attempts = 0;
    const tryFocus = () => {
      const element = focusElementOf(target, summaryRef.current);
      if (element || ++attempts > MAX_FRAMES) {
        element?.focus();
        setTarget(null);
        return;
      }
      frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [target, summaryRef]);

  return setTarget;
}

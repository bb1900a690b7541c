import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a step's heading, with tabIndex={-1}) when it appears, so keyboard and
 * screen-reader users land on the new step instead of on a button that is gone.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

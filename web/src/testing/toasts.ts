import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The toasts on screen (Radix also renders a visually hidden copy for screen readers, outside this list). */
export function visibleToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /Notifications/ });
  return region ? within(region).queryAllByRole('listitem') : [];
}

/** The one toast on screen, once there is one. */
export async function visibleToast(): Promise<HTMLElement> {
  await waitFor(() => expect(visibleToasts()).toHaveLength(1));
  return visibleToasts()[0]!;
}

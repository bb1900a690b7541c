import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// Finds the wizard's parts the way a person does: by label, by button name.

/** A field by its label as a person reads it (required labels end in a decorative '*'). */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement;
}

export async function expectStep(step: number): Promise<void> {
  expect(await screen.findByText(`Step ${step} of 3`)).toBeTruthy();
}

export async function nextStep(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
}

/** Step 3 is a chunk of its own: returns once its heading is there. */
export async function goToDocumentsStep(user: UserEvent): Promise<void> {
  await nextStep(user);
  await nextStep(user);
  await screen.findByRole('heading', { name: 'Documents and Authorization' });
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Documents and Authorization'));
}

/** The summary under the submit button. */
export function errorSummary(): HTMLElement {
  return screen.getByRole('alert', { name: 'Please complete these required fields:' });
}

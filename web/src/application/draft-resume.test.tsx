import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStep, field, goToDocumentsStep, nextStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';

/** The offer a later visit shows, resumed. */
async function resumeOnNextVisit() {
  cleanup();
  const { user } = await renderApp('/application');
  const offer = await screen.findByRole('region', { name: 'Resume your saved draft?' });
  await user.click(within(offer).getByRole('button', { name: 'Resume Draft' }));
  return user;
}

describe('a saved draft', () => {
  it('resumes on the step where it was saved, with its answers on every step', async () => {
    const { user } = await renderApp('/application');
    await user.type(field('Business Name'), 'Harbor Street Bakery LLC');
    await nextStep(user);
    await expectStep(2);
    await user.type(field('Owner 1 First Name'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    const later = await resumeOnNextVisit();
    await expectStep(2);
    expect(screen.queryByRole('region', { name: 'Resume your saved draft?' })).toBeNull();
    expect(field('Owner 1 First Name').value).toBe('Maria');
    // The step's heading takes focus, as on any step change.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ownership Information'));
    await later.click(screen.getByRole('button', { name: 'Previous' }));
    await expectStep(1);
    expect(field('Business Name').value).toBe('Harbor Street Bakery LLC');
  });

  it('saved on the documents step resumes there', async () => {
    const { user } = await renderApp('/application');
    await user.type(field('Business Name'), 'Harbor Street Bakery LLC');
    await goToDocumentsStep(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await resumeOnNextVisit();
    await expectStep(3);
    expect(await screen.findByRole('heading', { name: 'Documents and Authorization' })).toBeTruthy();
  });
});

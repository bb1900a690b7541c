import { isIsoCalendarDate, latestTodayIsoDate, MESSAGES, OWNER_MINIMUM_AGE } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStep, field, nextStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';

/**
 * The rule's "today" (the latest calendar date on Earth) moved by whole years; a 29 February that the
 * other year lacks becomes the 28th, which is on the same side of every limit below.
 */
function yearsFromToday(years: number): string {
  const today = latestTodayIsoDate();
  const moved = `${String(Number(today.slice(0, 4)) + years).padStart(4, '0')}${today.slice(4)}`;
  return isIsoCalendarDate(moved) ? moved : moved.replace(/-29$/, '-28');
}

describe("an owner's date of birth", () => {
  it(`refuses an owner younger than ${OWNER_MINIMUM_AGE} or born in the future, in the summary and at the field`, async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await nextStep(user);
    await expectStep(2);
    const dateOfBirth = field('Owner 1 Date of Birth');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, yearsFromToday(-(OWNER_MINIMUM_AGE - 1)));
    await nextStep(user);
    await screen.findByRole('heading', { name: 'Documents and Authorization' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const summary = await screen.findByRole('alert', { name: 'Please complete these required fields:' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([`Owner 1 Date of Birth: ${MESSAGES.ownerUnderage}`]);
    await user.click(within(summary).getByRole('button', { name: /Owner 1 Date of Birth/ }));
    await expectStep(2);
    expect(screen.getByText(MESSAGES.ownerUnderage)).toBeTruthy();

    // Born next year: in the future. Eighteen today: accepted.
    await user.clear(field('Owner 1 Date of Birth'));
    await user.type(field('Owner 1 Date of Birth'), yearsFromToday(1));
    await waitFor(() => expect(screen.getByText(MESSAGES.dateOfBirthInFuture)).toBeTruthy());
    await user.clear(field('Owner 1 Date of Birth'));
    await user.type(field('Owner 1 Date of Birth'), yearsFromToday(-OWNER_MINIMUM_AGE));
    await waitFor(() => expect(screen.queryByText(MESSAGES.dateOfBirthInFuture)).toBeNull());
    expect(screen.queryByText(MESSAGES.ownerUnderage)).toBeNull();
    // Nothing else was wrong: the summary is gone.
    expect(screen.queryByRole('alert', { name: 'Please complete these required fields:' })).toBeNull();
  });
});

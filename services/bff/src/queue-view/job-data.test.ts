import { formatApplicationId } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_A_JOB_OF_THIS_SYSTEM, shownJobData } from './job-data.ts';

describe('shownJobData', () => {
  it('shows a job payload of this system as it is, and anything else as a notice (seeded)', () => {
    const id = formatApplicationId(new Uint8Array(8).fill(7));
    expect(shownJobData({ applicationId: id })).toEqual({ applicationId: id });
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const shown = shownJobData(data);
        if (shown !== NOT_A_JOB_OF_THIS_SYSTEM)
          expect(Object.keys(shown as object)).toEqual(['applicationId']);
      }),
      { seed: 17, numRuns: propertyRuns(2_000) },
    );
    expect(shownJobData({ applicationId: id, owner1Ssn: '123-45-6789' })).toBe(NOT_A_JOB_OF_THIS_SYSTEM);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SystemUnderTest, testSystem } from '../stack/test-system.ts';
import { runHttpFuzz, summaryLine } from './http-fuzz.ts';
import { problemsOf } from './problems.ts';

// The smaller run of `make test`; `make fuzz` runs 10,000+ cases with a new seed each time.
const SEED = 20261123;
const CASES = 2_000;

// The system of the run when `make test` hands one, else one of its own.
let system: SystemUnderTest;
beforeAll(async () => {
  system = await testSystem('fuzz-test');
});
afterAll(async () => {
  await system?.stop();
});

describe('HTTP fuzz of every route against the running system', () => {
  it(`${CASES} seeded hostile requests: no 5xx, no dropped connection, nothing left behind, no SSN in logs`, async () => {
    const summary = await runHttpFuzz({ system, seed: SEED, cases: CASES });
    console.log(summaryLine(summary));
    expect(problemsOf(summary)).toEqual([]);
    // Every route got cases, and every multipart route accepted some (the fuzz reaches past the parser).
    expect(Object.keys(summary.perLabel).length).toBeGreaterThanOrEqual(summary.routes);
    for (const [route, accepted] of Object.entries(summary.uploadsAccepted))
      expect(accepted, route).toBeGreaterThan(0);
  });
});

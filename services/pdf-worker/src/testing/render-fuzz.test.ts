import { describe, expect, it } from 'vitest';
import { renderSummaryLine, runRenderFuzz } from './render-fuzz.ts';

describe('renderer fuzz (seeded; `make fuzz` runs 1,000+ packages)', () => {
  it('attaches or lists every mutated document, and never throws for one', async () => {
    const summary = await runRenderFuzz({ seed: 13, cases: 300 });
    console.log(renderSummaryLine(summary));
    expect(summary.failures).toEqual([]);
    expect(summary.attached).toBeGreaterThan(0);
    expect(summary.listedWithReason).toBeGreaterThan(0);
  }, 300_000);
});

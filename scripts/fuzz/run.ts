/**
 * `make fuzz`: the HTTP fuzz against the whole running system (FUZZ_N cases, 10,000 by default),
 * then the renderer fuzz (FUZZ_RENDER_N documents, 1,000 by default). Prints one summary line per
 * part and every failure with the seed and case number that replay it; exits 1 on any failure.
 */

import {
  renderFuzzProblems,
  renderSummaryLine,
  runRenderFuzz,
} from '../../services/pdf-worker/src/testing/render-fuzz.ts';
import { testSystem } from '../stack/test-system.ts';
import { fuzzEnv } from './env.ts';
import { runHttpFuzz, summaryLine } from './http-fuzz.ts';
import { problemsOf } from './problems.ts';

const { FUZZ_SEED: seed, FUZZ_N: cases, FUZZ_RENDER_N: renderCases, FUZZ_CASE: only } = fuzzEnv;
console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}; one case with FUZZ_CASE=<n>)`);

const system = await testSystem('fuzz');
let failed = false;
try {
  const summary = await runHttpFuzz({
    system,
    seed,
    cases,
    only,
    onProgress: (done) => {
      if (done % 1_000 === 0) console.log(`  ${done} / ${cases}`);
    },
  });
  console.log(summaryLine(summary));
  for (const problem of problemsOf(summary)) {
    failed = true;
    console.log(`PROBLEM ${problem}`);
  }
} finally {
  await system.stop();
}

if (only === undefined) {
  const render = await runRenderFuzz({ seed, cases: renderCases });
  console.log(renderSummaryLine(render));
  for (const problem of renderFuzzProblems(render)) {
    failed = true;
    console.log(`PROBLEM ${problem}`);
  }
}
process.exit(failed ? 1 : 0);

import { startFuzzSystem } from './fuzz-system.ts';
import { runHttpFuzz, summaryLine } from './http-fuzz.ts';

const system = await startFuzzSystem('replay');
try {
  for (const only of process.argv.slice(2).map(Number)) {
    const s = await runHttpFuzz({ system, seed: 1, cases: 1, only });
    console.log(only, JSON.stringify(s.failures.map((f) => [f.problem, f.answer])));
  }
  console.log(
    system.logs
      .filter((l) => l.startsWith('bff') && /"level":(40|50|60)/.test(l))
      .slice(0, 5)
      .join('\n'),
  );
} finally {
  await system.stop();
}

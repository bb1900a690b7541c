// Loaded into the BFF when a system starts with `memoryProbe` (NODE_OPTIONS=--import, see system.ts;
// the bench's memory figures), to say what its memory is made of: process.memoryUsage() sampled every
// 20 ms, and on SIGUSR2 one JSON line on stdout with the sample of highest RSS (and the highest
// ArrayBuffers) since the last report and the current figures. When the command file says `gc`, a
// full garbage collection runs first, which tells live objects from memory merely kept.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const commandFile = process.env.MEMORY_PROBE_COMMAND_FILE;
let peak = process.memoryUsage();
let maxArrayBuffers = peak.arrayBuffers;
const sample = () => {
  const usage = process.memoryUsage();
  if (usage.rss > peak.rss) peak = usage;
  maxArrayBuffers = Math.max(maxArrayBuffers, usage.arrayBuffers);
};
// Sampling starts with the first command: process.memoryUsage() every 20 ms costs the BFF a few
// percent of a core, which would otherwise weigh on every figure taken before the memory section.
let sampling = null;
const startSampling = () => {
  if (sampling) return;
  peak = process.memoryUsage();
  maxArrayBuffers = peak.arrayBuffers;
  sampling = setInterval(sample, 20);
  sampling.unref();
};

const inMb = (usage) =>
  Object.fromEntries(Object.entries(usage).map(([key, value]) => [key, Math.round(value / 2 ** 20)]));

const report = (command) => {
  sample();
  const now = process.memoryUsage();
  const line = { msg: 'memory-probe', command, peak: inMb({ ...peak, maxArrayBuffers }), now: inMb(now) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  peak = now;
  maxArrayBuffers = now.arrayBuffers;
};

process.on('SIGUSR2', () => {
  startSampling();
  let command = 'report';
  try {
    command = commandFile ? readFileSync(commandFile, 'utf8').trim() : 'report';
  } catch {
    // No command file: a plain report.
  }
  if (command !== 'gc') return report(command);
  setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
  // Freed ArrayBuffers are swept after the collection; a moment later the figures have settled.
  setTimeout(() => report(command), 500);
});

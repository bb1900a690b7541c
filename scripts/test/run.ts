/**
 * `make test`, and each `make test-<tier>` alone: runs the tiers and prints the time of each.
 * What tiers can share is made once: the web build, one set of servers (Postgres, Redis, S3,
 * SMTP), the services bundled to run from the repository, one running system (the BFF and both
 * workers on those servers, from that bundle) and the services bundled in their images' layout.
 * They are handed to each tier in TEST_STACK, TEST_SERVICE_BUNDLE (and the folder of its worker
 * threads in TEST_THREAD_BUNDLES), TEST_SYSTEM and TEST_IMAGE_BUNDLES; a tier started by hand
 * without them makes its own.
 * The fault tests keep a system of their own: they stop its servers and kill its services.
 *
 * Two cores are kept busy by two lanes that meet where they share something: the checks, the unit
 * tests and then the fault tests on one, the system's tiers on the other. Each tier's output is printed whole
 * when it ends, so that two tiers running at once do not interleave their lines.
 *
 * Usage: node --import tsx scripts/test/run.ts [tier ...]   (every tier when none is named)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleRunningServices, runningThreadsDir } from '../bundle-services.ts';
import {
  inheritedEnv,
  SERVICE_BUNDLE_VARIABLE,
  SHARED_IMAGE_BUNDLES_VARIABLE,
  SHARED_STACK_VARIABLE,
  SHARED_SYSTEM_VARIABLE,
  THREAD_BUNDLES_VARIABLE,
} from '../stack/env.ts';
import { buildImageBundles, type ImageBundlesHandle } from '../stack/image-bundles.ts';
import { type Stack, startStack } from '../stack/stack.ts';
import type { RunningSystem } from '../stack/system.ts';
import { type SystemHandle, startTestSystem } from '../stack/test-system.ts';
import { testRunEnv } from './env.ts';
import { failureDigest } from './failure-digest.ts';
import { sharedSystemState } from './shared-system-state.ts';

type Preparation = 'web build' | 'servers' | 'service bundle' | 'system' | 'image bundles';

interface Tier {
  name: string;
  /** Commands run one after the other; the first that fails fails the tier. */
  commands: string[][];
  /** Made before the tier starts; the tier is skipped when one of them failed. */
  needs: Preparation[];
  /** Tiers that end before this one starts, when they run too: they share the system, or a core. */
  after: string[];
  /**
   * Work that waits on nothing: it runs at the lowest CPU priority (nice 19) and takes the cores
   * whenever the tiers that drive the system wait on it. Those keep the normal priority, and so
   * does the system, whose renders run below it (as in production) and must not wait behind a
   * type check.
   */
  batch?: boolean;
}

const vitest = (project: string) => [['npx', 'vitest', 'run', '--project', project]];

const TIERS: Tier[] = [
  {
    name: 'typecheck',
    commands: [['npm', 'run', 'typecheck', '--silent']],
    needs: [],
    after: [],
    batch: true,
  },
  {
    // Formatting and lint rules, then the import graph: no circle, no test kit in production code.
    name: 'lint',
    commands: [
      ['npx', 'biome', 'ci', '.'],
      [process.execPath, '--import', 'tsx', 'scripts/checks/import-graph.ts'],
    ],
    needs: [],
    after: ['typecheck'],
    batch: true,
  },
  // With the web's component tests (jsdom; the API answered by msw).
  {
    name: 'unit',
    commands: [['npx', 'vitest', 'run', '--project', 'unit', '--project', 'component']],
    needs: ['image bundles', 'service bundle'],
    after: ['lint'],
    batch: true,
  },
  // First on the system: it checks that the requests it sent and the system refused left nothing
  // behind, so nothing else may write to the system meanwhile.
  { name: 'fuzz', commands: vitest('fuzz'), needs: ['web build', 'system'], after: [] },
  {
    name: 'e2e',
    commands: [['npx', 'playwright', 'test', '-c', 'web/playwright.config.ts']],
    needs: ['web build', 'system'],
    after: ['fuzz'],
  },
  // The flows in it drive the system too.
  {
    name: 'integration',
    commands: vitest('integration'),
    needs: ['servers', 'system', 'image bundles', 'service bundle'],
    after: ['e2e'],
  },
  // On the lane of the checks once they are done, beside the system's last tiers: it starts, stops
  // and kills a system of its own, so it shares nothing with them but the cores and the code it runs.
  { name: 'faults', commands: vitest('faults'), needs: ['service bundle'], after: ['unit'] },
];

const repoRoot = resolve(import.meta.dirname, '../..');
const runDir = join(repoRoot, `.local/test-run-${process.pid}`);
const startedAt = Date.now();

type Outcome = 'passed' | 'failed' | 'skipped';

interface StepResult {
  name: string;
  startMs: number;
  ms: number;
  /** CPU seconds of the step's processes (their children included); unknown for work done in this process. */
  cpu?: number;
  outcome: Outcome;
  /** Why it failed, in a few lines from its report (failure-digest.ts). */
  digest?: string[];
}

/** A command that ended with a failure: `report` is all it printed. */
class CommandFailed extends Error {
  constructor(
    message: string,
    readonly report: string,
  ) {
    super(message);
  }
}

interface Step {
  name: string;
  /** Steps whose success this one needs. */
  needs: string[];
  /** Steps that end first, whatever their outcome. */
  after: string[];
  /** Resolves with the CPU seconds of the processes it ran, when it ran any. */
  run: () => Promise<number | undefined>;
}

const results: StepResult[] = [];
const running = new Set<ChildProcess>();
let stack: Stack | undefined;
let system: RunningSystem | undefined;
let systemHandle: SystemHandle | undefined;
let imageBundles: ImageBundlesHandle | undefined;
const serviceBundleDir = join(runDir, 'service-bundle');

/** CPU seconds of the children this process has waited for (their own children included). */
function reapedChildrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // cutime and cstime: fields 16 and 17 of the line, 14 and 15 after the command.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
let reapedSoFar = reapedChildrenCpu();
/** The CPU of the children reaped since the last call: the one command that just ended. */
function cpuOfLastReaped(): number {
  const now = reapedChildrenCpu();
  const cpu = now - reapedSoFar;
  reapedSoFar = now;
  return cpu;
}

/**
 * A command in a process group of its own (so that the whole tree can be stopped), its output
 * printed whole at its end; resolves with its CPU seconds.
 */
function runCommand(argv: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: repoRoot,
      env: { ...inheritedEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      running.delete(child);
      const cpu = cpuOfLastReaped();
      const report = Buffer.concat(output);
      process.stdout.write(report);
      if (code === 0) resolveRun(cpu);
      else
        reject(new CommandFailed(`${argv.join(' ')} ended with ${code ?? signal}`, report.toString('utf8')));
    });
  });
}

function sharedEnv(needs: Preparation[]): Record<string, string> {
  const env: Record<string, string> = {};
  if (needs.includes('servers') && stack)
    env[SHARED_STACK_VARIABLE] = JSON.stringify({ env: stack.env, mailApiUrl: stack.mailApiUrl });
  if (needs.includes('service bundle')) {
    env[SERVICE_BUNDLE_VARIABLE] = serviceBundleDir;
    env[THREAD_BUNDLES_VARIABLE] = runningThreadsDir(serviceBundleDir);
  }
  if (needs.includes('system') && systemHandle) env[SHARED_SYSTEM_VARIABLE] = JSON.stringify(systemHandle);
  if (needs.includes('image bundles') && imageBundles)
    env[SHARED_IMAGE_BUNDLES_VARIABLE] = JSON.stringify(imageBundles);
  return env;
}

const PREPARATIONS: Record<Preparation, Step> = {
  'web build': {
    name: 'web build',
    needs: [],
    after: [],
    run: () => runCommand(['npm', 'run', 'build', '-w', 'web', '--silent'], {}),
  },
  servers: {
    name: 'servers',
    needs: [],
    after: [],
    run: async () => {
      stack = await startStack({ dir: join(runDir, 'stack') });
      return undefined;
    },
  },
  // One esbuild pass for every process of the services the run starts: the system's, the fault
  // tests' own system's, a test's extra worker's, and the pools' threads.
  'service bundle': {
    name: 'service bundle',
    needs: [],
    after: [],
    run: async () => {
      await bundleRunningServices(serviceBundleDir);
      return undefined;
    },
  },
  system: {
    name: 'system',
    needs: ['web build', 'servers', 'service bundle'],
    after: [],
    run: async () => {
      const started = await startTestSystem({
        dir: join(runDir, 'system'),
        logFile: join(repoRoot, `.local/test-services-${process.pid}.log`),
        stack,
        bundleDir: serviceBundleDir,
      });
      system = started.system;
      systemHandle = started.handle;
      return undefined;
    },
  },
  // The services in their images' layout, for the unit and integration files that check or run it.
  'image bundles': {
    name: 'image bundles',
    needs: [],
    // Not beside the service bundle, which the system waits for: the tiers that need these start later.
    after: ['service bundle'],
    run: async () => {
      imageBundles = await buildImageBundles(join(runDir, 'image-bundles'));
      return undefined;
    },
  },
};

function plan(tierNames: string[]): Step[] {
  const tiers = tierNames.map((name) => {
    const tier = TIERS.find((candidate) => candidate.name === name);
    if (!tier) throw new Error(`no tier ${name}; the tiers: ${TIERS.map((t) => t.name).join(', ')}`);
    return tier;
  });
  const preparations = new Set<Preparation>(tiers.flatMap((tier) => tier.needs));
  if (preparations.has('system'))
    for (const need of ['web build', 'servers', 'service bundle'] as const) preparations.add(need);
  return [
    ...(['web build', 'servers', 'service bundle', 'system', 'image bundles'] as const)
      .filter((name) => preparations.has(name))
      .map((name) => ({
        ...PREPARATIONS[name],
        after: PREPARATIONS[name].after.filter((step) => preparations.has(step as Preparation)),
      })),
    ...tiers.map((tier) => ({
      name: tier.name,
      needs: tier.needs,
      after: tier.after.filter((name) => tierNames.includes(name)),
      run: async () => {
        let cpu = 0;
        for (const command of tier.commands)
          cpu += await runCommand(
            tier.batch ? ['nice', '-n', '19', ...command] : command,
            sharedEnv(tier.needs),
          );
        return cpu;
      },
    })),
  ];
}

async function runSteps(steps: Step[]): Promise<void> {
  const outcomes = new Map<string, Promise<Outcome>>();
  const runStep = async (step: Step): Promise<Outcome> => {
    const needed = await Promise.all(step.needs.map((name) => outcomes.get(name)!));
    await Promise.all(step.after.map((name) => outcomes.get(name)!));
    const startMs = Date.now() - startedAt;
    if (needed.some((outcome) => outcome !== 'passed')) {
      results.push({ name: step.name, startMs, ms: 0, outcome: 'skipped' });
      return 'skipped';
    }
    console.log(`\n▶ ${step.name} (at ${clock(startMs)})`);
    let outcome: Outcome = 'passed';
    let cpu: number | undefined;
    let digest: string[] | undefined;
    try {
      cpu = await step.run();
    } catch (error) {
      outcome = 'failed';
      console.log(String((error as Error).stack ?? error));
      digest =
        error instanceof CommandFailed
          ? failureDigest(error.report, DIGEST_LINES_PER_STEP)
          : [String((error as Error).message ?? error).split('\n')[0]!];
    }
    const ms = Date.now() - startedAt - startMs;
    console.log(`■ ${step.name} ${outcome} in ${clock(ms)}`);
    results.push({ name: step.name, startMs, ms, cpu, outcome, digest });
    return outcome;
  };
  // Steps are listed after what they wait for, so every promise awaited already exists.
  for (const step of steps) outcomes.set(step.name, runStep(step));
  await Promise.all(outcomes.values());
}

async function stopAll(): Promise<void> {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await system?.stop().catch((error) => console.error(error));
  await stack?.stop().catch((error) => console.error(error));
  // The services and servers are reaped now: their CPU over the whole run is the system's.
  const shared =
    results.find((result) => result.name === 'system') ?? results.find((r) => r.name === 'servers');
  if (shared) shared.cpu = cpuOfLastReaped();
  rmSync(runDir, { recursive: true, force: true });
}

function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** CPU seconds of this process and of every process it waited for (their children included). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of the line, 12-15 after the command.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

function printTable(loadAtStart: number): void {
  const installMs = testRunEnv.TEST_STARTED_AT ? startedAt - testRunEnv.TEST_STARTED_AT : undefined;
  const cpuOf = (result: StepResult) => (result.cpu === undefined ? '' : `${Math.round(result.cpu)} s`);
  const rows: string[][] = [['step', 'start', 'time', 'CPU', 'result']];
  if (installMs !== undefined) rows.push(['install', `-${clock(installMs)}`, clock(installMs), '', 'passed']);
  for (const result of [...results].sort((a, b) => a.startMs - b.startMs))
    rows.push([result.name, clock(result.startMs), clock(result.ms), cpuOf(result), result.outcome]);
  const runMs = Date.now() - startedAt;
  rows.push([
    'total',
    '',
    clock(runMs + (installMs ?? 0)),
    `${Math.round(cpuSeconds())} s`,
    results.every((r) => r.outcome === 'passed') ? 'passed' : 'FAILED',
  ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `\nTest run on ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start and ` +
      `${loadavg()[0]!.toFixed(1)} at the end (the system's CPU is its services' and servers' over the run):`,
  );
  for (const row of rows)
    console.log(
      `  ${row.map((cell, column) => (column === 0 || column === 4 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`.trimEnd(),
    );
}

const DIGEST_LINES_PER_STEP = 6;

/** After the table, the last lines of the run: why each failed step failed, and the shared system's state. */
function printWhy(systemState: string[]): void {
  const failed = results.filter((result) => result.outcome === 'failed');
  if (failed.length === 0) return;
  console.log("\nWhy (each step's whole report is above):");
  for (const result of failed)
    for (const line of result.digest?.length ? result.digest : ['(no error line found in its report)'])
      console.log(`  ${result.name}: ${line}`);
  for (const line of systemState) console.log(`  ${line}`);
}

const loadAtStart = loadavg()[0]!;
const requested = process.argv.slice(2);
const steps = plan(requested.length > 0 ? requested : TIERS.map((tier) => tier.name));
mkdirSync(runDir, { recursive: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping every tier, the system and the servers`);
    void stopAll().finally(() => process.exit(130));
  });
}
await runSteps(steps);
const systemState = await sharedSystemState(system, stack);
await stopAll();
printTable(loadAtStart);
printWhy(systemState);
process.exit(results.every((result) => result.outcome === 'passed') ? 0 : 1);

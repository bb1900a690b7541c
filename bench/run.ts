/**
 * `make bench`: performance figures of the whole system on this machine, each next to its baseline
 * from the same run, into bench/results/latest.md and latest.json. Starts its own servers and
 * services in `.local/bench-<pid>` on free ports and removes them on exit or Ctrl-C.
 *
 * BENCH_QUICK=1 runs every measurement with small sizes (a smoke test of the bench itself) and writes
 * to .local/bench-quick instead. BENCH_ONLY=render (comma-separated section names: page-weight,
 * intake, memory, render, pipeline, mail-cpu, admin-reads, retention, pdf-check, statements) runs those sections
 * alone into .local/bench-partial; `BENCH_ONLY=pdf-check` (the upload PDF check) needs no servers.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measureAdminReads } from './admin-reads.ts';
import { applicationFiles, multipartBody } from './documents.ts';
import { benchEnv } from './env.ts';
import { measureIntake } from './intake.ts';
import { measureMailCpu } from './mail-cpu.ts';
import { measureMemory, readStatus } from './memory.ts';
import { measurePageWeight } from './page-weight.ts';
import { measurePdfCheck } from './pdf-check.ts';
import { measurePipeline } from './pipeline.ts';
import { measureRender } from './render.ts';
import { machine, type Note, type Row, type SectionResult, textTable, writeReport } from './report.ts';
import { measureRetention } from './retention.ts';
import { measureStatements } from './statements.ts';
import { KiB, MiB } from './stats.ts';
import { type BenchSystem, elapsedSeconds, progress, repoRoot, startBenchSystem } from './system.ts';

const { quick, only, retentionApplications } = benchEnv;

const SECTIONS = [
  'page-weight',
  'intake',
  'memory',
  'render',
  'pipeline',
  'mail-cpu',
  'admin-reads',
  'retention',
  'pdf-check',
  'statements',
] as const;
type Section = (typeof SECTIONS)[number];
const selected = (section: Section) => !only || only.has(section);
// Every section but render and pdf-check measures the running system.
const needsSystem = SECTIONS.some(
  (section) => section !== 'render' && section !== 'pdf-check' && selected(section),
);

// Sized so the whole run stays well under 15 minutes on two cores (see the README).
const SETTINGS = quick
  ? {
      lighthouseRuns: 1,
      smallSteps: [
        { concurrency: 1, amount: 5 },
        { concurrency: 8, amount: 16 },
      ],
      maxSteps: [{ concurrency: 2, amount: 2 }],
      memory: { concurrency: 20, rounds: 1 },
      pipeline: { seconds: 8, load: 0.6, burst: 4, backlog: 4, renders: 3, maxApplications: 1 },
      mailCpu: { warmup: 2, applications: 4 },
      render: { renders: 5, threadRenders: 3 },
      adminReads: { applications: 5_000, requests: 10, warmup: 2 },
      retention: { applications: 200, objectsPerApplication: 4, objectBytes: 32 * KiB, target: 10_000 },
      pdfCheck: { runs: 3, scannedBytes: MiB, textPages: 40 },
      statements: { perLayout: 2, applications: 2 },
    }
  : {
      lighthouseRuns: 3,
      smallSteps: [
        { concurrency: 1, amount: 40 },
        { concurrency: 8, amount: 160 },
      ],
      maxSteps: [
        { concurrency: 1, amount: 8 },
        { concurrency: 8, amount: 32 },
      ],
      memory: { concurrency: 20, rounds: 3 },
      pipeline: { seconds: 40, load: 0.6, burst: 24, backlog: 48, renders: 8, maxApplications: 3 },
      mailCpu: { warmup: 8, applications: 48 },
      render: { renders: 30, threadRenders: 8 },
      // The issue's 1,000,000 applications (seeded in one statement, a few minutes).
      adminReads: { applications: 1_000_000, requests: 100, warmup: 10 },
      // The issue's 10,000 applications, each with three statements and its PDF package.
      retention: {
        applications: retentionApplications ?? 10_000,
        objectsPerApplication: 4,
        objectBytes: 32 * KiB,
        target: 10_000,
      },
      pdfCheck: { runs: 20, scannedBytes: 10 * MiB, textPages: 400 },
      statements: { perLayout: 6, applications: 5 },
    };

const SMALL_FILE = 200 * KiB;
const MAX_FILE = 10 * MiB;

async function main() {
  const startedAt = new Date();
  const host = machine();
  progress(
    `machine: ${host.cpu}, ${host.cores} cores, ${host.ramGb} GB RAM, Node ${host.node}${quick ? ' (BENCH_QUICK)' : ''}`,
  );
  if (only) {
    const unknown = [...only].filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0)
      throw new Error(`BENCH_ONLY: no section ${unknown.join(', ')} (${SECTIONS.join(', ')})`);
  }
  if (selected('page-weight') && !existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `make bench` (it builds the web app first)');
  }

  // The 10 MB files serve intake, memory and the pipeline's maximum-size applications.
  const needsMaxFiles = selected('intake') || selected('memory') || selected('pipeline');
  progress(`building the test documents in memory (7 x 200 KB${needsMaxFiles ? ' and 7 x 10 MB' : ''})`);
  const smallFiles = await applicationFiles(SMALL_FILE);
  const maxFiles = needsMaxFiles ? await applicationFiles(MAX_FILE) : [];
  const small = multipartBody(smallFiles);
  const max = multipartBody(maxFiles);

  let system: BenchSystem | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      progress('stopping the services and servers');
      await system?.stop();
    })();
    return stopping;
  };
  // `on`, not `once`: signal-exit (loaded with testcontainers) re-raises a signal that no listener
  // is left for, which would kill the bench in the middle of its cleanup.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return progress(`${signal}: still cleaning up, a few more seconds`);
      progress(`${signal}: cleaning up`);
      void stop().finally(() => process.exit(130));
    });
  }
  // A crash must not leave Postgres, Redis, S3 and the mail catcher running behind it.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (error) => {
      console.error(`bench: ${event}:`, error);
      void stop().finally(() => process.exit(1));
    });
  }

  // Other work on the machine makes every figure noisier: the 1-minute load average is kept per phase.
  const load = {
    atStart: loadavg()[0]!,
    max: loadavg()[0]!,
    phases: [] as { phase: string; seconds: number; maxLoad: number }[],
  };
  let phaseLoad = 0;
  const loadTimer = setInterval(() => {
    const now = loadavg()[0]!;
    load.max = Math.max(load.max, now);
    phaseLoad = Math.max(phaseLoad, now);
  }, 2_000);
  loadTimer.unref();
  if (load.atStart > host.cores) {
    progress(
      `warning: load average ${load.atStart.toFixed(1)} on ${host.cores} cores before the bench starts; figures will be noisy`,
    );
  }

  const rows: Row[] = [];
  const notes: Note[] = [];
  const errors: string[] = [];
  const data: Record<string, unknown> = {};
  try {
    const phase = async (name: Section, run: () => Promise<SectionResult>) => {
      if (!selected(name)) return;
      const started = elapsedSeconds();
      phaseLoad = loadavg()[0]!;
      try {
        const result = await run();
        rows.push(...result.rows);
        notes.push(...result.notes);
        Object.assign(data, result.data);
      } catch (error) {
        const message = `${name}: ${(error as Error).stack ?? error}`;
        errors.push(message.split('\n').slice(0, 4).join(' '));
        progress(`FAILED ${message}\n${system?.recentLogLines().slice(-15).join('\n') ?? ''}`);
      }
      const seconds = Math.round(elapsedSeconds() - started);
      load.phases.push({ phase: name, seconds, maxLoad: Math.round(phaseLoad * 10) / 10 });
      progress(`${name} done in ${seconds} s (highest load average ${phaseLoad.toFixed(1)})`);
    };
    // Before anything else renders in this process: it times each font's first load.
    await phase('render', () => measureRender(smallFiles, SETTINGS.render));
    await phase('pdf-check', () => measurePdfCheck(SETTINGS.pdfCheck));
    if (needsSystem) {
      progress('starting Postgres, Redis, S3, SMTP and the BFF on free ports');
      system = await startBenchSystem();
      const sys = system;
      const rssAtStart = readStatus(sys.bff.child.pid ?? 0)?.VmRSS;
      await phase('page-weight', () => measurePageWeight(sys.baseUrl, sys.dir, SETTINGS.lighthouseRuns));
      await phase('intake', () =>
        measureIntake(sys, [
          {
            label: 'small (7 x 200 KB)',
            files: smallFiles,
            body: small,
            steps: SETTINGS.smallSteps,
            goalLatencyRatio: 1.5,
          },
          {
            label: 'maximum (7 x 10 MB)',
            files: maxFiles,
            body: max,
            steps: SETTINGS.maxSteps,
            goalLatencyRatio: 1.5,
          },
        ]),
      );
      await phase('memory', () => measureMemory(sys, max, { ...SETTINGS.memory, rssAtStart }));
      await phase('pipeline', () =>
        measurePipeline(
          sys,
          { files: smallFiles, body: small },
          { files: maxFiles, body: max },
          SETTINGS.pipeline,
        ),
      );
      await phase('mail-cpu', () => measureMailCpu(sys, smallFiles, SETTINGS.mailCpu));
      await phase('admin-reads', () => measureAdminReads(sys, SETTINGS.adminReads));
      await phase('statements', () => measureStatements(sys, SETTINGS.statements));
      await phase('retention', () => measureRetention(sys, SETTINGS.retention));
    }
  } finally {
    clearInterval(loadTimer);
    await stop();
  }

  const durationSeconds = elapsedSeconds();
  // A smoke run (BENCH_QUICK) or a partial one (BENCH_ONLY) must not replace the figures the README reads.
  const reportDir = quick ? '.local/bench-quick' : only ? '.local/bench-partial' : 'bench/results';
  const paths = writeReport(join(repoRoot, reportDir), {
    startedAt: startedAt.toISOString(),
    durationSeconds,
    machine: host,
    load,
    settings: {
      quick,
      only: only ? [...only] : null,
      ...SETTINGS,
      smallFileBytes: SMALL_FILE,
      maxFileBytes: MAX_FILE,
    },
    rows,
    notes,
    errors,
    data,
  });
  console.log(
    `\nMachine: ${host.cpu}, ${host.cores} cores, ${host.ramGb} GB RAM, Node ${host.node}, ${host.os}; ` +
      `load average ${load.atStart.toFixed(1)} at start, up to ${load.max.toFixed(1)} during the run\n`,
  );
  console.log(textTable(rows));
  const misses = rows.filter((r) => r.status === 'MISS');
  console.log(
    `\n${misses.length === 0 ? 'Every budget met.' : `Budgets missed: ${misses.map((r) => `${r.section}: ${r.measure}`).join('; ')} (profiles in latest.md).`}`,
  );
  if (errors.length > 0) console.log(`Errors:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  console.log(`\nWrote ${paths.md} and ${paths.json} in ${Math.round(durationSeconds)} s.`);
  if (errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

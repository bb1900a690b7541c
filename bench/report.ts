import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { round } from './stats.ts';

/** One line of the results table. `status` is PASS/MISS only for a number that has a budget. */
export interface Row {
  section: string;
  measure: string;
  value: string;
  baseline: string;
  /** The ratio to the baseline, or the budget, or both. */
  versus: string;
  status: 'PASS' | 'MISS' | '';
  /** The raw numbers behind the row, for latest.json. */
  data?: Record<string, unknown>;
}

/** A profile or explanation printed under the table (why a budget was missed, what a figure means). */
export interface Note {
  title: string;
  body: string;
}

export interface SectionResult {
  rows: Row[];
  notes: Note[];
  /** Anything else worth keeping in latest.json. */
  data?: Record<string, unknown>;
}

export function budgetStatus(pass: boolean): 'PASS' | 'MISS' {
  return pass ? 'PASS' : 'MISS';
}

export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    ramGb: round(totalmem() / 1024 ** 3, 1),
    freeRamGb: round(freemem() / 1024 ** 3, 1),
    node: process.version,
    os: `${process.platform} ${release()}`,
  };
}

export type Machine = ReturnType<typeof machine>;

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| section | measure | value | baseline | ratio / budget | |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${[r.section, r.measure, r.value, r.baseline, r.versus, r.status ? `**${r.status}**` : ''].map(escapeCell).join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** A fixed-width table for the terminal. */
export function textTable(rows: Row[]): string {
  const header = ['section', 'measure', 'value', 'baseline', 'ratio / budget', ''];
  const cells = rows.map((r) => [r.section, r.measure, r.value, r.baseline, r.versus, r.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export interface LoadRecord {
  atStart: number;
  max: number;
  phases: { phase: string; seconds: number; maxLoad: number }[];
}

export interface Report {
  startedAt: string;
  durationSeconds: number;
  machine: Machine;
  load: LoadRecord;
  settings: Record<string, unknown>;
  rows: Row[];
  notes: Note[];
  errors: string[];
  data: Record<string, unknown>;
}

export function writeReport(dir: string, report: Report): { md: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const m = report.machine;
  const misses = report.rows.filter((r) => r.status === 'MISS');
  const md = [
    '# Benchmark results',
    '',
    `Run ${report.startedAt} by \`make bench\` in ${Math.round(report.durationSeconds)} s, on ${m.cpu}, ` +
      `${m.cores} cores, ${m.ramGb} GB RAM, Node ${m.node} (${m.os}). Every service, the load generator and ` +
      'the local servers (Postgres, Redis, s3rver or MinIO, maildev) share this one machine, so the figures are ' +
      'those of a laptop-sized box, not of a deployment; compare each value with its baseline from the same run.',
    '',
    `Load average (1 min): ${round(report.load.atStart, 1)} at start, up to ${round(report.load.max, 1)} during the run ` +
      `on ${m.cores} cores. Phases: ${report.load.phases.map((p) => `${p.phase} ${p.seconds} s (load up to ${p.maxLoad})`).join(', ')}.` +
      (report.load.atStart > m.cores
        ? ' The machine was busy with other work when the bench started, so latencies and scores are noisier than on an idle machine.'
        : ''),
    '',
    markdownTable(report.rows),
    '',
    misses.length === 0
      ? 'Every budget was met.'
      : `Budgets missed: ${misses.map((r) => `${r.section} ${r.measure}`).join('; ')}. The profiles below explain why.`,
    ...(report.errors.length > 0
      ? ['', '## Errors', '', ...report.errors.map((e) => `- ${e.replaceAll('\n', ' ')}`)]
      : []),
    '',
    '## Notes and profiles',
    '',
    ...report.notes.flatMap((n) => [`### ${n.title}`, '', n.body, '']),
    '## Settings',
    '',
    '```json',
    JSON.stringify(report.settings, null, 2),
    '```',
    '',
  ].join('\n');
  const mdPath = join(dir, 'latest.md');
  const jsonPath = join(dir, 'latest.json');
  writeFileSync(mdPath, md);
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  return { md: mdPath, json: jsonPath };
}

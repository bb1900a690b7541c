import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadSlot } from '@funding/contracts';
import {
  type GeneratedStatement,
  generateStatement,
  STATEMENT_LAYOUTS,
} from '@funding/statements/testing/statements';
import postgres from 'postgres';
import { extractPdfText } from '../services/statements/src/extract/pdf-text.ts';
import { readStatementPdf, STATEMENT_READ_LIMITS } from '../services/statements/src/reading/read-pdf.ts';
import { reapedChildSeconds } from './cpu.ts';
import { type BenchFile, multipartBody } from './documents.ts';
import { submitTask } from './intake.ts';
import { budgetStatus, type Row, type SectionResult } from './report.ts';
import { ms, round, summarize } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

/** The issue's budget: CPU per statement page, and `done` this soon after the PDF package. */
const CPU_BUDGET_MS_PER_PAGE = 50;
const DONE_AFTER_PACKAGE_BUDGET_MS = 5_000;

export interface StatementsOptions {
  /** Statements of each layout read for the CPU figure. */
  perLayout: number;
  /** Applications of four 3-page statements sent one after another for the time to `done`. */
  applications: number;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Statements of `layout` with exactly `pages` pages, from consecutive seeds. */
async function statementsOf(
  layout: GeneratedStatement['layout'],
  count: number,
  pages?: number,
): Promise<GeneratedStatement[]> {
  const found: GeneratedStatement[] = [];
  for (let seed = 1; found.length < count && seed < 500; seed++) {
    const statement = await generateStatement({ seed, layout });
    if (pages === undefined || statement.pages === pages) found.push(statement);
  }
  return found;
}

/**
 * CPU per page of the real reader (`readStatementPdf`, what each reader thread runs), on the
 * calling thread so process CPU is its CPU; the thread's own boot is paid once per worker, not per
 * statement. Baselines from the same run and the same files: pdf.js' text extraction alone (the
 * reader's first step) and poppler's `pdftotext -bbox` (the other extractor considered), counted as
 * the CPU of its reaped child processes.
 */
async function cpuPerPage(
  options: StatementsOptions,
): Promise<{ rows: Row[]; data: Record<string, unknown> }> {
  const statements = (
    await Promise.all(STATEMENT_LAYOUTS.map((layout) => statementsOf(layout, options.perLayout)))
  ).flat();
  const pages = statements.reduce((sum, statement) => sum + statement.pages, 0);
  // Warm: the first reading loads pdf.js' code paths and fonts' tables.
  for (const statement of statements.slice(0, 3)) await readStatementPdf(statement.bytes);

  let before = cpuMs();
  let wrong = 0;
  for (const statement of statements) {
    const reading = await readStatementPdf(statement.bytes);
    if (reading.check !== 'reconciled') wrong += 1;
  }
  const reader = (cpuMs() - before) / pages;

  before = cpuMs();
  for (const statement of statements) await extractPdfText(statement.bytes, STATEMENT_READ_LIMITS);
  const extraction = (cpuMs() - before) / pages;

  const dir = mkdtempSync(join(tmpdir(), 'bench-statements-'));
  let poppler = Number.NaN;
  try {
    const paths = statements.map((statement, index) => {
      const path = join(dir, `${index}.pdf`);
      writeFileSync(path, statement.bytes);
      return path;
    });
    const childBefore = reapedChildSeconds(process.pid);
    for (const path of paths)
      spawnSync('pdftotext', ['-bbox', path, join(dir, 'out.html')], { stdio: 'ignore' });
    poppler = ((reapedChildSeconds(process.pid) - childBefore) * 1000) / pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const row: Row = {
    section: 'statements',
    measure: `CPU per statement page (${statements.length} statements, ${pages} pages, ${STATEMENT_LAYOUTS.length} layouts)`,
    value: `${round(reader, 1)} ms`,
    baseline: `pdf.js text alone ${round(extraction, 1)} ms; pdftotext -bbox ${round(poppler, 1)} ms`,
    versus: `budget ${CPU_BUDGET_MS_PER_PAGE} ms${wrong > 0 ? `; ${wrong} not reconciled` : ''}`,
    status: budgetStatus(reader <= CPU_BUDGET_MS_PER_PAGE && wrong === 0),
    data: {
      readerMsPerPage: reader,
      extractionMsPerPage: extraction,
      popplerMsPerPage: poppler,
      pages,
      wrong,
    },
  };
  return { rows: [row], data: { statementsCpu: row.data } };
}

interface Timing {
  pdfDoneAt: Date | null;
  statementsDoneAt: Date | null;
  createdAt: Date;
}

/**
 * The time from an accepted submission (its row's created_at) to its four statements read (the last
 * reading's read_at), beside the time to its PDF package, on a pdf-worker as deployed (its statement
 * reader beside its renders) with a mail-worker; one application at a time.
 */
async function timeToDone(system: BenchSystem, options: StatementsOptions): Promise<Row[]> {
  const statements = await statementsOf('ledger', 4, 3);
  if (statements.length < 4) throw new Error('the generator gave fewer than four 3-page ledger statements');
  const files: BenchFile[] = statements.map((statement, index) => ({
    slot: `bankStatement${index + 1}` as UploadSlot,
    kind: 'pdf',
    name: `statement-${index + 1}.pdf`,
    bytes: statement.bytes,
  }));
  const submit = submitTask(system, multipartBody(files), 1);
  const sql = postgres(system.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  const workers = [await system.addWorker('pdf-worker'), await system.addWorker('mail-worker')];
  const timings: Timing[] = [];
  try {
    for (let run = 0; run < options.applications + 1; run++) {
      const applicationId = await submit();
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [row] = await sql<
          { created_at: Date; pdf_completed_at: Date | null; read: number; last_read: Date | null }[]
        >`select a.created_at, a.pdf_completed_at, count(r.id)::int as read, max(r.read_at) as last_read
          from applications a left join statement_readings r on r.application_id = a.id
          where a.application_id = ${applicationId} group by a.id`;
        if (row && row.read === 4 && row.pdf_completed_at) {
          // The first application warms the workers (JIT, fonts, threads) and is not counted.
          if (run > 0)
            timings.push({
              createdAt: row.created_at,
              pdfDoneAt: row.pdf_completed_at,
              statementsDoneAt: row.last_read,
            });
          break;
        }
        if (Date.now() > deadline) throw new Error(`${applicationId}: statements not read within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await sql.end();
    for (const worker of workers) await system.stopProcess(worker);
  }
  const toDone = summarize(timings.map((t) => t.statementsDoneAt!.getTime() - t.createdAt.getTime()));
  const toPackage = summarize(timings.map((t) => t.pdfDoneAt!.getTime() - t.createdAt.getTime()));
  const afterPackage = Math.max(
    ...timings.map((t) => t.statementsDoneAt!.getTime() - t.pdfDoneAt!.getTime()),
  );
  return [
    {
      section: 'statements',
      measure: `accepted to done, four 3-page statements (${timings.length} applications, one at a time)`,
      value: `p50 ${ms(toDone.p50)}, max ${ms(toDone.max)}`,
      baseline: `PDF package p50 ${ms(toPackage.p50)}, max ${ms(toPackage.max)}`,
      versus: `done at most ${ms(afterPackage)} after the package; budget ${ms(DONE_AFTER_PACKAGE_BUDGET_MS)}`,
      status: budgetStatus(afterPackage <= DONE_AFTER_PACKAGE_BUDGET_MS),
      data: { toDone, toPackage, afterPackageMaxMs: afterPackage },
    },
  ];
}

export async function measureStatements(
  system: BenchSystem | undefined,
  options: StatementsOptions,
): Promise<SectionResult> {
  progress(`statements: CPU per page, ${options.perLayout} statements of each layout`);
  const cpu = await cpuPerPage(options);
  const rows = [...cpu.rows];
  if (system) {
    progress(
      `statements: ${options.applications} applications of four 3-page statements through the pipeline`,
    );
    rows.push(...(await timeToDone(system, options)));
  }
  return {
    rows,
    notes: [
      {
        title: 'statements',
        body:
          'CPU per page is the reader on the calling thread over generated statements of every layout ' +
          '(every one must reconcile); pdf.js text alone and pdftotext -bbox read the same files. ' +
          'Accepted to done is one application at a time on an otherwise idle pipeline, not at 60% of its capacity.',
      },
    ],
    data: cpu.data,
  };
}

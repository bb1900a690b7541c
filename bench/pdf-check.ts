import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { INSPECTION_LIMITS, inspectPdf } from '../services/bff/src/intake/pdf-inspection/inspect-pdf.ts';
import { createQpdfReader } from '../services/bff/src/intake/pdf-inspection/qpdf-json.ts';
import { liveChildren, processSeconds, reapedChildSeconds } from './cpu.ts';
import { pdfOfSize } from './documents.ts';
import { budgetStatus, type Row, type SectionResult } from './report.ts';
import { MiB, round, summarize } from './stats.ts';

/**
 * The cost of the intake's PDF check (qpdf reads every object; services/bff/src/intake/
 * pdf-inspection), in milliseconds per MiB, on the real module. Baseline from the same run: reading
 * the same file and hashing it with SHA-256, the least any check of every byte costs. Two shapes:
 * a scanned statement (a few large image streams, what most uploads are) and a text statement of
 * many pages in object streams (many small objects, the expensive shape for a parser).
 */
/**
 * Budgets per MiB: a scanned statement must cost little next to its upload; an object-dense file
 * must still be judged within the check's time bound (15 s) at the largest upload (10 MiB).
 */
const SCANNED_BUDGET_MS_PER_MIB = 50;
const DENSE_BUDGET_MS_PER_MIB = 1_000;

async function textStatement(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page++) {
    const sheet = doc.addPage([612, 792]);
    for (let line = 0; line < 50; line++)
      sheet.drawText(
        `2026-10-${String((line % 28) + 1).padStart(2, '0')} CARD SETTLEMENT ${page}-${line} 1,234.56`,
        {
          x: 40,
          y: 760 - line * 14,
          size: 9,
          font,
        },
      );
  }
  return doc.save({ useObjectStreams: true });
}

/** The fork server our own qpdf reader started (the one child of this process by that name). */
function forkServerPid(): number {
  const pid = liveChildren(process.pid).find((child) =>
    readFileSync(`/proc/${child}/comm`, 'utf8').startsWith('qpdf-fork'),
  );
  if (!pid) throw new Error('no qpdf fork server is running');
  return pid;
}

/**
 * What reading one small statement costs the machine, all processes counted: through the fork
 * server (a child forked with libqpdf loaded) against the qpdf program started for the file, as
 * the check did before (bounded by `ulimit -v` in a shell that execs qpdf). The parent's side
 * (spawning, the pipe) is left out of both.
 */
async function startCost(path: string, runs: number): Promise<Row> {
  const reader = createQpdfReader();
  try {
    const warm = await reader.read(path, INSPECTION_LIMITS);
    if (!warm.ok) throw new Error(`the fork server could not read the bench file: ${warm.detail}`);
    const server = forkServerPid();
    let before = processSeconds(server);
    for (let run = 0; run < runs; run++) await reader.read(path, INSPECTION_LIMITS);
    const forked = ((processSeconds(server) - before) * 1000) / runs;
    const limited = `ulimit -v ${INSPECTION_LIMITS.memoryBytes / 1024}; exec qpdf --json --json-key=qpdf --no-warn -- "$1"`;
    before = reapedChildSeconds(process.pid);
    for (let run = 0; run < runs; run++)
      spawnSync('/bin/sh', ['-c', limited, 'qpdf-check', path], { stdio: 'ignore' });
    const started = ((reapedChildSeconds(process.pid) - before) * 1000) / runs;
    return {
      section: 'pdf check',
      measure: `small scanned statement (${round(readFileSync(path).length / 1024, 0)} KB): CPU per check, every process (n=${runs})`,
      value: `${round(forked, 2)} ms: a child of the qpdf fork server`,
      baseline: `${round(started, 2)} ms: the qpdf program started for the file (before)`,
      versus: `x${round(forked / started, 2)}`,
      status: '',
      data: { forkedMs: forked, startedMs: started, runs },
    };
  } finally {
    reader.close();
  }
}

function timeEach(runs: number, work: () => void | Promise<void>) {
  return async () => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return summarize(times);
  };
}

export async function measurePdfCheck(options: {
  runs: number;
  scannedBytes: number;
  textPages: number;
}): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-check-'));
  try {
    const files = [
      {
        label: `scanned statement, ${round(options.scannedBytes / MiB, 1)} MiB`,
        bytes: await pdfOfSize(options.scannedBytes, 10),
        budget: SCANNED_BUDGET_MS_PER_MIB,
      },
      {
        label: `text statement, ${options.textPages} pages in object streams`,
        bytes: await textStatement(options.textPages),
        budget: DENSE_BUDGET_MS_PER_MIB,
      },
    ];
    const rows: Row[] = [];
    const data: Record<string, unknown> = {};
    for (const [index, file] of files.entries()) {
      const path = join(dir, `${index}.pdf`);
      writeFileSync(path, file.bytes);
      const mib = file.bytes.length / MiB;
      // One warm-up of each, so the first qpdf start and file cache do not count.
      const verdict = await inspectPdf(path);
      if (verdict.kind !== 'inert')
        throw new Error(`${file.label}: the check refused a benign file: ${JSON.stringify(verdict)}`);
      createHash('sha256').update(readFileSync(path)).digest();
      const check = await timeEach(options.runs, async () => {
        await inspectPdf(path);
      })();
      const hash = await timeEach(options.runs, () => {
        createHash('sha256').update(readFileSync(path)).digest();
      })();
      const perMib = check.p50 / mib;
      const hashPerMib = hash.p50 / mib;
      rows.push({
        section: 'pdf check',
        measure: `${file.label}: median ms per MiB (qpdf, every object)`,
        value: `${round(perMib, 1)} ms/MiB (${round(check.p50, 1)} ms per file, p95 ${round(check.p95, 1)})`,
        baseline: `${round(hashPerMib, 2)} ms/MiB: read + SHA-256 of the same file`,
        versus: `x${round(perMib / Math.max(hashPerMib, 0.001), 0)}; budget ${file.budget} ms/MiB`,
        status: budgetStatus(perMib <= file.budget),
        data: { bytes: file.bytes.length, check, hash },
      });
      data[file.label] = { bytes: file.bytes.length, check, hash };
    }
    const small = join(dir, 'small.pdf');
    writeFileSync(small, await pdfOfSize(200 * 1024, 1));
    rows.unshift(await startCost(small, options.runs * 10));
    return {
      rows,
      notes: [
        {
          title: 'pdf check',
          body:
            'Each upload that is a PDF is read by qpdf after it is spooled, in a process of its own (bounded in address space, ' +
            'output and time) forked from the qpdf fork server, which has libqpdf loaded: a check pays the fork and the parse, ' +
            'not the start of the qpdf program (the first row; services/bff/src/intake/pdf-inspection/qpdf-fork-server.cpp). ' +
            'The per-MiB figures are the whole check from the BFF side: the check process, the fork, qpdf and the judgement of its JSON. ' +
            'docs/decisions/pdf-active-content.md compares qpdf, mupdf and pdf.js.',
        },
      ],
      data: { pdfCheck: data },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

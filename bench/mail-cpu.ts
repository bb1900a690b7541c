import { randomBytes } from 'node:crypto';
import { createDatabase, createLogger, QUEUE_NAMES, QUEUE_PREFIX, redisConnection } from '@funding/platform';
import { Queue, Worker } from 'bullmq';
import postgres from 'postgres';
import { type BenchFile, multipartBody } from './documents.ts';
import { submitTask } from './intake.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { bytes, ms, round } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

/** Issue 29's budget: the mail-worker's CPU per e-mail at the bench's small application. */
const BUDGET_MS_PER_EMAIL = 25;
/** The team's package, the agent's masked summary, owner 1's confirmation. */
const EMAILS_PER_APPLICATION = 3;

export interface MailCpuOptions {
  /** Applications mailed first, not counted: JIT, connections, the first render of each template. */
  warmup: number;
  applications: number;
}

async function waitForPdfs(sql: postgres.Sql, ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sql<{ done: number; failed: number }[]>`
      select count(*) filter (where pdf_status = 'done')::int as done,
             count(*) filter (where pdf_status = 'failed')::int as failed
      from applications where application_id = any(${ids})`;
    if (row!.failed > 0) throw new Error(`${row!.failed} packages failed to render`);
    if (row!.done === ids.length) return;
    if (Date.now() > deadline) throw new Error(`only ${row!.done} of ${ids.length} packages rendered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The mail-worker's modules, loaded as its image runs them: React (the e-mails' templates) picks its
 * production build by NODE_ENV when it is first loaded, and the image sets NODE_ENV=production; its
 * development build takes about four times the CPU per e-mail. Nothing else in the bench loads React.
 */
async function mailWorkerModules() {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const [env, processor, reminders, transport] = await Promise.all([
      import('../services/mail-worker/src/env.ts'),
      import('../services/mail-worker/src/mail-worker-processor.ts'),
      import('../services/mail-worker/src/reminders.ts'),
      import('../services/mail-worker/src/transport.ts'),
    ]);
    return { ...env, ...processor, ...reminders, ...transport };
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * The mail-worker's CPU per e-mail: the real mail step (the mail-worker's processor, its module as
 * deployed) run in this process, on the `mail` queue that the pdf-worker filled, against the running
 * system's Postgres, S3 and mail catcher, for small applications credited to an agent: three
 * e-mails each (the team's with the package, the agent's with the masked summary, owner 1's
 * confirmation). `process.cpuUsage()` of this process from the end of the warm-up to the last
 * application mailed, divided by the e-mails sent meanwhile; nothing else runs in this process then
 * (the pdf-worker is stopped, the BFF idle).
 */
export async function measureMailCpu(
  system: BenchSystem,
  files: BenchFile[],
  options: MailCpuOptions,
): Promise<SectionResult> {
  const sql = postgres(system.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  const [agent] = await sql<{ id: string }[]>`
    insert into agents (name, email, slug)
    values ('Bench Agent', 'agent@bench.local', ${`bench-agent-${randomBytes(4).toString('hex')}`})
    returning id`;
  const body = multipartBody(files, { agentId: agent!.id });
  const total = options.warmup + options.applications;

  progress(`mail CPU: ${total} small applications credited to an agent, rendered by a pdf-worker`);
  const pdfWorker = await system.addWorker('pdf-worker', {});
  const ids: string[] = [];
  try {
    const submit = submitTask(system, body, 2);
    for (let i = 0; i < total; i += 2) ids.push(...(await Promise.all([submit(), submit()])));
    await waitForPdfs(sql, ids, 300_000);
  } finally {
    await system.stopProcess(pdfWorker);
  }
  const [packageRow] = await sql<{ size: number }[]>`
    select avg(pdf_size_bytes)::int as size from applications where application_id = any(${ids})`;

  const { loadMailWorkerEnv, createMailWorkerProcessor, reminderSettings, createMailTransport } =
    await mailWorkerModules();
  const env = loadMailWorkerEnv(system.env);
  const connection = redisConnection(env.REDIS_URL);
  const database = createDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  const transport = createMailTransport(env);
  const reminderQueue = new Queue(QUEUE_NAMES.mail, { connection, prefix: QUEUE_PREFIX });
  const processor = createMailWorkerProcessor({
    db: database.db,
    storage: system.storage,
    transport,
    env,
    logger: createLogger({ name: 'bench-mail-worker', level: 'warn' }),
    reminderQueue,
    reminders: reminderSettings(env),
  });
  let completed = 0;
  let failed = 0;
  let counting: { startedCpu: NodeJS.CpuUsage; startedAt: number; atCompleted: number } | null = null;
  let finished: () => void = () => {};
  const allDone = new Promise<void>((resolve) => {
    finished = resolve;
  });
  progress(
    `mail CPU: the mail step in this process, ${options.warmup} to warm up, then ${options.applications}`,
  );
  const worker = new Worker(QUEUE_NAMES.mail, processor, {
    connection,
    prefix: QUEUE_PREFIX,
    concurrency: env.WORKER_CONCURRENCY,
  });
  const settle = () => {
    if (completed === options.warmup && !counting) {
      counting = { startedCpu: process.cpuUsage(), startedAt: performance.now(), atCompleted: completed };
    }
    if (completed + failed === total) finished();
  };
  worker.on('completed', () => {
    completed++;
    settle();
  });
  worker.on('failed', (job) => {
    if (job && job.attemptsMade < (job.opts.attempts ?? 1)) return;
    failed++;
    settle();
  });
  try {
    await allDone;
    const cpu = process.cpuUsage(counting!.startedCpu);
    const wallMs = performance.now() - counting!.startedAt;
    const measured = completed - counting!.atCompleted;
    const [sent] = await sql<{ count: number }[]>`
      select count(*)::int as count from notifications n join applications a on a.id = n.application_id
      where a.application_id = any(${ids})`;
    if (failed > 0 || sent!.count !== total * EMAILS_PER_APPLICATION) {
      throw new Error(
        `${failed} mail steps failed; ${sent!.count} of ${total * EMAILS_PER_APPLICATION} e-mails sent`,
      );
    }
    const emails = measured * EMAILS_PER_APPLICATION;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const perEmail = cpuMs / emails;
    const rows: Row[] = [
      {
        section: 'mail CPU',
        measure: `mail-worker CPU per e-mail, small application credited to an agent (team + agent + owner 1, n=${emails} e-mails of ${measured} applications)`,
        value: ms(perEmail),
        baseline: `${ms(cpuMs / measured)} per application; package ${bytes(packageRow!.size)}`,
        versus: `x${round(perEmail / BUDGET_MS_PER_EMAIL, 2)} of the budget (25 ms)`,
        status: budgetStatus(perEmail <= BUDGET_MS_PER_EMAIL),
        data: { cpuMs, emails, applications: measured, wallMs, packageBytes: packageRow!.size },
      },
    ];
    const notes: Note[] = [
      {
        title: 'How the mail-worker CPU per e-mail is measured',
        body:
          `Small applications (7 x 200 KB) credited to an agent go through the BFF and a pdf-worker; the pdf-worker ` +
          "is then stopped, and the mail step (the mail-worker's processor, the module it deploys) runs in the " +
          `bench process on the mail queue with the mail-worker's concurrency (${env.WORKER_CONCURRENCY}), against ` +
          'the same Postgres, S3 and mail catcher. process.cpuUsage() of the bench process from the end of ' +
          `${options.warmup} warm-up applications to the last one mailed, over the e-mails sent meanwhile (three ` +
          'per application: the team with the package, the agent with the masked summary, owner 1 the ' +
          `confirmation), ${Math.round(wallMs)} ms of wall time. Each attachment is read and encoded once per run ` +
          '(attachments.ts), and the SMTP connections are pooled (transport.ts). The CPU time of a few ' +
          "applications swings with other work on the machine (one sixth of a run's applications took from 10 " +
          'to 40 ms per e-mail), so the figure is the whole measured run.',
      },
    ];
    return { rows, notes, data: { mailCpu: rows[0]!.data } };
  } finally {
    await worker.close();
    await reminderQueue.close();
    transport.close();
    await database.close();
    await sql.end({ timeout: 5 });
  }
}

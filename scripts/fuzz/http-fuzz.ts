import { readdirSync } from 'node:fs';
import { UPLOAD_DOCUMENTS_PATH, UPLOAD_SLOTS } from '@funding/contracts';
import { applicationObjectPrefix, storageFromEnv } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import { objectKeys } from '@funding/platform/testing/objects';
import fc from 'fast-check';
import postgres from 'postgres';
import type { SystemUnderTest } from '../stack/test-system.ts';
import { apiCase, unknownPathCase } from './api-cases.ts';
import type { FuzzCase, FuzzTarget } from './fuzz-case.ts';
import { addHostileJobs, type HostileJobsOutcome } from './hostile-jobs.ts';
import { multipartCase } from './multipart-cases.ts';
import { protocolCase } from './protocol-cases.ts';
import { type RawAnswer, sendRaw } from './raw-http.ts';
import { bffRoutes, type Route } from './routes.ts';
import { sensitiveValuesIn } from './sensitive-values.ts';

/**
 * The HTTP fuzz: seeded, reproducible requests against the whole running system (the BFF and
 * both workers as separate processes, real Postgres, Redis, S3 and SMTP). Case `i` of seed `s` is
 * always the same request, so a failure is reproduced with FUZZ_SEED=s FUZZ_CASE=i.
 */
export interface HttpFuzzOptions {
  system: SystemUnderTest;
  seed: number;
  cases: number;
  /** Run only this case (to reproduce one). */
  only?: number;
  concurrency?: number;
  onProgress?: (done: number) => void;
}

export interface FuzzFailure {
  index: number;
  label: string;
  problem: string;
  request: string;
  answer: string;
}

export interface HttpFuzzSummary {
  seed: number;
  cases: number;
  routes: number;
  seconds: number;
  statusClasses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  dropped: number;
  crashedServices: string[];
  notReady: string[];
  latency: { p50: number; p99: number; max: number };
  perLabel: Record<string, number>;
  /** Uploads each multipart route accepted (2xx): proof that the cases reach past its checks. */
  uploadsAccepted: Record<string, number>;
  failures: FuzzFailure[];
  leftovers: { rows: string[]; objects: string[]; spoolFiles: string[] };
  sensitiveSent: number;
  sensitiveInLogs: string[];
  hostileJobs: HostileJobsOutcome;
}

// Small enough to spread cases over many seeds, large enough that neighbours do not collide.
const caseSeed = (seed: number, index: number) => (Math.imul(seed, 0x9e3779b1) + index * 7919) | 0;

export function caseArbitrary(target: FuzzTarget, routes: Route[]): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    // Each multipart route (the submission, an upload link's files) as often as all others together.
    ...routes
      .filter((route) => route.multipart)
      .map((route) => ({ weight: 20, arbitrary: multipartCase(route, target) })),
    {
      weight: 50,
      arbitrary: fc.oneof(
        ...routes.filter((route) => !route.multipart).map((route) => apiCase(route, target)),
      ),
    },
    { weight: 12, arbitrary: protocolCase },
    { weight: 8, arbitrary: unknownPathCase(target) },
  );
}

/** Case `index` of `seed`: the same request every time, built from the arbitrary made once per run. */
export function fuzzCase(cases: fc.Arbitrary<FuzzCase>, seed: number, index: number): FuzzCase {
  return fc.sample(cases, { seed: caseSeed(seed, index), numRuns: 1 })[0]!;
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const UPLOAD_LINKS = 4;
const OWNER_1 = 'fuzz.owner@example.com';
const MAILED_LINK = new RegExp(`${UPLOAD_DOCUMENTS_PATH}#([A-Za-z0-9_-]{43})`);

/** The upload links mailed to owner 1, as the applicant gets them (the token is in the e-mail alone). */
async function uploadLinkTokensMailed(system: SystemUnderTest): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // The system may be shared with other tests: only the links mailed to this run's owner 1.
    const tokens = (await caughtMessages(system.mailApiUrl))
      .filter((mail) => mail.to.some((to) => to.address === OWNER_1))
      .flatMap((mail) => MAILED_LINK.exec(mail.text)?.[1] ?? []);
    if (tokens.length >= UPLOAD_LINKS) return tokens;
    if (Date.now() > deadline)
      throw new Error(`${tokens.length} of ${UPLOAD_LINKS} upload links were mailed`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Signs in as the first super admin and makes what the cases can reach: an agent, an application,
 * and document requests for every slot of it, whose links owner 1 receives by e-mail.
 */
async function prepareTarget(system: SystemUnderTest): Promise<FuzzTarget> {
  const { baseUrl, env } = system;
  const login = await json(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: env.ADMIN_USERNAME ?? 'admin',
        password: env.ADMIN_PASSWORD ?? 'admin-password',
      }),
    }),
  );
  const data = login.data as { token: string; user: { id: string } };
  const auth = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
  const agent = await json(
    await fetch(`${baseUrl}/api/admin/agents`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Fuzz Agent', email: 'fuzz.agent@example.com' }),
    }),
  );
  const form = new FormData();
  form.append('data', JSON.stringify(validApplicationInput({ owner1Email: OWNER_1 })));
  form.append('bankStatement1', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 's.pdf');
  const submitted = await json(await fetch(`${baseUrl}/api/applications`, { method: 'POST', body: form }));
  for (let i = 0; i < UPLOAD_LINKS; i++) {
    await json(
      await fetch(`${baseUrl}/api/admin/applications/${submitted.applicationId}/document-requests`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ slots: UPLOAD_SLOTS, message: 'Fuzz: every document, please.' }),
      }),
    );
  }
  return {
    validToken: data.token,
    uploadLinkTokens: await uploadLinkTokensMailed(system),
    known: {
      applicationId: String(submitted.applicationId),
      agentId: String((agent as { id: string }).id),
      adminId: data.user.id,
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

const preview = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeRequest(request: FuzzCase['request']): string {
  const body = Buffer.concat(request.body.map((piece) => piece.bytes));
  return preview(`${request.head}\r\n\r\n${body.toString('latin1')}`, 600);
}

/** The applications and objects the system holds: what was there before the fuzz is not its doing. */
async function storedRecords(system: SystemUnderTest) {
  const sql = postgres(system.env.DATABASE_URL!, { max: 1 });
  try {
    const rows = (await sql`select application_id from applications`).map((row) =>
      String(row.application_id),
    );
    // A document object no row names was left by a refused or replaced upload.
    const documentKeys = new Set(
      (await sql`select storage_key from documents`).map((row) => String(row.storage_key)),
    );
    const objects = await objectKeys(storageFromEnv(system.env), 'applications/');
    return { rows, documentKeys, objects };
  } finally {
    await sql.end();
  }
}

type StoredRecords = Awaited<ReturnType<typeof storedRecords>>;

/** Applications, objects and spool files that appeared during the fuzz and no accepted submission accounts for. */
async function leftovers(
  system: SystemUnderTest,
  before: StoredRecords,
  accepted: Set<string>,
  removed: Set<string>,
) {
  const { rows, documentKeys, objects } = await storedRecords(system);
  const rowsBefore = new Set(before.rows);
  const objectsBefore = new Set(before.objects);
  const expected = new Set([...accepted].filter((id) => !removed.has(id)));
  const newRows = rows.filter((id) => !rowsBefore.has(id));
  const strayObjects = objects.filter((key) => {
    if (objectsBefore.has(key)) return false;
    const owner = key.split('/')[1] ?? '';
    const orphanDocument =
      key.startsWith(`${applicationObjectPrefix(owner)}documents/`) && !documentKeys.has(key);
    return !rows.includes(owner) || !key.startsWith(applicationObjectPrefix(owner)) || orphanDocument;
  });
  return {
    rows: newRows.filter((id) => !expected.has(id)),
    objects: strayObjects,
    spoolFiles: readdirSync(system.env.INTAKE_TMP_DIR!),
  };
}

export async function runHttpFuzz(options: HttpFuzzOptions): Promise<HttpFuzzSummary> {
  const { system, seed } = options;
  const started = performance.now();
  const port = Number(new URL(system.baseUrl).port);
  const before = await storedRecords(system);
  const target = await prepareTarget(system);
  const routes = bffRoutes();
  const cases = caseArbitrary(target, routes);
  const accepted = new Set<string>([target.known.applicationId]);
  const removed = new Set<string>();
  const sensitive = new Set<string>(sensitiveValuesIn(JSON.stringify(validApplicationInput())));
  const statusClasses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const perLabel: Record<string, number> = {};
  const uploadsAccepted: Record<string, number> = Object.fromEntries(
    routes.filter((route) => route.multipart).map((route) => [`${route.method} ${route.path}`, 0]),
  );
  const latencies: number[] = [];
  const failures: FuzzFailure[] = [];
  let dropped = 0;

  const indexes =
    options.only !== undefined ? [options.only] : Array.from({ length: options.cases }, (_, i) => i);
  let next = 0;
  let done = 0;
  const judge = (index: number, fuzz: FuzzCase, answer: RawAnswer) => {
    perLabel[fuzz.label] = (perLabel[fuzz.label] ?? 0) + 1;
    if (!fuzz.slow) latencies.push(answer.ms);
    const failure = (problem: string) =>
      failures.push({
        index,
        label: fuzz.label,
        problem,
        request: describeRequest(fuzz.request),
        answer: preview(`${answer.status} ${answer.body}`),
      });
    if (answer.dropped) {
      dropped++;
      return failure(
        `connection ended without an answer (${answer.ending} after ${Math.round(answer.ms)} ms)`,
      );
    }
    const statusClass = `${Math.floor(answer.status / 100)}xx` as keyof typeof statusClasses;
    statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
    if (answer.status >= 500) failure(`answered ${answer.status}`);
    if (fuzz.label in uploadsAccepted && answer.status < 300) uploadsAccepted[fuzz.label]! += 1;
    if (fuzz.label === 'POST /api/applications' && answer.status < 300) {
      const applicationId = /"applicationId":"([^"]+)"/.exec(answer.body)?.[1];
      if (applicationId) accepted.add(applicationId);
    }
    if (fuzz.label === 'DELETE /api/admin/applications/:applicationId' && answer.status < 300) {
      const id = /^DELETE \/api\/admin\/applications\/([^ ?/]+)/.exec(fuzz.request.head)?.[1];
      if (id) removed.add(decodeURIComponent(id));
    }
  };
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++]!;
      const fuzz = fuzzCase(cases, seed, index);
      for (const piece of [fuzz.request.head, ...fuzz.request.body.map((p) => p.bytes)]) {
        if (typeof piece === 'string' || piece.length < 100_000)
          for (const value of sensitiveValuesIn(piece.toString('latin1'))) sensitive.add(value);
      }
      judge(index, fuzz, await sendRaw(port, fuzz.request));
      options.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));

  const hostileJobs = await addHostileJobs(system.env.REDIS_URL!);

  const crashedServices = system.exitedServices();
  const notReady: string[] = [];
  for (const [name, url] of Object.entries(system.readyUrls)) {
    const response = await fetch(url).catch(() => null);
    if (response?.status !== 200) notReady.push(name);
  }
  const logs = system.logs().join('\n');
  latencies.sort((a, b) => a - b);
  return {
    seed,
    cases: indexes.length,
    routes: routes.length,
    seconds: (performance.now() - started) / 1000,
    statusClasses,
    dropped,
    crashedServices,
    notReady,
    latency: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: percentile(latencies, 100),
    },
    perLabel,
    uploadsAccepted,
    failures,
    leftovers: await leftovers(system, before, accepted, removed),
    sensitiveSent: sensitive.size,
    sensitiveInLogs: [...sensitive].filter((value) => logs.includes(value)),
    hostileJobs,
  };
}

/** The one line a run prints. */
export function summaryLine(s: HttpFuzzSummary): string {
  const left = s.leftovers;
  return (
    `http fuzz: seed ${s.seed}, ${s.cases} cases over ${s.routes} routes in ${s.seconds.toFixed(1)} s: ` +
    `2xx ${s.statusClasses['2xx']}, 3xx ${s.statusClasses['3xx']}, 4xx ${s.statusClasses['4xx']}, ` +
    `5xx ${s.statusClasses['5xx']}, dropped ${s.dropped}, crashed services ${s.crashedServices.length}, ` +
    `not ready ${s.notReady.length}; uploads accepted: ${Object.entries(s.uploadsAccepted)
      .map(([route, count]) => `${route} ${count}`)
      .join(', ')}; answer p50 ${s.latency.p50} ms, p99 ${s.latency.p99} ms, max ${s.latency.max} ms; ` +
    `left by refused requests: ${left.rows.length} rows, ${left.objects.length} objects, ${left.spoolFiles.length} spool files; ` +
    `SSN/EIN-shaped values sent ${s.sensitiveSent}, in logs ${s.sensitiveInLogs.length}; ` +
    `hostile jobs ${s.hostileJobs.settled}/${s.hostileJobs.added} settled`
  );
}

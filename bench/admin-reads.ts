import { randomBytes } from 'node:crypto';
import {
  type Application,
  type ApplicationListQuery,
  applicationListQuerySchema,
  ENTITY_TYPES,
  formatApplicationId,
  type ReviewStatus,
  US_STATES,
} from '@funding/contracts';
import {
  applicationColumns,
  createDatabase,
  createFieldCipher,
  type Database,
  schema,
} from '@funding/platform';
import { countAnalytics } from '../services/bff/src/applications/analytics.ts';
import { applicationListStatements, listApplications } from '../services/bff/src/applications/list-query.ts';
import { benchApplication } from './documents.ts';
import { agentFor, httpRequest } from './loadgen.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { ms, round, summarize } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

const BUDGET_P95_MS = 50;
const PAGE_SIZE = 50;

// Varied, plausible rows: the search and the filters meet realistic selectivities.
const FIRST_NAMES =
  'Maria James Wei Aisha Carlos Emily Omar Sofia Liam Priya Noah Grace Ivan Fatima Lucas Chloe Diego Hana Samuel Zoe'.split(
    ' ',
  );
const LAST_NAMES =
  'Garcia Smith Chen Okafor Nguyen Johnson Patel Kim Rossi Müller Silva Cohen Novak Brown Haddad Tanaka Lopez Walker Khan Ortiz Fischer Dubois Ivanova Mensah Larsen'.split(
    ' ',
  );
const WORDS =
  'Acme Bright Summit Golden Harbor Maple River Blue Iron Cedar Prairie Coastal Urban Pioneer Northern Sunrise Keystone Liberty Evergreen Granite'.split(
    ' ',
  );
const TRADES =
  'Bakery Plumbing Logistics Dental Auto Repair Landscaping Catering Printing Fitness Roofing Pharmacy Trucking Salon Electric Florist Brewing Cleaning'.split(
    ' ',
  );
const SUFFIXES = ['LLC', 'Inc', 'Co', 'Group', 'Partners', ''];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

// How a live desk's table spreads over the review statuses (percent, in this order).
const REVIEW_SPREAD: [ReviewStatus, number][] = [
  ['new', 20],
  ['in_review', 15],
  ['missing_documents', 10],
  ['approved', 10],
  ['declined', 25],
  ['funded', 15],
  ['withdrawn', 5],
];

function reviewStatusOf(roll: number): ReviewStatus {
  let upTo = 0;
  for (const [status, percent] of REVIEW_SPREAD) {
    upTo += percent;
    if (roll < upTo) return status;
  }
  return 'new';
}

/**
 * Row `i` of the seeded table: deterministic names and states, random ids, created over the past
 * year, spread over the review statuses; one in four assigned to one of `assigneeIds`.
 */
function seededRow(
  base: Application,
  i: number,
  cipher: ReturnType<typeof createFieldCipher>,
  assigneeIds: readonly string[],
) {
  const random = randomBytes(8);
  const r = random.readUInt32BE(0);
  const application: Application = {
    ...base,
    businessName: `${pick(WORDS, r)} ${pick(TRADES, r >>> 5)} ${pick(SUFFIXES, r >>> 10)}`.trim(),
    owner1FirstName: pick(FIRST_NAMES, r >>> 13),
    owner1LastName: pick(LAST_NAMES, r >>> 18),
    businessState: pick(US_STATES, r >>> 7).code,
    entityType: pick(ENTITY_TYPES, r >>> 23).value as Application['entityType'],
  };
  // Contact fields vary per row as they would in a live table, so the search index holds real text.
  const line = String(i % 10_000).padStart(4, '0');
  application.owner1Email =
    `${application.owner1FirstName}.${application.owner1LastName}${i}@example.com`.toLowerCase();
  application.businessPhone = `(512) ${200 + (r % 700)}-${line}`;
  application.owner1MobilePhone = `(737) ${200 + ((r >>> 9) % 700)}-${line}`;
  const applicationId = formatApplicationId(random);
  const createdAt = new Date(Date.now() - (((i * 7919) % 100_000) / 100_000) * 365 * 24 * 3600 * 1000);
  // Mostly finished, some failed, a few still in flight, as a live table would be.
  const roll = r % 100;
  const pdfStatus = roll < 3 ? 'failed' : roll < 5 ? 'processing' : 'done';
  const emailStatus = pdfStatus !== 'done' ? 'pending' : roll < 7 ? 'failed' : roll < 8 ? 'pending' : 'done';
  const pdfCompletedAt = pdfStatus === 'done' ? new Date(createdAt.getTime() + 4_000) : null;
  const emailCompletedAt = emailStatus === 'done' ? new Date(createdAt.getTime() + 6_000) : null;
  const reviewRoll = random.readUInt16BE(4) % 100;
  const assigneeRoll = random.readUInt16BE(6);
  return {
    ...applicationColumns(application, applicationId, cipher),
    reviewStatus: reviewStatusOf(reviewRoll),
    assigneeId:
      assigneeIds.length > 0 && assigneeRoll % 4 === 0
        ? assigneeIds[(assigneeRoll >>> 2) % assigneeIds.length]!
        : null,
    createdAt,
    updatedAt: createdAt,
    pdfStatus,
    emailStatus,
    pdfKey: pdfStatus === 'done' ? `pdfs/${applicationId}.pdf` : null,
    pdfSizeBytes: pdfStatus === 'done' ? 1_500_000 : null,
    pdfCompletedAt,
    emailCompletedAt,
    processingTimeMs: emailCompletedAt ? 6_000 : pdfCompletedAt ? 4_000 : null,
    processingErrors: pdfStatus === 'failed' || emailStatus === 'failed' ? ['bench: simulated failure'] : [],
  } as const;
}

/** Bulk-inserts `count` applications in batches, then their documents in one statement. */
export async function seedApplications(
  system: BenchSystem,
  count: number,
  batchSize: number,
): Promise<string> {
  const cipher = createFieldCipher(system.env.FIELD_ENCRYPTION_KEYS!);
  const database = createDatabase({ url: system.env.DATABASE_URL!, poolSize: 2 });
  const base = benchApplication();
  let sampleId = '';
  try {
    // The signed-in super admin and three more staff (who cannot sign in: no password hash), so
    // "assigned to me" is a quarter of the assigned quarter.
    await database.sql`
      insert into admin_users (username, email, password_hash, role)
      select 'bench-staff-' || n, 'bench-staff-' || n || '@example.com', 'not-a-hash', 'admin'
      from generate_series(1, 3) n
      on conflict (username) do nothing`;
    const assigneeIds = (
      await database.sql`select id from admin_users where username = 'admin' or username like 'bench-staff-%' order by username`
    ).map((row) => row.id as string);
    for (let start = 0; start < count; start += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, k) =>
        seededRow(base, start + k, cipher, assigneeIds),
      );
      if (start === Math.floor(count / 2 / batchSize) * batchSize) sampleId = rows[0]!.applicationId;
      await database.db.insert(schema.applications).values(rows);
      if ((start / batchSize) % 10 === 9) progress(`admin reads: seeded ${start + rows.length} applications`);
    }
    // Three bank statements each, and an additional document for every third application.
    await database.sql`
      insert into documents (application_id, slot, storage_key, original_name, content_type, size_bytes)
      select a.id, s.slot, 'documents/bench/' || a.application_id || '/' || s.slot, s.slot || '.pdf',
             'application/pdf', 204800
      from applications a
      cross join (values ('bankStatement1'), ('bankStatement2'), ('bankStatement3'), ('additionalDoc1')) s(slot)
      where not exists (select 1 from documents d where d.application_id = a.id)
        and (s.slot <> 'additionalDoc1' or get_byte(decode(md5(a.application_id), 'hex'), 0) % 3 = 0)`;
    // What autovacuum would have done by the time a table has grown to this size.
    await database.sql`vacuum analyze applications`;
    await database.sql`vacuum analyze documents`;
    await database.sql`vacuum analyze admin_users`;
  } finally {
    await database.close();
  }
  return sampleId;
}

/** One list request's query, as the route reads it from the search string. */
type ListQuery = {
  page: number;
  search?: string;
  status?: 'failed';
  state?: string;
  reviewStatus?: ReviewStatus;
  assignee?: 'me';
};

const parseListQuery = (query: ListQuery): ApplicationListQuery =>
  applicationListQuerySchema.parse({ ...query, pageSize: PAGE_SIZE });

interface Variant {
  name: string;
  path: string;
  /** The route's own query module run from this process: the same statements, without HTTP. */
  direct: (db: Database, signedInAdminId: string) => Promise<unknown>;
  list?: ListQuery;
  budget: boolean;
}

function listVariant(name: string, query: ListQuery): Variant {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
  if (query.search) search.set('search', query.search);
  if (query.state) search.set('state', query.state);
  if (query.status) search.set('status', query.status);
  if (query.reviewStatus) search.set('reviewStatus', query.reviewStatus);
  if (query.assignee) search.set('assignee', query.assignee);
  return {
    name,
    path: `/api/admin/applications?${search}`,
    direct: (db, signedInAdminId) => listApplications(db, parseListQuery(query), signedInAdminId),
    list: query,
    budget: true,
  };
}

async function login(system: BenchSystem): Promise<string> {
  const answer = await httpRequest(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ username: 'admin', password: 'admin-password' })),
  });
  if (answer.status !== 200)
    throw new Error(`login failed: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

async function explain(
  db: Database,
  sql: Database['$client'],
  query: ListQuery,
  signedInAdminId: string,
): Promise<{ text: string; executionMs: Record<string, number> }> {
  const statements = applicationListStatements(db, parseListQuery(query), signedInAdminId);
  const plans: string[] = [];
  const executionMs: Record<string, number> = {};
  for (const [label, statement] of [
    ['page', statements.rows.toSQL()],
    ['count', statements.count.toSQL()],
  ] as const) {
    const lines = (
      await sql.unsafe(`explain (analyze, buffers) ${statement.sql}`, statement.params as string[])
    ).map((l) => l['QUERY PLAN'] as string);
    executionMs[label] = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    plans.push(`-- ${label}\n${lines.join('\n')}`);
  }
  return { text: plans.join('\n\n'), executionMs };
}

/**
 * The admin reads with a seeded table: each request timed on loopback one after another (what one
 * admin's browser does), next to the route's own query modules run from this process.
 */
export async function measureAdminReads(
  system: BenchSystem,
  options: { applications: number; batchSize: number; requests: number; warmup: number },
): Promise<SectionResult> {
  progress(`admin reads: seeding ${options.applications} applications in batches of ${options.batchSize}`);
  const seedStarted = performance.now();
  const sampleId = await seedApplications(system, options.applications, options.batchSize);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { db, sql, close } = createDatabase({ url: system.env.DATABASE_URL!, poolSize: 3 });
  const [{ total }] = (await sql`select count(*)::int as total from applications`) as unknown as [
    { total: number },
  ];
  const token = await login(system);
  const agent = agentFor(1);
  // Who "me" is in the assignee filter: the super admin the requests are signed in as.
  const [{ adminId }] =
    (await sql`select id as "adminId" from admin_users where username = 'admin'`) as unknown as [
      { adminId: string },
    ];

  const variants: Variant[] = [
    listVariant('list, page 1 (newest)', { page: 1 }),
    listVariant('list, page 20', { page: 20 }),
    listVariant('list, state CA + failed', { page: 1, state: 'CA', status: 'failed' }),
    listVariant('list, review missing documents', { page: 1, reviewStatus: 'missing_documents' }),
    listVariant('list, assigned to me + in review', { page: 1, assignee: 'me', reviewStatus: 'in_review' }),
    listVariant('search "garcia" (name)', { page: 1, search: 'garcia' }),
    listVariant('search by application id', { page: 1, search: sampleId.toLowerCase().replaceAll('-', ' ') }),
    {
      name: 'analytics',
      path: '/api/admin/analytics?timeZone=UTC',
      direct: (db) => countAnalytics(db, 'UTC'),
      budget: false,
    },
  ];

  // The BFF logs each request with its own duration: the server's view, without the client.
  const serverMs: number[] = [];
  let currentPath = '';
  system.onLog((service, entry) => {
    if (service === 'bff' && entry.msg === 'request' && typeof entry.ms === 'number') {
      if (entry.path === currentPath) serverMs.push(entry.ms);
    }
  });

  const rows: Row[] = [];
  const notes: Note[] = [];
  const data: Record<string, unknown>[] = [];
  let sawServerTiming = false;
  try {
    for (const variant of variants) {
      progress(`admin reads: ${variant.name}, ${options.requests} requests, then the same SQL directly`);
      currentPath = variant.path.split('?')[0]!;
      const http: number[] = [];
      const serverTiming: string[] = [];
      let matched = -1;
      const send = () =>
        httpRequest(`${system.baseUrl}${variant.path}`, {
          headers: { authorization: `Bearer ${token}` },
          agent,
        });
      for (let i = 0; i < options.warmup; i++) await send();
      // Lets the warm-up's log lines arrive before the server's own durations are collected.
      await new Promise((resolve) => setTimeout(resolve, 200));
      serverMs.length = 0;
      for (let i = 0; i < options.requests; i++) {
        const started = performance.now();
        const answer = await send();
        const elapsed = performance.now() - started;
        if (answer.status !== 200)
          throw new Error(`${variant.path}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
        http.push(elapsed);
        const timing = answer.headers['server-timing'];
        if (typeof timing === 'string') {
          serverTiming.push(timing);
          sawServerTiming = true;
        }
        if (matched < 0 && variant.list) matched = (JSON.parse(answer.body) as { total: number }).total;
      }
      // The log lines of the last requests may still be on their way through the pipe.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const server = summarize(serverMs);
      const direct: number[] = [];
      for (let i = 0; i < options.warmup + options.requests; i++) {
        const started = performance.now();
        await variant.direct(db, adminId);
        if (i >= options.warmup) direct.push(performance.now() - started);
      }
      const h = summarize(http);
      const d = summarize(direct);
      const pass = h.p95 < BUDGET_P95_MS;
      rows.push({
        section: 'admin reads',
        measure: `${variant.name}${matched >= 0 ? ` (${matched} match)` : ''}: p50/p95`,
        value: `${ms(h.p50)} / ${ms(h.p95)}`,
        baseline: `SQL ${ms(d.p50)} / ${ms(d.p95)}`,
        versus: `${variant.budget ? `budget p95 < ${BUDGET_P95_MS} ms; ` : ''}p50 x${round(h.p50 / d.p50, 1)}`,
        status: variant.budget ? budgetStatus(pass) : '',
      });
      data.push({
        variant: variant.name,
        path: variant.path,
        matched,
        http: h,
        server,
        direct: d,
        serverTiming: serverTiming.slice(0, 3),
      });
      if (variant.budget && !pass && variant.list) {
        const plan = await explain(db, sql, variant.list, adminId);
        const { page = Number.NaN, count = Number.NaN } = plan.executionMs;
        notes.push({
          title: `EXPLAIN ANALYZE of "${variant.name}" (missed the budget)`,
          body:
            `Postgres executes the page in ${ms(page)} and the total count in ${ms(count)}; the same SQL from ` +
            `the bench took p50 ${ms(d.p50)} / p95 ${ms(d.p95)} and the HTTP request p50 ${ms(h.p50)} / p95 ` +
            `${ms(h.p95)} (server log p50 ${ms(server.p50)} / p95 ${ms(server.p95)}). ` +
            (count > 4 * page
              ? `The exact total (count(*) over all ${matched} matching rows) is most of the database work. `
              : '') +
            (d.p95 < BUDGET_P95_MS && h.p50 < BUDGET_P95_MS
              ? 'The SQL stays within the budget; the slow tail is in the HTTP path or in waiting for a core. '
              : '') +
            `\n\n\`\`\`\n${plan.text}\n\`\`\``,
        });
      }
    }
  } finally {
    system.onLog(null);
    await close();
  }
  notes.push({
    title: 'How admin reads are measured',
    body:
      `${total} applications (${options.applications} seeded in ${Math.round(seedSeconds)} s in batches of ` +
      `${options.batchSize} with applicationColumns, created over the past year, varied names, states, entity ` +
      'types, processing and review statuses, a quarter assigned to one of four staff, three or four documents ' +
      'each), then `vacuum analyze`. Each request is sent by one ' +
      `client on loopback with a super admin's token, ${options.warmup} warm-up requests then ` +
      `${options.requests} timed ones; the value is the time from sending the request to reading the whole ` +
      'JSON answer (the server also logs its own duration; both are in latest.json). ' +
      (sawServerTiming
        ? 'Server-Timing headers are kept in latest.json. '
        : 'The BFF sends no Server-Timing header. ') +
      "The baseline calls the route's own query modules (listApplications and countAnalytics, the very " +
      'statements the BFF runs) from the bench process. The difference is the HTTP layer, the token check ' +
      '(one user read per request), validation and JSON.',
  });
  return { rows, notes, data: { adminReads: { total, seedSeconds, results: data } } };
}

import { randomBytes } from 'node:crypto';
import {
  type Application,
  ENTITY_TYPES,
  formatApplicationId,
  normalizeApplicationId,
  type ReviewStatus,
  US_STATES,
} from '@funding/contracts';
import { applicationColumns, createDatabase, createFieldCipher, schema } from '@funding/platform';
import postgres from 'postgres';
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

// How a live desk's table spreads over the review statuses (percent, cumulative order below).
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

type Sql = ReturnType<typeof postgres>;

interface ListQuery {
  page: number;
  search?: string;
  status?: 'failed';
  state?: string;
  reviewStatus?: ReviewStatus;
  /** 'me': the signed-in super admin (`admin`), whose id the statements take as a parameter. */
  assignee?: 'me';
}

const LIST_COLUMNS = `applications.id, application_id, agent_name, agent_email, applications.created_at, pdf_status,
  email_status, processing_time_ms, processing_errors, business_name, owner1_first_name, owner1_last_name,
  business_state, entity_type, details, ein_last4, owner1_ssn_last4, owner2_ssn_last4, review_status, assignee_id,
  admin_users.username`;
const SEARCH_TEXT = `lower(business_name || ' ' || owner1_first_name || ' ' || owner1_last_name || ' ' || application_id)`;

/** The WHERE clause and parameters of application-query.ts for `query`, written out in SQL. */
function listWhere(query: ListQuery, signedInAdminId: string): { where: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (query.search) {
    const id = normalizeApplicationId(query.search);
    const term = (
      /^FA-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/.test(id) ? id : query.search
    ).toLowerCase();
    params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`${SEARCH_TEXT} ilike $${params.length}`);
  }
  if (query.state) {
    params.push(query.state);
    clauses.push(`business_state = $${params.length}`);
  }
  if (query.status === 'failed') clauses.push(`(pdf_status = 'failed' or email_status = 'failed')`);
  if (query.reviewStatus) {
    params.push(query.reviewStatus);
    clauses.push(`review_status = $${params.length}`);
  }
  if (query.assignee === 'me') {
    params.push(signedInAdminId);
    clauses.push(`assignee_id = $${params.length}`);
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

function listStatements(query: ListQuery, signedInAdminId: string) {
  const { where, params } = listWhere(query, signedInAdminId);
  const offset = (query.page - 1) * PAGE_SIZE;
  return {
    rows: `select ${LIST_COLUMNS} from applications left join admin_users on admin_users.id = applications.assignee_id
      ${where} order by applications.created_at desc nulls last, applications.id asc limit ${PAGE_SIZE} offset ${offset}`,
    count: `select count(*) as total from applications ${where}`,
    params,
  };
}

/** The route's three statements: the page and the count at once, then the page's file names. */
async function listDirect(sql: Sql, query: ListQuery, signedInAdminId: string): Promise<void> {
  const statements = listStatements(query, signedInAdminId);
  const [rows] = await Promise.all([
    sql.unsafe(statements.rows, statements.params, { prepare: true }),
    sql.unsafe(statements.count, statements.params, { prepare: true }),
  ]);
  if (rows.length > 0) {
    await sql`select application_id, slot, original_name from documents
      where application_id in ${sql(rows.map((row) => row.id as string))}`;
  }
}

/** analytics.ts in SQL: five counts at once. */
async function analyticsDirect(sql: Sql): Promise<void> {
  await Promise.all([
    sql`select review_status, count(*) from applications group by review_status`,
    sql`select agent_name, count(*),
          (count(*) filter (where review_status in ('approved', 'funded')))::int as approved,
          (count(*) filter (where review_status = 'funded'))::int as funded
        from applications group by agent_name order by count(*) desc, agent_name asc nulls last`,
    sql`select count(*) as total,
          (count(*) filter (where created_at >= date_trunc('month', now(), 'UTC')))::int as this_month
        from applications`,
    sql`select count(*) as total, (count(*) filter (where is_active))::int as active from agents`,
    sql`select entity_type, count(*) from applications group by entity_type order by count(*) desc, entity_type`,
  ]);
}

interface Variant {
  name: string;
  path: string;
  direct: (sql: Sql) => Promise<void>;
  list?: ListQuery;
  budget: boolean;
}

function listVariant(name: string, query: ListQuery, signedInAdminId: string): Variant {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
  if (query.search) search.set('search', query.search);
  if (query.state) search.set('state', query.state);
  if (query.status) search.set('status', query.status);
  if (query.reviewStatus) search.set('reviewStatus', query.reviewStatus);
  if (query.assignee) search.set('assignee', query.assignee);
  return {
    name,
    path: `/api/admin/applications?${search}`,
    direct: (sql) => listDirect(sql, query, signedInAdminId),
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
  sql: Sql,
  query: ListQuery,
  signedInAdminId: string,
): Promise<{ text: string; executionMs: Record<string, number> }> {
  const statements = listStatements(query, signedInAdminId);
  const plans: string[] = [];
  const executionMs: Record<string, number> = {};
  for (const [label, text] of [
    ['page', statements.rows],
    ['count', statements.count],
  ] as const) {
    const lines = (await sql.unsafe(`explain (analyze, buffers) ${text}`, statements.params)).map(
      (l) => l['QUERY PLAN'] as string,
    );
    executionMs[label] = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    plans.push(`-- ${label}\n${lines.join('\n')}`);
  }
  return { text: plans.join('\n\n'), executionMs };
}

/**
 * The admin reads with a seeded table: each request timed on loopback one after another (what one
 * admin's browser does), next to the same SQL run by postgres.js from this process.
 */
export async function measureAdminReads(
  system: BenchSystem,
  options: { applications: number; batchSize: number; requests: number; warmup: number },
): Promise<SectionResult> {
  progress(`admin reads: seeding ${options.applications} applications in batches of ${options.batchSize}`);
  const seedStarted = performance.now();
  const sampleId = await seedApplications(system, options.applications, options.batchSize);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const sql = postgres(system.env.DATABASE_URL!, { max: 3, onnotice: () => {} });
  const [{ total }] = (await sql`select count(*)::int as total from applications`) as unknown as [
    { total: number },
  ];
  const token = await login(system);
  const agent = agentFor(1);
  const [{ adminId }] =
    (await sql`select id as "adminId" from admin_users where username = 'admin'`) as unknown as [
      { adminId: string },
    ];

  const variants: Variant[] = [
    listVariant('list, page 1 (newest)', { page: 1 }, adminId),
    listVariant('list, page 20', { page: 20 }, adminId),
    listVariant('list, state CA + failed', { page: 1, state: 'CA', status: 'failed' }, adminId),
    listVariant('list, review missing documents', { page: 1, reviewStatus: 'missing_documents' }, adminId),
    listVariant(
      'list, assigned to me + in review',
      { page: 1, assignee: 'me', reviewStatus: 'in_review' },
      adminId,
    ),
    listVariant('search "garcia" (name)', { page: 1, search: 'garcia' }, adminId),
    listVariant(
      'search by application id',
      { page: 1, search: sampleId.toLowerCase().replaceAll('-', ' ') },
      adminId,
    ),
    {
      name: 'analytics',
      path: '/api/admin/analytics?timeZone=UTC',
      direct: analyticsDirect,
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
        await variant.direct(sql);
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
        const plan = await explain(sql, variant.list, adminId);
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
    await sql.end({ timeout: 5 });
  }
  notes.push({
    title: 'How admin reads are measured',
    body:
      `${total} applications (${options.applications} seeded in ${Math.round(seedSeconds)} s in batches of ` +
      `${options.batchSize} with applicationColumns, created over the past year, varied names, states, entity ` +
      'types and statuses, three or four documents each), then `vacuum analyze`. Each request is sent by one ' +
      `client on loopback with a super admin's token, ${options.warmup} warm-up requests then ` +
      `${options.requests} timed ones; the value is the time from sending the request to reading the whole ` +
      'JSON answer (the server also logs its own duration; both are in latest.json). ' +
      (sawServerTiming
        ? 'Server-Timing headers are kept in latest.json. '
        : 'The BFF sends no Server-Timing header. ') +
      'The baseline runs the same statements (page and count at once, then the ' +
      "page's documents; five counts for analytics) through postgres.js from the bench process. The " +
      'difference is the HTTP layer, token check (one user read per request), validation, JSON mapping and ' +
      'the ORM.',
  });
  return { rows, notes, data: { adminReads: { total, seedSeconds, results: data } } };
}

import { randomBytes } from 'node:crypto';
import {
  APPLICATION_SORTS,
  type ApplicationListQuery,
  type ApplicationSort,
  analyticsQuerySchema,
  applicationListQuerySchema,
  ENTITY_TYPES,
  INDUSTRY_VALUES,
  type ReviewStatus,
  SAVED_VIEWS,
  type SavedView,
  US_STATES,
} from '@funding/contracts';
import { applicationColumns, createDatabase, createFieldCipher, type Database } from '@funding/platform';
import type { Sql } from 'postgres';
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

// The review status of a roll in 0..99, as SQL: REVIEW_SPREAD's cumulative percentages.
function reviewStatusCase(roll: string): string {
  let upTo = 0;
  const whens = REVIEW_SPREAD.map(([status, percent]) => {
    upTo += percent;
    return `when ${roll} < ${upTo} then '${status}'`;
  });
  return `(case ${whens.join(' ')} end)::review_status`;
}

const AGENT_COUNT = 20;

export interface SeedTimings {
  insertSeconds: number;
  documentsSeconds: number;
  indexSeconds: number;
  rebuildSeconds: number;
  vacuumSeconds: number;
}

/**
 * Drops the secondary indexes of `tables` (not the primary keys, not what enforces uniqueness) and
 * answers a function that builds them again as they were (`pg_get_indexdef`).
 */
async function withoutSecondaryIndexes(sql: Sql, tables: string[]): Promise<() => Promise<void>> {
  const indexes = await sql<{ name: string; definition: string }[]>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = any(${sql.array(tables)}::regclass[]) and not i.indisprimary and not i.indisunique`;
  for (const { name } of indexes) await sql.unsafe(`drop index "${name.replaceAll('"', '""')}"`);
  return async () => {
    for (const { definition } of indexes) await sql.unsafe(definition);
  };
}

/**
 * Seeds `count` applications in one `insert ... select generate_series` statement with the
 * analytics triggers off, then makes the rollups in one pass (`analytics_rebuild()`), as a database
 * loaded in bulk would. Row n is deterministic: names, states, entity types and industries from
 * hashes of n, created over the past year in the order of n, spread over the review statuses with the stage times and
 * amounts their decisions record (waits from seconds to weeks, long-tailed), 7 in 10 through one
 * of 20 agents' links, a quarter assigned to one of four staff, three or four documents each. Every row carries the same personal data, encrypted once by the real
 * `applicationColumns` (the list never decrypts it).
 */
export async function seedApplications(
  system: BenchSystem,
  count: number,
): Promise<{ sampleId: string; timings: SeedTimings }> {
  const cipher = createFieldCipher(system.env.FIELD_ENCRYPTION_KEYS!);
  const { sql, close } = createDatabase({ url: system.env.DATABASE_URL!, poolSize: 1 });
  const template = applicationColumns(benchApplication(), 'FA-00000-00000', cipher);
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return (performance.now() - started) / 1000;
  };
  try {
    // The signed-in super admin and three more staff (who cannot sign in: no password hash), so
    // "assigned to me" is a quarter of the assigned quarter.
    await sql`
      insert into admin_users (username, email, password_hash, role)
      select 'bench-staff-' || n, 'bench-staff-' || n || '@example.com', 'not-a-hash', 'admin'
      from generate_series(1, 3) n
      on conflict (username) do nothing`;
    const assigneeIds = (
      await sql`select id from admin_users where username = 'admin' or username like 'bench-staff-%' order by username`
    ).map((row) => row.id as string);
    const agents = await sql`
      insert into agents (name, email, slug)
      select 'Bench Agent ' || n, 'agent' || n || '@bench.example.com', 'bench-agent-' || n || '-' || ${randomBytes(3).toString('hex')}
      from generate_series(1, ${AGENT_COUNT}) n
      returning id, name, email`;
    // As a bulk load would: no trigger (the analytics ones, and the foreign-key checks, which the
    // generated ids satisfy), and the tables' secondary indexes built once after the rows are in
    // rather than entry by entry (the search's trigram index took most of a 15-minute seed).
    await sql`set session_replication_role = replica`;
    const rebuildIndexes = await withoutSecondaryIndexes(sql, ['applications', 'documents']);
    const insertSeconds = await timed(
      () => sql`
      with base as (
        select n,
          hashint4(n) & 2147483647 as r,
          hashint4(n + 1000003) & 2147483647 as r2,
          hashint4(n + 2000003) & 2147483647 as r3,
          -- Over the past year in the order of n, as a live table fills: the rows of a day lie together.
          now() - (${count}::int - n + (hashint4(n + 3000017) & 1023) / 1024.0) * (interval '365 days' / ${count}::int)
            as created_at
        from generate_series(1, ${count}::int) n
      ), rolled as (
        select *, ${sql.unsafe(reviewStatusCase('(r2 >> 4) % 100'))} as status,
          make_interval(secs => exp(((r3 >> 3) % 1000) / 1000.0 * 13)) as review_wait,
          make_interval(secs => exp(((r3 >> 13) % 1000) / 1000.0 * 14)) as approval_wait,
          make_interval(secs => exp(((r3 >> 23) % 256) / 256.0 * 13)) as funding_wait,
          (r2 >> 14) % 10 >= 3 as via_agent,
          1 + (r2 >> 18) % ${AGENT_COUNT}::int as agent
        from base
      ), staged as (
        select *,
          status in ('in_review', 'missing_documents', 'approved', 'funded')
            or (status in ('declined', 'withdrawn') and r3 % 2 = 0) as reviewed,
          status in ('approved', 'funded') or (status = 'withdrawn' and r3 % 4 = 1) as approved,
          status = 'funded' as funded,
          5000 + (r2 % 996) * 500 as amount
        from rolled
      ), timed as (
        select *,
          case when reviewed or approved then created_at + review_wait end as review_started_at,
          case when approved then created_at + review_wait + approval_wait end as approved_at,
          case when funded then created_at + review_wait + approval_wait + funding_wait end as funded_at,
          (amount * (60 + (r3 >> 5) % 41) / 100 / 500) * 500 as approved_amount
        from staged
      )
      insert into applications (
        application_id, agent_id, agent_name, agent_email, business_name, owner1_first_name, owner1_last_name,
        business_state, entity_type, business_phone, owner1_email, owner1_mobile_phone, amount_requested, industry,
        details, sensitive, ein_last4, owner1_ssn_last4, owner2_ssn_last4,
        pdf_status, email_status, pdf_key, pdf_size_bytes, pdf_completed_at, email_completed_at, processing_time_ms,
        processing_errors, review_status, review_status_changed_at, assignee_id, last_activity_at,
        review_started_at, approved_at, approved_amount, funded_at, funded_amount, funding_date, decline_reason,
        withdrawn_by, created_at, updated_at)
      select
        -- Multiplying by an odd number is a bijection modulo 2^40: ten distinct hex digits, all of
        -- them Crockford characters.
        'FA-' || upper(substr(lpad(to_hex((n::bigint * 2654435761) % 1099511627776), 10, '0'), 1, 5)) || '-'
          || upper(substr(lpad(to_hex((n::bigint * 2654435761) % 1099511627776), 10, '0'), 6, 5)),
        case when via_agent then (${sql.array(agents.map((agent) => agent.id as string))}::uuid[])[agent] end,
        case when via_agent then (${sql.array(agents.map((agent) => agent.name as string))}::text[])[agent] end,
        case when via_agent then (${sql.array(agents.map((agent) => agent.email as string))}::text[])[agent] end,
        btrim((${sql.array(WORDS)}::text[])[1 + r % ${WORDS.length}] || ' '
          || (${sql.array(TRADES)}::text[])[1 + (r >> 5) % ${TRADES.length}] || ' '
          || (${sql.array(SUFFIXES)}::text[])[1 + (r >> 10) % ${SUFFIXES.length}]),
        (${sql.array(FIRST_NAMES)}::text[])[1 + (r >> 13) % ${FIRST_NAMES.length}],
        (${sql.array(LAST_NAMES)}::text[])[1 + (r >> 18) % ${LAST_NAMES.length}],
        (${sql.array(US_STATES.map((state) => state.code))}::text[])[1 + (r >> 7) % ${US_STATES.length}],
        (${sql.array(ENTITY_TYPES.map((type) => type.value))}::text[])[1 + (r >> 23) % ${ENTITY_TYPES.length}],
        '(512) ' || (200 + r % 700) || '-' || lpad((n % 10000)::text, 4, '0'),
        lower((${sql.array(FIRST_NAMES)}::text[])[1 + (r >> 13) % ${FIRST_NAMES.length}] || '.'
          || (${sql.array(LAST_NAMES)}::text[])[1 + (r >> 18) % ${LAST_NAMES.length}] || n || '@example.com'),
        '(737) ' || (200 + (r >> 9) % 700) || '-' || lpad((n % 10000)::text, 4, '0'),
        amount,
        (${sql.array([...INDUSTRY_VALUES])}::text[])[1 + (r2 >> 10) % ${INDUSTRY_VALUES.length}],
        ${JSON.stringify(template.details)}::jsonb, ${template.sensitive}, ${template.einLast4}, ${template.owner1SsnLast4},
        ${template.owner2SsnLast4 ?? null},
        -- Mostly finished, some failed, a few still in flight, as a live table would be.
        (case when r3 % 100 < 3 then 'failed' when r3 % 100 < 5 then 'processing' else 'done' end)::processing_status,
        (case when r3 % 100 < 5 then 'pending' when r3 % 100 < 7 then 'failed' when r3 % 100 < 8 then 'pending'
          else 'done' end)::processing_status,
        case when r3 % 100 >= 5 then 'pdfs/bench/' || n || '.pdf' end,
        case when r3 % 100 >= 5 then 1500000 end,
        case when r3 % 100 >= 5 then created_at + interval '4 seconds' end,
        case when r3 % 100 >= 8 then created_at + interval '6 seconds' end,
        case when r3 % 100 >= 8 then 6000 when r3 % 100 >= 5 then 4000 end,
        case when r3 % 100 < 3 or r3 % 100 in (5, 6) then array['bench: simulated failure'] else '{}'::text[] end,
        status,
        case when status <> 'new' then greatest(created_at + review_wait, approved_at, funded_at) end,
        case when r3 % 4 = 0 then (${sql.array(assigneeIds)}::uuid[])[1 + (r3 >> 2) % ${assigneeIds.length}] end,
        coalesce(greatest(created_at + review_wait, approved_at, funded_at), created_at),
        review_started_at, approved_at,
        case when approved then approved_amount end,
        funded_at,
        case when funded then approved_amount end,
        (funded_at at time zone 'UTC')::date,
        case when status = 'declined' then 'revenue' end,
        case when status = 'withdrawn' then 'applicant' end,
        created_at, created_at
      from timed`,
    );
    // Three bank statements each, and an additional document for every third application.
    const documentsSeconds = await timed(
      () => sql`
      insert into documents (application_id, slot, storage_key, original_name, content_type, size_bytes)
      select a.id, s.slot, 'documents/bench/' || a.application_id || '/' || s.slot, s.slot || '.pdf',
             'application/pdf', 204800
      from applications a
      cross join (values ('bankStatement1'), ('bankStatement2'), ('bankStatement3'), ('additionalDoc1')) s(slot)
      where not exists (select 1 from documents d where d.application_id = a.id)
        and (s.slot <> 'additionalDoc1' or get_byte(decode(md5(a.application_id), 'hex'), 0) % 3 = 0)`,
    );
    const indexSeconds = await timed(rebuildIndexes);
    await sql`set session_replication_role = origin`;
    const rebuildSeconds = await timed(() => sql`select analytics_rebuild()`);
    // What autovacuum would have done by the time a table has grown to this size.
    const vacuumSeconds = await timed(async () => {
      for (const table of [
        'applications',
        'documents',
        'admin_users',
        'analytics_daily',
        'analytics_daily_mix',
      ]) {
        await sql.unsafe(`vacuum analyze ${table}`);
      }
    });
    const [sample] = await sql`
      select application_id from applications order by created_at desc offset ${Math.floor(count / 2)} limit 1`;
    return {
      sampleId: sample?.application_id as string,
      timings: { insertSeconds, documentsSeconds, indexSeconds, rebuildSeconds, vacuumSeconds },
    };
  } finally {
    await close();
  }
}

/** One list request's query, as the route reads it from the search string. */
type ListQuery = {
  page: number;
  search?: string;
  status?: 'failed';
  state?: string;
  reviewStatus?: ReviewStatus;
  assignee?: 'me';
  sort?: ApplicationSort;
  view?: SavedView;
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

/** The analytics tab as a browser in `timeZone` asks for it: the last `days` days up to today there. */
function analyticsVariant(name: string, days: number, timeZone: string): Variant {
  const to = analyticsQuerySchema.parse({ timeZone }).to;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const query = { from, to, timeZone };
  return {
    name,
    path: `/api/admin/analytics?${new URLSearchParams(query)}`,
    direct: (db) => countAnalytics(db, analyticsQuerySchema.parse(query)),
    budget: true,
  };
}

function listVariant(name: string, query: ListQuery): Variant {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
  if (query.search) search.set('search', query.search);
  if (query.state) search.set('state', query.state);
  if (query.status) search.set('status', query.status);
  if (query.reviewStatus) search.set('reviewStatus', query.reviewStatus);
  if (query.assignee) search.set('assignee', query.assignee);
  if (query.sort) search.set('sort', query.sort);
  if (query.view) search.set('view', query.view);
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
  options: { applications: number; requests: number; warmup: number },
): Promise<SectionResult> {
  progress(`admin reads: seeding ${options.applications} applications in one statement`);
  const seedStarted = performance.now();
  const { sampleId, timings } = await seedApplications(system, options.applications);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  progress(`admin reads: seeded in ${Math.round(seedSeconds)} s`);
  const { db, sql, close } = createDatabase({ url: system.env.DATABASE_URL!, poolSize: 3 });
  const [{ total }] = (await sql`select count(*)::int as total from applications`) as unknown as [
    { total: number },
  ];
  const [{ rollupRows }] =
    (await sql`select count(*)::int as "rollupRows" from analytics_daily`) as unknown as [
      { rollupRows: number },
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
    ...APPLICATION_SORTS.filter((sort) => sort !== 'newest').map((sort) =>
      listVariant(`list, sort ${sort}`, { page: 1, sort }),
    ),
    ...SAVED_VIEWS.map((view) => listVariant(`list, view ${view}`, { page: 1, view })),
    listVariant('list, state CA + failed', { page: 1, state: 'CA', status: 'failed' }),
    listVariant('list, review missing documents', { page: 1, reviewStatus: 'missing_documents' }),
    listVariant('list, assigned to me + in review', { page: 1, assignee: 'me', reviewStatus: 'in_review' }),
    listVariant('search "garcia" (name)', { page: 1, search: 'garcia' }),
    listVariant('search by application id', { page: 1, search: sampleId.toLowerCase().replaceAll('-', ' ') }),
    analyticsVariant('analytics, last 30 days in UTC', 30, 'UTC'),
    analyticsVariant(
      'analytics, last 30 days in New York (partial UTC days at both edges)',
      30,
      'America/New_York',
    ),
    analyticsVariant('analytics, last 365 days in New York', 365, 'America/New_York'),
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
  const seconds = (value: number) => `${Math.round(value)} s`;
  notes.push({
    title: 'How admin reads are measured',
    body:
      `${total} applications, seeded in ${seconds(seedSeconds)}: one \`insert ... select generate_series\` ` +
      `with no trigger and no secondary index (${seconds(timings.insertSeconds)}), their documents in one more ` +
      `(${seconds(timings.documentsSeconds)}), the indexes built after (${seconds(timings.indexSeconds)}), ` +
      `\`analytics_rebuild()\` (${seconds(timings.rebuildSeconds)}, ` +
      `${rollupRows} rollup rows) and \`vacuum analyze\` (${seconds(timings.vacuumSeconds)}). Created over the ` +
      'past year, varied names, states, entity types, industries, amounts and processing statuses, spread over ' +
      'the review statuses with the stage times and amounts their decisions record, 7 in 10 through one of 20 ' +
      'agents, a quarter assigned to one of four staff, three or four documents each (bench/admin-reads.ts, ' +
      '`seedApplications`). Each request is sent by one ' +
      `client on loopback with a super admin's token, ${options.warmup} warm-up requests then ` +
      `${options.requests} timed ones; the value is the time from sending the request to reading the whole ` +
      'JSON answer (the server also logs its own duration; both are in latest.json). ' +
      (sawServerTiming
        ? 'Server-Timing headers are kept in latest.json. '
        : 'The BFF sends no Server-Timing header. ') +
      "The baseline calls the route's own query modules (listApplications and countAnalytics, the very " +
      'statements the BFF runs) from the bench process. The difference is the HTTP layer, the token check ' +
      '(one user read per request), validation and JSON. The analytics ranges end today in their zone, as the ' +
      'screen asks by default; in New York both ends are partial UTC days, counted from the table.',
  });
  return { rows, notes, data: { adminReads: { total, seedSeconds, timings, rollupRows, results: data } } };
}

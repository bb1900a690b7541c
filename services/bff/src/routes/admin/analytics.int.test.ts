import {
  type Analytics,
  analyticsSchema,
  type Decision,
  ENTITY_TYPES,
  FUNNEL_STAGES,
  INDUSTRY_VALUES,
  REVIEW_STATUSES,
  type ReviewStatus,
  type StageFigure,
} from '@funding/contracts';
import { medianPrecisionSeconds, schema, WAIT_BANDS_SECONDS } from '@funding/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAnalytics } from '../../applications/analytics.ts';
import { deleteApplication } from '../../applications/removal.ts';
import { disposeOnRequest } from '../../applications/retention.ts';
import { changeReviewStatus } from '../../applications/review-status.ts';
import type { StaffActor } from '../../audit/record-audit.ts';
import { AppError } from '../../errors.ts';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

// The seeded applications were submitted in March 2005, a month no other test writes to, so every
// range below holds them and nothing else; they move through the real status-change code, and the
// figures are held to a direct count over `applications`.
const SEEDED = { from: '2005-03-01', to: '2005-03-31' };

// Each application's way through the review, after New (one per application, in turn).
const PATHS: { moves: ReviewStatus[]; reviewed: boolean; approved: boolean; funded: boolean }[] = [
  { moves: [], reviewed: false, approved: false, funded: false },
  { moves: ['in_review'], reviewed: true, approved: false, funded: false },
  { moves: ['missing_documents', 'in_review', 'approved'], reviewed: true, approved: true, funded: false },
  { moves: ['in_review', 'approved', 'funded'], reviewed: true, approved: true, funded: true },
  { moves: ['declined'], reviewed: false, approved: false, funded: false },
  // Reopened: the approval no longer stands.
  { moves: ['in_review', 'approved', 'in_review'], reviewed: true, approved: false, funded: false },
  // Withdrawn after the approval: it was approved.
  { moves: ['in_review', 'approved', 'withdrawn'], reviewed: true, approved: true, funded: false },
  {
    moves: ['in_review', 'declined', 'in_review', 'approved', 'funded'],
    reviewed: true,
    approved: true,
    funded: true,
  },
  { moves: ['withdrawn'], reviewed: false, approved: false, funded: false },
];

function decisionFor(to: ReviewStatus, index: number): Decision | null {
  switch (to) {
    case 'approved':
      return { status: 'approved', approvedAmount: 10_000 + index * 1_500 };
    case 'funded':
      return { status: 'funded', fundedAmount: 9_000 + index * 1_250, fundingDate: '2005-04-01' };
    case 'declined':
      return { status: 'declined', declineReason: 'revenue', declineNote: null };
    case 'withdrawn':
      return { status: 'withdrawn', withdrawnBy: 'applicant' };
    default:
      return null;
  }
}

interface DirectFigures {
  agent_name: string;
  agent_email: string;
  submitted: number;
  requested: number;
  reviewed: number;
  reviewed_dollars: number;
  approved: number;
  approved_dollars: number;
  funded: number;
  funded_dollars: number;
  review_median: number | null;
  approval_median: number | null;
  funding_median: number | null;
}

describe('/api/admin/analytics', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let actor: StaffActor;
  const agents = [
    { id: null, name: unique('Agent A'), email: 'agent.a@example.com' },
    { id: null, name: unique('Agent B'), email: 'agent.b@example.com' },
    undefined,
  ];
  // Which path each seeded application took, and whether it was deleted since.
  const seeded: { applicationId: string; path: (typeof PATHS)[number]; agent: number; deleted: boolean }[] =
    [];

  const analytics = async (query = '') => {
    const response = await app.request(`/api/admin/analytics${query}`, { headers: viewer.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return analyticsSchema.parse(await response.json());
  };
  const rangeQuery = (range: { from: string; to: string; timeZone?: string }) =>
    `?${new URLSearchParams({ from: range.from, to: range.to, timeZone: range.timeZone ?? 'UTC' })}`;

  /** The figures as a direct count over `applications`, per agent, for the days in the zone. */
  const directFigures = async (range: { from: string; to: string; timeZone: string }) =>
    (await deps.sql`
      select coalesce(agent_name, '') as agent_name, coalesce(agent_email, '') as agent_email,
        count(*)::int as submitted, coalesce(sum(amount_requested), 0)::float8 as requested,
        count(review_started_at)::int as reviewed,
        coalesce(sum(amount_requested) filter (where review_started_at is not null), 0)::float8 as reviewed_dollars,
        count(approved_at)::int as approved, coalesce(sum(approved_amount) filter (where approved_at is not null), 0)::float8 as approved_dollars,
        count(funded_at)::int as funded, coalesce(sum(funded_amount) filter (where funded_at is not null), 0)::float8 as funded_dollars,
        percentile_disc(0.5) within group (order by extract(epoch from review_started_at - created_at)::float8)
          filter (where review_started_at is not null) as review_median,
        percentile_disc(0.5) within group (order by extract(epoch from approved_at - review_started_at)::float8)
          filter (where approved_at is not null and review_started_at is not null) as approval_median,
        percentile_disc(0.5) within group (order by extract(epoch from funded_at - approved_at)::float8)
          filter (where funded_at is not null and approved_at is not null) as funding_median
      from applications
      where created_at >= (${range.from}::date::timestamp at time zone ${range.timeZone})
        and created_at < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})
      group by grouping sets ((1, 2), ())
      order by 3 desc, 1, 2`) as unknown as (DirectFigures & { agent_name: string | null })[];

  const expectFunnel = (funnel: StageFigure[], direct: DirectFigures) => {
    expect(funnel.map(({ stage, applications, dollars }) => ({ stage, applications, dollars }))).toEqual([
      { stage: 'submitted', applications: direct.submitted, dollars: direct.requested },
      { stage: 'in_review', applications: direct.reviewed, dollars: direct.reviewed_dollars },
      { stage: 'approved', applications: direct.approved, dollars: direct.approved_dollars },
      { stage: 'funded', applications: direct.funded, dollars: direct.funded_dollars },
    ]);
    expect(funnel[0]?.medianSecondsFromPrevious).toBeNull();
    const exactMedians = [direct.review_median, direct.approval_median, direct.funding_median];
    for (const [index, exact] of exactMedians.entries()) {
      const median = funnel[index + 1]?.medianSecondsFromPrevious;
      if (exact === null) expect(median).toBeNull();
      else expect(Math.abs(median! - exact)).toBeLessThanOrEqual(medianPrecisionSeconds(exact));
    }
  };

  /** Every figure of the answer for `range` against the direct count. */
  const expectAgreesWithTable = async (range: { from: string; to: string; timeZone: string }) => {
    const answer = await analytics(rangeQuery(range));
    expect(answer.range).toEqual(range);
    const direct = await directFigures(range);
    const overall = direct.find((row) => row.agent_name === null);
    const perAgent = direct.filter((row) => row.agent_name !== null);
    if (!overall) throw new Error('no overall row');
    expectFunnel(answer.funnel, overall);
    expect(answer.agents.map((agent) => [agent.agentName, agent.agentEmail])).toEqual(
      perAgent.map((row) => [row.agent_name || null, row.agent_email || null]),
    );
    for (const [index, agent] of answer.agents.entries()) expectFunnel(agent.funnel, perAgent[index]!);

    const where = (column: string) => deps.sql<{ value: string; count: number }[]>`
      select ${deps.sql(column)} as value, count(*)::int as count from applications
      where created_at >= (${range.from}::date::timestamp at time zone ${range.timeZone})
        and created_at < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})
      group by 1`;
    const statuses = new Map((await where('review_status')).map((row) => [row.value, row.count]));
    expect(answer.reviewStatuses).toEqual(
      REVIEW_STATUSES.map((reviewStatus) => ({ reviewStatus, count: statuses.get(reviewStatus) ?? 0 })),
    );
    const sorted = (rows: { value: string; count: number }[]) =>
      [...rows].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    expect(answer.entityTypes).toEqual(
      sorted(await where('entity_type')).map((row) => ({ entityType: row.value, count: row.count })),
    );
    expect(answer.industries).toEqual(
      sorted((await where('industry')).filter((row) => row.value !== null)).map((row) => ({
        industry: row.value,
        count: row.count,
      })),
    );
    const [all] = await deps.sql`select count(*)::int as count from applications`;
    expect(answer.totalApplications).toBe(all?.count);
    return answer;
  };

  beforeAll(async () => {
    viewer = await createAdmin(deps, { role: 'viewer' });
    const admin = await createAdmin(deps, { role: 'admin' });
    actor = { id: admin.id, username: admin.username, ip: '127.0.0.1' };
    for (let index = 0; index < 54; index++) {
      const agent = index % agents.length;
      // Spread over the month and the clock, a few right around midnight UTC.
      const createdAt = new Date(
        Date.UTC(2005, 2, 1 + (index % 28), index % 5 === 0 ? 23 : (index * 7) % 24, (index * 13) % 60),
      );
      const { applicationId } = await insertApplication(deps, {
        agent: agents[agent],
        createdAt,
        input: {
          amountRequested: 5_000 + index * 2_750,
          industry: INDUSTRY_VALUES[index % 4],
          entityType: ENTITY_TYPES[index % 3]!.value as 'llc',
        },
      });
      const path = PATHS[index % PATHS.length]!;
      for (const to of path.moves) {
        await changeReviewStatus(deps.db, actor, { applicationId, to, decision: decisionFor(to, index) });
      }
      // The moves above happened just now; the waits between the stages are set as a desk would
      // see them (minutes to weeks), an update the triggers count like any other.
      const seconds = (offset: number) => ((index * 37 + offset) % 200) ** 2 * 30;
      await deps.sql`
        update applications set
          review_started_at = created_at + make_interval(secs => ${seconds(0)}),
          approved_at = created_at + make_interval(secs => ${seconds(0) + seconds(11)}),
          funded_at = created_at + make_interval(secs => ${seconds(0) + seconds(11) + seconds(23)})
        where application_id = ${applicationId}`.then(
        () =>
          deps.sql`
          update applications set
            review_started_at = case when ${path.reviewed} then review_started_at end,
            approved_at = case when ${path.approved} then approved_at end,
            funded_at = case when ${path.funded} then funded_at end
          where application_id = ${applicationId}`,
      );
      seeded.push({ applicationId, path, agent, deleted: false });
    }
    // Deletions count the applications out.
    for (const index of [3, 7, 11]) {
      await deleteApplication(deps, actor, seeded[index]!.applicationId);
      seeded[index]!.deleted = true;
    }
    // Disposal (retention) keeps the row and its figures: still counted.
    for (const index of [9, 12]) {
      await disposeOnRequest(deps, actor, seeded[index]!.applicationId, 'The applicant asked for erasure');
    }
    // A corrected submission time moves an application to another day (and out of its row).
    await deps.sql`
      update applications set created_at = created_at - interval '2 days'
      where application_id = ${seeded[20]!.applicationId}`;
  });

  it('counts each stage by its one definition, overall and per agent', async () => {
    const answer = await analytics(rangeQuery(SEEDED));
    const kept = seeded.filter((application) => !application.deleted);
    const expected = (which: (application: (typeof seeded)[number]) => boolean) => ({
      submitted: kept.filter(which).length,
      in_review: kept.filter((a) => which(a) && a.path.reviewed).length,
      approved: kept.filter((a) => which(a) && a.path.approved).length,
      funded: kept.filter((a) => which(a) && a.path.funded).length,
    });
    const [disposed] = await deps.sql`
      select count(*)::int as count from applications
      where application_id in ${deps.sql(seeded.map((application) => application.applicationId))} and disposed_at is not null`;
    expect(disposed?.count).toBe(2);
    const counts = (funnel: StageFigure[]) =>
      Object.fromEntries(funnel.map((s) => [s.stage, s.applications]));
    expect(counts(answer.funnel)).toEqual(expected(() => true));
    expect(answer.funnel.map((stage) => stage.stage)).toEqual([...FUNNEL_STAGES]);
    for (const [index, agent] of agents.entries()) {
      const row = answer.agents.find((a) => a.agentName === (agent?.name ?? null));
      expect(counts(row!.funnel)).toEqual(expected((application) => application.agent === index));
    }
    // The overall figures are the agents' added up: the tables agree.
    for (const [stage, figure] of answer.funnel.entries()) {
      expect(answer.agents.reduce((sum, agent) => sum + agent.funnel[stage]!.applications, 0)).toBe(
        figure.applications,
      );
      expect(answer.agents.reduce((sum, agent) => sum + agent.funnel[stage]!.dollars, 0)).toBe(
        figure.dollars,
      );
    }
  });

  it('agrees with a direct count over the table for ranges in several time zones', async () => {
    const whole = await expectAgreesWithTable({ ...SEEDED, timeZone: 'UTC' });
    expect(whole.funnel[3]!.applications).toBeGreaterThan(0);
    // Partial UTC days at both edges (UTC-5), a single day with no whole UTC day in it (UTC+5:30),
    // a day ahead of UTC (UTC+14), and a range with nothing in it.
    await expectAgreesWithTable({ from: '2005-03-05', to: '2005-03-12', timeZone: 'America/New_York' });
    await expectAgreesWithTable({ from: '2005-03-10', to: '2005-03-10', timeZone: 'Asia/Kolkata' });
    await expectAgreesWithTable({ from: '2005-03-02', to: '2005-03-20', timeZone: 'Pacific/Kiritimati' });
    const empty = await expectAgreesWithTable({ from: '2005-06-01', to: '2005-06-02', timeZone: 'UTC' });
    expect(empty.agents).toEqual([]);
    expect(
      empty.funnel.every((stage) => stage.applications === 0 && stage.medianSecondsFromPrevious === null),
    ).toBe(true);
  });

  it('takes the days in the time zone given: an application at 01:00 UTC is the day before in New York', async () => {
    const newYork = { from: '2005-03-31', to: '2005-03-31', timeZone: 'America/New_York' };
    const beforeNewYork = await analytics(rangeQuery(newYork));
    const beforeUtc = await analytics(rangeQuery({ from: '2005-04-01', to: '2005-04-01' }));
    await insertApplication(deps, { createdAt: new Date(Date.UTC(2005, 3, 1, 1)) });
    const afterNewYork = await analytics(rangeQuery(newYork));
    const afterUtc = await analytics(rangeQuery({ from: '2005-04-01', to: '2005-04-01' }));
    expect(afterNewYork.funnel[0]!.applications - beforeNewYork.funnel[0]!.applications).toBe(1);
    expect(afterUtc.funnel[0]!.applications - beforeUtc.funnel[0]!.applications).toBe(1);
  });

  it('keeps concurrent changes of the same day and agent counted, without deadlocks', async () => {
    const agent = { id: null, name: unique('Busy agent'), email: 'busy@example.com' };
    const range = { from: '2005-05-10', to: '2005-05-11', timeZone: 'UTC' };
    const ids: string[] = [];
    for (let index = 0; index < 16; index++) {
      const createdAt = new Date(Date.UTC(2005, 4, 10 + (index % 2), 12));
      ids.push((await insertApplication(deps, { agent, createdAt })).applicationId);
    }
    await Promise.all(
      ids.map((applicationId) => changeReviewStatus(deps.db, actor, { applicationId, to: 'in_review' })),
    );
    await Promise.all(
      ids.map((applicationId, index) =>
        changeReviewStatus(deps.db, actor, {
          applicationId,
          to: 'approved',
          decision: decisionFor('approved', index),
        }),
      ),
    );
    const answer = await expectAgreesWithTable(range);
    const busy = answer.agents.find((row) => row.agentName === agent.name);
    expect(busy?.funnel.map((stage) => stage.applications)).toEqual([16, 16, 16, 0]);
  });

  it('keeps rollups that a rebuild from the table makes again row for row', async () => {
    const rows = async () => ({
      daily:
        await deps.sql`select * from analytics_daily where submitted <> 0 order by day, agent_name, agent_email`,
      mix: await deps.sql`select * from analytics_daily_mix where count <> 0 order by day, dimension, value`,
    });
    // A row whose applications all left it holds nothing.
    const [emptied] = await deps.sql`
      select count(*)::int as count from analytics_daily
      where submitted = 0 and (requested_dollars, reviewed, approved, funded, approved_dollars, funded_dollars) <> (0, 0, 0, 0, 0, 0)`;
    expect(emptied?.count).toBe(0);
    const kept = await rows();
    expect(kept.daily.length).toBeGreaterThan(0);
    await deps.sql`select analytics_rebuild()`;
    expect(await rows()).toEqual(kept);
  });

  it('counts the waits in the same bands as the medians are read from', async () => {
    const [{ bounds }] = (await deps.sql`select analytics_wait_bounds() as bounds`) as unknown as [
      { bounds: number[] },
    ];
    expect(bounds).toEqual([...WAIT_BANDS_SECONDS]);
  });

  it('counts applications and agents in total (before and after)', async () => {
    const before = await analytics();
    await insertApplication(deps, { input: { entityType: 'partnership' } });
    await deps.db.insert(schema.agents).values([
      { name: 'Active', email: 'a@example.com', slug: unique('active') },
      { name: 'Inactive', email: 'i@example.com', slug: unique('inactive'), isActive: false },
    ]);
    const after = await analytics();
    expect(after.totalApplications - before.totalApplications).toBe(1);
    expect(after.totalAgents - before.totalAgents).toBe(2);
    expect(after.activeAgents - before.activeAgents).toBe(1);
    // Today is in the default range, the last 30 days.
    expect(after.funnel[0]!.applications - before.funnel[0]!.applications).toBe(1);
    const partnerships = (result: Analytics) =>
      result.entityTypes.find((row) => row.entityType === 'partnership')?.count ?? 0;
    expect(partnerships(after) - partnerships(before)).toBe(1);
  });

  it('refuses an unknown time zone, a range backwards and a request without a session', async () => {
    const refused = async (query: string) =>
      (await app.request(`/api/admin/analytics${query}`, { headers: viewer.headers })).status;
    expect(await refused('?timeZone=Mars/Olympus')).toBe(400);
    expect(await refused('?from=2005-03-02&to=2005-03-01')).toBe(400);
    expect(await refused('?from=2005-02-30')).toBe(400);
    expect((await app.request('/api/admin/analytics')).status).toBe(401);
    // A zone that passed the browser's list but that Postgres does not know is the caller's mistake too.
    const refusal = await countAnalytics(deps.db, {
      from: '2005-03-01',
      to: '2005-03-02',
      timeZone: 'Mars/Olympus',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(400);
    expect((refusal as AppError).fields).toEqual({ timeZone: 'Unknown time zone' });
  });
});

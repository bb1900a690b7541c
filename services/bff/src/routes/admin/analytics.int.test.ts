import { analyticsSchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('/api/admin/analytics', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  beforeAll(async () => {
    viewer = await createAdmin(deps, { role: 'viewer' });
  });

  const analytics = async (query = '') => {
    const response = await app.request(`/api/admin/analytics${query}`, { headers: viewer.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return analyticsSchema.parse(await response.json());
  };
  const countOf = (result: { entityTypes: { entityType: string; count: number }[] }, entityType: string) =>
    result.entityTypes.find((row) => row.entityType === entityType)?.count ?? 0;

  it('counts applications, this month, agents and entity types (tables are shared: compares before and after)', async () => {
    const before = await analytics();
    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 15));
    await insertApplication(deps, { input: { entityType: 'partnership' } });
    await insertApplication(deps, { input: { entityType: 'partnership' } });
    await insertApplication(deps, { input: { entityType: 'sole-proprietorship' }, createdAt: lastYear });
    await deps.db.insert(schema.agents).values([
      { name: 'Active', email: 'a@example.com', slug: unique('active') },
      { name: 'Inactive', email: 'i@example.com', slug: unique('inactive'), isActive: false },
    ]);
    const after = await analytics();
    expect(after.totalApplications - before.totalApplications).toBe(3);
    expect(after.applicationsThisMonth - before.applicationsThisMonth).toBe(2);
    expect(after.totalAgents - before.totalAgents).toBe(2);
    expect(after.activeAgents - before.activeAgents).toBe(1);
    expect(countOf(after, 'partnership') - countOf(before, 'partnership')).toBe(2);
    expect(countOf(after, 'sole-proprietorship') - countOf(before, 'sole-proprietorship')).toBe(1);
  });

  it('takes "this month" in the time zone given', async () => {
    const now = new Date();
    const newYorkMonth = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'numeric',
    }).format(now);
    // In the first hours of a UTC month New York is still in the previous one; the check below needs both to agree.
    if (Number(newYorkMonth) !== now.getUTCMonth() + 1) return;
    const beforeUtc = await analytics();
    const beforeNewYork = await analytics('?timeZone=America/New_York');
    // One hour into the UTC month is still the previous month in New York.
    await insertApplication(deps, {
      createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 1)),
    });
    expect((await analytics()).applicationsThisMonth - beforeUtc.applicationsThisMonth).toBe(1);
    const afterNewYork = await analytics('?timeZone=America/New_York');
    expect(afterNewYork.applicationsThisMonth - beforeNewYork.applicationsThisMonth).toBe(0);
  });

  it('refuses an unknown time zone and a request without a session', async () => {
    const response = await app.request('/api/admin/analytics?timeZone=Mars/Olympus', {
      headers: viewer.headers,
    });
    expect(response.status).toBe(400);
    expect((await app.request('/api/admin/analytics')).status).toBe(401);
  });

  it('counts applications per review status (every status, in workflow order) and per agent', async () => {
    const before = await analytics();
    const agentName = unique('Agent');
    const agent = { id: null, name: agentName, email: 'agent@example.com' };
    for (const reviewStatus of ['new', 'approved', 'funded', 'funded', 'declined'] as const) {
      await insertApplication(deps, { agent, reviewStatus });
    }
    await insertApplication(deps, { reviewStatus: 'missing_documents' });
    const after = await analytics();
    expect(after.reviewFunnel.map((row) => row.reviewStatus)).toEqual([
      'new',
      'in_review',
      'missing_documents',
      'approved',
      'declined',
      'funded',
      'withdrawn',
    ]);
    const funnelCount = (result: typeof after, status: string) =>
      result.reviewFunnel.find((row) => row.reviewStatus === status)?.count ?? 0;
    expect(
      Object.fromEntries(
        after.reviewFunnel.map((row) => [
          row.reviewStatus,
          row.count - funnelCount(before, row.reviewStatus),
        ]),
      ),
    ).toEqual({
      new: 1,
      in_review: 0,
      missing_documents: 1,
      approved: 1,
      declined: 1,
      funded: 2,
      withdrawn: 0,
    });
    expect(after.agentOutcomes.find((row) => row.agentName === agentName)).toEqual({
      agentName,
      applications: 5,
      approved: 3,
      funded: 2,
    });
    const direct = (result: typeof after) => result.agentOutcomes.find((row) => row.agentName === null);
    expect((direct(after)?.applications ?? 0) - (direct(before)?.applications ?? 0)).toBe(1);
  });
});

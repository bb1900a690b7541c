import { type ApplicationSort, applicationListResponseSchema, type SavedView } from '@funding/contracts';
import { schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// The list a desk works from: its sortable columns, its saved views (in the address like the other
// filters), and the last activity every staff action keeps up to date.

describe('the admin list: sorts, saved views, last activity', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let admin: TestAdmin;
  let colleague: TestAdmin;
  beforeAll(async () => {
    [admin, colleague] = await Promise.all([
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'admin' }),
    ]);
  });

  const listed = async (query: string, as: TestAdmin = admin) => {
    const response = await app.request(`/api/admin/applications?${query}`, { headers: as.headers });
    expect(response.status).toBe(200);
    return applicationListResponseSchema.parse(await response.json()).applications;
  };
  const setRow = (applicationId: string, values: Partial<typeof schema.applications.$inferInsert>) =>
    deps.db
      .update(schema.applications)
      .set(values)
      .where(eq(schema.applications.applicationId, applicationId));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it("counts every application without a filter from the rollups, as the table's count", async () => {
    const totalOf = async () => {
      const response = await app.request('/api/admin/applications', { headers: admin.headers });
      return applicationListResponseSchema.parse(await response.json()).total;
    };
    const tableCount = async () =>
      (await deps.sql<{ n: number }[]>`select count(*)::int as n from applications`)[0]!.n;
    const [kept, removed] = await Promise.all([
      insertApplication(deps, { input: { businessName: unique('Counted') } }),
      insertApplication(deps, { input: { businessName: unique('Removed') } }),
    ]);
    const before = await tableCount();
    expect(await totalOf()).toBe(before);
    await deps.db.delete(schema.applications).where(eq(schema.applications.id, removed.id));
    expect(await totalOf()).toBe(before - 1);
    expect(await tableCount()).toBe(before - 1);
    // A filter counts its matches in the table.
    const filtered = await app.request(`/api/admin/applications?search=${kept.applicationId}`, {
      headers: admin.headers,
    });
    expect(applicationListResponseSchema.parse(await filtered.json()).total).toBe(1);
  });

  it('sorts by amount requested, last activity and business name, both ways', async () => {
    const marker = unique('sort').replace('-', '');
    const seed = [
      { name: 'Bravo', amount: 250_000, activity: 2 },
      { name: 'Alpha', amount: 40_000, activity: 9 },
      { name: 'Charlie', amount: null, activity: 5 },
      { name: 'Delta', amount: 5_000_000, activity: 1 },
    ];
    const ids: Record<string, string> = {};
    for (const { name, amount, activity } of seed) {
      const { applicationId } = await insertApplication(deps, {
        input: { businessName: `${name} ${marker}` },
      });
      // An application from before the form asked for the amount has none.
      await setRow(applicationId, { amountRequested: amount, lastActivityAt: daysAgo(activity) });
      ids[name] = applicationId;
    }
    const order = async (sort: ApplicationSort) =>
      (await listed(`search=${marker}&sort=${sort}`)).map((record) =>
        Object.keys(ids).find((name) => ids[name] === record.applicationId),
      );
    // Without an amount: last from the top, first from the bottom.
    expect(await order('amount-high')).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie']);
    expect(await order('amount-low')).toEqual(['Charlie', 'Alpha', 'Bravo', 'Delta']);
    expect(await order('activity-recent')).toEqual(['Delta', 'Bravo', 'Charlie', 'Alpha']);
    expect(await order('activity-oldest')).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
    expect(await order('business-az')).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await order('business-za')).toEqual(['Delta', 'Charlie', 'Bravo', 'Alpha']);
    const records = await listed(`search=${marker}&sort=amount-high`);
    expect(records.map((record) => record.amountRequested)).toEqual([5_000_000, 250_000, 40_000, null]);
  });

  it('saved views: my queue, new and unassigned, missing documents for more than 3 days', async () => {
    const marker = unique('view').replace('-', '');
    const seed = async (
      name: string,
      options: Parameters<typeof insertApplication>[1] & { changedDaysAgo?: number } = {},
    ) => {
      const { applicationId } = await insertApplication(deps, {
        ...options,
        input: { businessName: `${name} ${marker}` },
      });
      if (options.changedDaysAgo !== undefined)
        await setRow(applicationId, { reviewStatusChangedAt: daysAgo(options.changedDaysAgo) });
      return [applicationId, name] as const;
    };
    const names = new Map([
      await seed('mine-reviewing', { assigneeId: admin.id, reviewStatus: 'in_review' }),
      await seed('mine-approved', { assigneeId: admin.id, reviewStatus: 'approved' }),
      await seed('mine-declined', { assigneeId: admin.id, reviewStatus: 'declined' }),
      await seed('mine-funded', { assigneeId: admin.id, reviewStatus: 'funded' }),
      await seed('theirs-reviewing', { assigneeId: colleague.id, reviewStatus: 'in_review' }),
      await seed('new-unassigned'),
      await seed('new-assigned', { assigneeId: colleague.id }),
      await seed('missing-4-days', { reviewStatus: 'missing_documents', changedDaysAgo: 4 }),
      await seed('missing-2-days', { reviewStatus: 'missing_documents', changedDaysAgo: 2 }),
    ]);
    const view = async (name: SavedView, as: TestAdmin = admin) =>
      (await listed(`search=${marker}&view=${name}`, as))
        .map((record) => names.get(record.applicationId))
        .sort();

    expect(await view('my-queue')).toEqual(['mine-approved', 'mine-reviewing']);
    expect(await view('my-queue', colleague)).toEqual(['new-assigned', 'theirs-reviewing']);
    expect(await view('new-unassigned')).toEqual(['new-unassigned']);
    expect(await view('missing-documents-stale')).toEqual(['missing-4-days']);
    // A view narrows the other filters, never widens them.
    expect((await listed(`search=${marker}&view=my-queue&reviewStatus=approved`)).length).toBe(1);
    const refused = await app.request('/api/admin/applications?view=everything', { headers: admin.headers });
    expect(refused.status).toBe(400);
  });

  it('keeps the last activity up to date with every staff action, and not with a read', async () => {
    const { applicationId } = await insertApplication(deps, {
      pdf: tinyPdf(),
      emailStatus: 'done',
      input: { owner1Email: 'maria.lopez@example.com' },
    });
    const send = (method: string, path: string, body?: unknown) =>
      app.request(`/api/admin/applications/${applicationId}${path}`, {
        method,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const lastActivity = async () => {
      const [row] = await deps.db
        .select({ at: schema.applications.lastActivityAt })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      return row!.at.getTime();
    };
    const actions: [string, () => Response | Promise<Response>][] = [
      ['a status change', () => send('PUT', '/review-status', { status: 'in_review' })],
      ['an assignment', () => send('PUT', '/assignee', { assigneeId: admin.id })],
      ['a note', () => send('POST', '/notes', { text: 'Called the owner' })],
      [
        'a document request',
        () =>
          send('POST', '/document-requests', { slots: ['bankStatement2'], message: 'Please send February.' }),
      ],
    ];
    for (const [name, act] of actions) {
      await setRow(applicationId, { lastActivityAt: daysAgo(30) });
      const response = await act();
      expect(response.status, name).toBeLessThan(300);
      expect(await lastActivity(), name).toBeGreaterThan(daysAgo(1).getTime());
    }
    await setRow(applicationId, { lastActivityAt: daysAgo(30) });
    const before = await lastActivity();
    expect((await send('GET', '')).status).toBe(200);
    expect((await send('POST', '/reveal', { reason: 'Checking the owner' })).status).toBe(200);
    expect(await lastActivity()).toBe(before);
    // The list carries it.
    const [record] = await listed(`search=${applicationId}`);
    expect(new Date(record!.lastActivityAt).getTime()).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import {
  ADMIN_API_MESSAGES,
  type AuditAction,
  auditLogPeopleResponseSchema,
  auditLogResponseSchema,
  UNKNOWN_TIME_ZONE,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogOrder, auditLogWhere } from '../../audit/audit-log.ts';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('/api/admin/audit-log', () => {
  const { app, deps, close } = createTestApp({ STAFF_TIME_ZONE: 'America/New_York' });
  afterAll(close);
  let superAdmin: TestAdmin;
  let viewer: TestAdmin;
  beforeAll(async () => {
    [superAdmin, viewer] = await Promise.all([
      createAdmin(deps, { role: 'super_admin' }),
      createAdmin(deps, { role: 'viewer' }),
    ]);
  });

  const read = (query: string, as: TestAdmin = superAdmin) =>
    app.request(`/api/admin/audit-log?${query}`, { headers: as.headers });
  const readPage = async (query: string) => {
    const response = await read(query);
    expect(response.status, query).toBe(200);
    return auditLogResponseSchema.parse(await response.json());
  };

  /** A person of their own (no account: the trail outlives it), acting at the given instants. */
  async function personActing(entries: { action: AuditAction; at: string }[]) {
    const person = { id: randomUUID(), username: unique('gone') };
    const rows = await deps.db
      .insert(schema.auditLog)
      .values(
        entries.map(({ action, at }) => ({
          actorId: person.id,
          actorUsername: person.username,
          action,
          ip: '203.0.113.9',
          createdAt: new Date(at),
        })),
      )
      .returning({ id: schema.auditLog.id });
    return { ...person, entryIds: rows.map((row) => row.id) };
  }

  it('shows super admins who viewed which application, when and from where, newest first', async () => {
    const { applicationId } = await insertApplication(deps);
    for (let view = 0; view < 3; view++) {
      await app.request(`/api/admin/applications/${applicationId}`, { headers: viewer.headers });
    }
    const response = await read(
      `applicationId=${applicationId.toLowerCase()}&action=application_view&pageSize=2`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = auditLogResponseSchema.parse(await response.json());
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      action: 'application_view',
      applicationId,
      actorId: viewer.id,
      actorUsername: viewer.username,
      ip: expect.any(String),
    });
    const [newest, older] = page.entries;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.createdAt ?? ''));

    const byActor = auditLogResponseSchema.parse(await (await read(`actorId=${viewer.id}`)).json());
    expect(byActor.entries.every((entry) => entry.actorId === viewer.id)).toBe(true);
  });

  it('is refused to admins and viewers, and refuses an unknown action filter', async () => {
    const admin = await createAdmin(deps, { role: 'admin' });
    for (const as of [admin, viewer]) {
      const response = await read('', as);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.forbidden(as.role) });
    }
    expect((await read('action=coffee')).status).toBe(400);
  });

  it('filters by person, action and days read in the zone asked for, or the staff zone; edges included once', async () => {
    // 2031-01-10 in New York (UTC-5 in January) runs from 05:00 UTC to 05:00 UTC the next day.
    const person = await personActing([
      { action: 'login', at: '2031-01-10T04:59:59.999Z' },
      { action: 'login', at: '2031-01-10T05:00:00.000Z' },
      { action: 'application_view', at: '2031-01-10T18:00:00.000Z' },
      { action: 'logout', at: '2031-01-11T04:59:59.999Z' },
      { action: 'login', at: '2031-01-11T05:00:00.000Z' },
    ]);
    const [beforeDay, dayStart, midday, dayEnd, nextDay] = person.entryIds;
    const ids = async (query: string) =>
      (await readPage(`actorId=${person.id}&${query}`)).entries.map((entry) => entry.id);

    const newYork = await ids('from=2031-01-10&to=2031-01-10&timeZone=America/New_York');
    expect(newYork).toEqual([dayEnd, midday, dayStart]);
    // Without a zone, the days are the staff zone's (STAFF_TIME_ZONE).
    expect(await ids('from=2031-01-10&to=2031-01-10')).toEqual(newYork);
    expect(await ids('from=2031-01-10&to=2031-01-10&timeZone=UTC')).toEqual([midday, dayStart, beforeDay]);
    expect(await ids('from=2031-01-11&timeZone=America/New_York')).toEqual([nextDay]);
    expect(await ids('to=2031-01-09&timeZone=America/New_York')).toEqual([beforeDay]);
    expect(await ids('action=login&timeZone=America/New_York&from=2031-01-10')).toEqual([nextDay, dayStart]);
    expect(await ids('action=audit_log_export')).toEqual([]);

    const page = await readPage(`actorId=${person.id}&action=login`);
    expect(page.total).toBe(3);
    expect(page.entries[0]).toMatchObject({ actorUsername: person.username, action: 'login' });
  });

  it('pages in a stable order: entries of the same instant by their order of writing, none twice', async () => {
    const at = '2031-02-01T12:00:00.000Z';
    const person = await personActing(Array.from({ length: 5 }, () => ({ action: 'login' as const, at })));
    const seen: number[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await readPage(`actorId=${person.id}&pageSize=2&page=${pageNumber}`);
      expect(page.total).toBe(5);
      seen.push(...page.entries.map((entry) => entry.id));
    }
    expect(seen).toEqual([...person.entryIds].sort((one, other) => other - one));
    expect((await readPage(`actorId=${person.id}&pageSize=2&page=4`)).entries).toEqual([]);
  });

  it('lists everyone who acted for the person filter, staff since deleted included', async () => {
    const gone = await personActing([{ action: 'login', at: '2031-03-01T12:00:00.000Z' }]);
    // A current account is named as it is now, whatever name an older entry recorded.
    const renamed = await createAdmin(deps, { role: 'admin' });
    await deps.db
      .insert(schema.auditLog)
      .values({ actorId: renamed.id, actorUsername: 'before', action: 'login' });
    const response = await app.request('/api/admin/audit-log/people', { headers: superAdmin.headers });
    expect(response.status).toBe(200);
    const { people } = auditLogPeopleResponseSchema.parse(await response.json());
    expect(people).toContainEqual({ actorId: gone.id, username: gone.username });
    expect(people).toContainEqual({ actorId: renamed.id, username: renamed.username });
    expect(new Set(people.map((person) => person.actorId)).size).toBe(people.length);
    const names = people.map((person) => person.username);
    expect(names).toEqual([...names].sort((one, other) => one.localeCompare(other)));
  });

  it('refuses hostile filters with the one error shape, naming the field', async () => {
    const hostile: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ["to=2026-11-01'%20or%201=1--", 'to'],
      ['from=2026-11-02&to=2026-11-01', 'from'],
      ['timeZone=Mars/Olympus_Mons&from=2026-11-01', 'timeZone'],
      [`timeZone=${'A'.repeat(65)}`, 'timeZone'],
      ['actorId=1%20or%201=1', 'actorId'],
      ['action=__proto__', 'action'],
      ['pageSize=1000', 'pageSize'],
      ['page=-1', 'page'],
    ];
    for (const [query, field] of hostile) {
      for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export']) {
        if (path.endsWith('export') && field.startsWith('page')) continue;
        const response = await app.request(`${path}?${query}`, { headers: superAdmin.headers });
        expect(response.status, `${path}?${query}`).toBe(400);
        const body = (await response.json()) as { message: string; fields: Record<string, string> };
        expect(body.message, query).toEqual(expect.any(String));
        expect(Object.keys(body.fields), query).toContain(field);
      }
    }
    const unknownZone = await read('timeZone=Mars/Olympus_Mons');
    expect(await unknownZone.json()).toMatchObject({ fields: { timeZone: UNKNOWN_TIME_ZONE } });
  });

  it('keeps the export and the people to super admins too', async () => {
    const admin = await createAdmin(deps, { role: 'admin' });
    for (const path of ['/api/admin/audit-log/export', '/api/admin/audit-log/people']) {
      for (const as of [admin, viewer]) {
        const response = await app.request(path, { headers: as.headers });
        expect(response.status, `${path} as ${as.role}`).toBe(403);
      }
      expect((await app.request(path)).status).toBe(401);
    }
  });

  it('reads each filter through an index that starts with it, in the order of the page', async () => {
    // Each filter alone: with days as well, a table this small and this fresh gives the planner no
    // reason to prefer the person's or the action's index over the time index, and either serves.
    // The action is one the other tests of this worker's database never write: once autovacuum has
    // counted a frequent one (a sign-in is), the planner rightly reads the time index and filters.
    const plans: [Record<string, string>, string][] = [
      [{ actorId: randomUUID() }, 'audit_log_actor_created_at_idx'],
      [{ action: 'legal_hold_lift' }, 'audit_log_action_created_at_idx'],
      [{ applicationId: 'FA-PLAN-TEST' }, 'audit_log_application_idx'],
      [{ from: '2031-01-01', to: '2031-01-31' }, 'audit_log_created_at_idx'],
    ];
    for (const [filters, index] of plans) {
      const statement = deps.db
        .select()
        .from(schema.auditLog)
        .where(auditLogWhere({ timeZone: 'America/Chicago', ...filters }, 'UTC'))
        .orderBy(...auditLogOrder)
        .limit(25)
        .toSQL();
      // A table as small as a test's is read whole by choice; without that choice, an index must serve.
      const plan = await deps.sql.begin(async (transaction) => {
        await transaction`set local enable_seqscan = off`;
        return transaction.unsafe(`explain ${statement.sql}`, statement.params as never[]);
      });
      const text = plan.map((row) => Object.values(row).join('')).join('\n');
      expect(text, JSON.stringify(filters)).toContain(index);
    }
  });
});

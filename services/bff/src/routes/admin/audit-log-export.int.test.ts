import { randomUUID } from 'node:crypto';
import { AUDIT_NO_ONE, UNKNOWN_TIME_ZONE } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPage } from '../../audit/audit-log.ts';
import { exportAuditLog } from '../../audit/audit-log-export.ts';
import { AppError } from '../../errors.ts';
import { createAdmin, type TestAdmin, unique } from '../../testing/admin-fixtures.ts';
import { parseCsv } from '../../testing/csv.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('GET /api/admin/audit-log/export', () => {
  const { app, deps, close } = createTestApp({ STAFF_TIME_ZONE: 'America/New_York' });
  afterAll(close);
  let superAdmin: TestAdmin;
  beforeAll(async () => {
    superAdmin = await createAdmin(deps, { role: 'super_admin' });
  });

  const exportCsv = (query: string) =>
    app.request(`/api/admin/audit-log/export?${query}`, { headers: superAdmin.headers });

  it('exports the filtered trail newest first, in words, formulas neutralised, nothing personal; audited', async () => {
    const person = { id: randomUUID(), username: `=HYPERLINK("http://evil.example","${unique('p')}")` };
    const entry = (values: Partial<typeof schema.auditLog.$inferInsert>) => ({
      actorId: person.id,
      actorUsername: person.username,
      action: 'legal_hold_place',
      ip: '203.0.113.7',
      ...values,
    });
    await deps.db.insert(schema.auditLog).values([
      entry({
        applicationId: 'FA-TEST-CSV',
        detail: { reason: 'x;@SUM(A1) owner SSN 123-45-6789, ann@example.com, (512) 555-0142' },
        createdAt: new Date('2031-04-02T16:00:00.000Z'),
      }),
      entry({
        action: 'login',
        detail: { secondFactor: null },
        createdAt: new Date('2031-04-02T15:00:00.000Z'),
      }),
      // Outside the range: the day before in New York.
      entry({ action: 'login', createdAt: new Date('2031-04-02T03:59:59.000Z') }),
    ]);
    // An applicant's upload (no one signed in) is listed without their address.
    await deps.db.insert(schema.auditLog).values({
      action: 'document_request_upload',
      applicationId: 'FA-TEST-CSV',
      ip: '198.51.100.23',
      detail: { slots: ['bankStatement1'] },
      createdAt: new Date('2031-04-02T17:00:00.000Z'),
    });
    const lastBefore = (
      await deps.sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from audit_log`
    )[0]!.id;

    const response = await exportCsv(
      `actorId=${person.id}&from=2031-04-02&to=2031-04-02&timeZone=America/New_York`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = new Uint8Array(await response.arrayBuffer());
    expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(body);
    for (const personal of ['123-45-6789', 'ann@example.com', '555-0142'])
      expect(text).not.toContain(personal);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['When (UTC)', 'Person', 'Action', 'Application ID', 'Details', 'IP Address']);
    expect(rows).toEqual([
      [
        '2031-04-02T16:00:00.000Z',
        `'${person.username}`,
        'Placed a legal hold',
        'FA-TEST-CSV',
        "reason: x;'@SUM(A1) owner SSN [number], [e-mail], [phone]",
        '203.0.113.7',
      ],
      [
        '2031-04-02T15:00:00.000Z',
        `'${person.username}`,
        'Signed in',
        '',
        'secondFactor: null',
        '203.0.113.7',
      ],
    ]);

    const applicant = parseCsv(
      new TextDecoder().decode(
        new Uint8Array(
          await (await exportCsv('applicationId=fa-test-csv&action=document_request_upload')).arrayBuffer(),
        ),
      ),
    );
    expect(applicant.slice(1)).toEqual([
      [
        '2031-04-02T17:00:00.000Z',
        AUDIT_NO_ONE,
        'Uploaded requested documents',
        'FA-TEST-CSV',
        'slots: ["bankStatement1"]',
        '',
      ],
    ]);

    // Each export is itself in the trail: who, with which filters (the zone it read the days in).
    const exports = await deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'audit_log_export'), gt(schema.auditLog.id, lastBefore)))
      .orderBy(schema.auditLog.id);
    expect(exports).toHaveLength(2);
    expect(exports[0]).toMatchObject({
      actorId: superAdmin.id,
      actorUsername: superAdmin.username,
      applicationId: null,
      detail: {
        filters: { actorId: person.id, from: '2031-04-02', to: '2031-04-02', timeZone: 'America/New_York' },
      },
    });
    expect(exports[1]?.detail).toEqual({
      filters: {
        applicationId: 'fa-test-csv',
        action: 'document_request_upload',
        timeZone: 'America/New_York',
      },
    });
  });

  it('refuses a zone Postgres does not know (the browser may) with a 400, before recording anything', async () => {
    const lastBefore = (
      await deps.sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from audit_log`
    )[0]!.id;
    const filters = { from: '2031-04-02', timeZone: 'Mars/Olympus' };
    const actor = { id: superAdmin.id, username: superAdmin.username, ip: '127.0.0.1' };
    for (const attempt of [
      () => exportAuditLog(deps, actor, filters, 'America/New_York'),
      () => auditLogPage(deps.db, { ...filters, page: 1, pageSize: 10 }, 'America/New_York'),
    ]) {
      const refusal = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(400);
      expect((refusal as AppError).fields).toEqual({ timeZone: UNKNOWN_TIME_ZONE });
    }
    const recorded = await deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'audit_log_export'), gt(schema.auditLog.id, lastBefore)));
    expect(recorded).toEqual([]);
  });
});

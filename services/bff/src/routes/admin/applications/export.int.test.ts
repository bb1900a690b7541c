import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { formatApplicationId } from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { TransactionSql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../../applications/csv-download.ts';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../../testing/admin-fixtures.ts';
import { parseCsv } from '../../../testing/csv.ts';
import { createTestApp } from '../../../testing/test-app.ts';

describe('GET /api/admin/applications/export', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let admin: TestAdmin;
  const marker = unique('csvq').replace('-', '');
  beforeAll(async () => {
    [viewer, admin] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
    ]);
  });

  const exportCsv = (query: string, as: TestAdmin = admin) =>
    app.request(`/api/admin/applications/export?${query}`, { headers: as.headers });

  it('exports the filtered list with SSN and EIN masked and formulas neutralised; admins only; audited', async () => {
    const hostile = await insertApplication(deps, {
      input: {
        businessName: `=HYPERLINK("http://evil.example","${marker}")`,
        dba: '@SUM(A1:A9)',
        owner1FirstName: '+Ann',
        owner1LastName: '-Lee',
      },
      reviewStatus: 'approved',
      assigneeId: admin.id,
      createdAt: new Date(Date.UTC(2031, 0, 2)),
    });
    const plain = await insertApplication(deps, {
      input: { businessName: `Plain, "Quoted" ${marker}` },
      createdAt: new Date(Date.UTC(2031, 0, 1)),
    });

    const response = await exportCsv(`search=${marker}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = new Uint8Array(await response.arrayBuffer());
    // The BOM tells Excel the file is UTF-8 (a decoder drops it: it is no part of the text).
    expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(body);
    for (const full of ['123-45-6789', '12-3456789', '123456789', '1980-04-12'])
      expect(text).not.toContain(full);
    // Every cell quoted, so no reader splits one on its own separator.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '"Application ID","Submitted","Business Name","DBA","Entity Type","EIN","State","Owner First Name",' +
        '"Owner Last Name","Owner SSN","Second Owner SSN","Agent","Review Status","Assigned To","PDF","Email",' +
        '"Amount Requested","Use of Funds","Industry","Average Monthly Revenue","Open Advances or Loans",' +
        '"Approved Amount","Funded Amount","Funding Date","Decline Reason","Decline Note","Withdrawn By","Last Activity"',
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Application ID',
      'Submitted',
      'Business Name',
      'DBA',
      'Entity Type',
      'EIN',
      'State',
      'Owner First Name',
      'Owner Last Name',
      'Owner SSN',
      'Second Owner SSN',
      'Agent',
      'Review Status',
      'Assigned To',
      'PDF',
      'Email',
      'Amount Requested',
      'Use of Funds',
      'Industry',
      'Average Monthly Revenue',
      'Open Advances or Loans',
      'Approved Amount',
      'Funded Amount',
      'Funding Date',
      'Decline Reason',
      'Decline Note',
      'Withdrawn By',
      'Last Activity',
    ]);
    expect(rows.map((row) => row[0])).toEqual([hostile.applicationId, plain.applicationId]);
    expect(rows[0]).toEqual([
      hostile.applicationId,
      '2031-01-02T00:00:00.000Z',
      `'=HYPERLINK("http://evil.example","${marker}")`,
      "'@SUM(A1:A9)",
      'LLC',
      '**-***6789',
      'TX',
      "'+Ann",
      "'-Lee",
      '***-**-6789',
      '',
      '',
      'Approved',
      admin.username,
      'pending',
      'pending',
      // The deal as the test kit's application asks it; no decision recorded (the status was set directly).
      '75000',
      'Equipment',
      'Restaurants and food service',
      '42000',
      '1',
      '',
      '',
      '',
      '',
      '',
      '',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    ]);
    expect(rows[1]?.[2]).toBe(`Plain, "Quoted" ${marker}`);
    expect(rows[1]?.[12]).toBe('New');

    // The list's filters apply: review status, assignee "me", sort.
    // text() decodes as UTF-8 does, dropping the BOM.
    const approvedMine = parseCsv(
      await (await exportCsv(`search=${marker}&reviewStatus=approved&assignee=me`)).text(),
    );
    expect(approvedMine.slice(1).map((row) => row[0])).toEqual([hostile.applicationId]);
    const oldest = parseCsv(await (await exportCsv(`search=${marker}&sort=oldest`)).text());
    expect(oldest.slice(1).map((row) => row[0])).toEqual([plain.applicationId, hostile.applicationId]);

    const byViewer = await exportCsv(`search=${marker}`, viewer);
    expect(byViewer.status).toBe(403);
    expect((await exportCsv('reviewStatus=lost')).status).toBe(400);
    expect((await app.request('/api/admin/applications/export')).status).toBe(401);

    // In the order written: the person's index reads the trail newest first.
    const entries = await deps.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorId, admin.id))
      .orderBy(schema.auditLog.id);
    const exports = entries.filter((entry) => entry.action === 'applications_export');
    expect(exports).toHaveLength(3); // the refused query (400) never reached the handler
    expect(exports[0]?.detail).toEqual({ filters: { sort: 'newest' }, searched: true });
    expect(JSON.stringify(exports)).not.toContain(marker);
  });

  describe('100,000 rows', () => {
    const ROWS = 100_000;
    // The copies have no documents, match keys or other rows that a cascade (a trigger too) would remove.
    const withoutTriggers = (statement: (tx: TransactionSql) => Promise<unknown>) =>
      deps.sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await statement(tx);
      });
    const prefix = formatApplicationId(randomBytes(8)).slice(3, 8);
    const bigMarker = unique('csvbig').replace('-', '');
    beforeAll(async () => {
      const template = await insertApplication(deps, { input: { businessName: `Template ${bigMarker}` } });
      // One statement copies the template: ids FA-<prefix>-00000 ... -99999, all matching the marker.
      // The copies come and go without the analytics triggers (session_replication_role): 100,000
      // rollup updates would take minutes, and rows never counted in are never counted out.
      await withoutTriggers(
        (tx) => tx`
        insert into applications (application_id, business_name, owner1_first_name, owner1_last_name,
          business_state, entity_type, details, sensitive, ein_last4, owner1_ssn_last4, owner2_ssn_last4, created_at)
        select ${`FA-${prefix}-`} || lpad(n::text, 5, '0'), ${`Row ${bigMarker} `} || n, t.owner1_first_name,
          t.owner1_last_name, t.business_state, t.entity_type, t.details, t.sensitive, t.ein_last4,
          t.owner1_ssn_last4, t.owner2_ssn_last4, now() - n * interval '1 second'
        from generate_series(0, ${ROWS - 1}) n, applications t
        where t.application_id = ${template.applicationId}`,
      );
      await deps.db.delete(schema.applications).where(eq(schema.applications.id, template.id));
    }, 180_000);
    afterAll(async () => {
      await withoutTriggers(
        (tx) => tx`delete from applications where application_id like ${`FA-${prefix}-%`}`,
      );
    }, 120_000);

    it('streams every row from a cursor in bounded memory', async () => {
      // Live memory, not garbage waiting for a collection: collect before each sample.
      setFlagsFromString('--expose-gc');
      const collect = runInNewContext('gc') as () => void;
      const liveHeap = () => {
        collect();
        return process.memoryUsage().heapUsed;
      };
      const heapBefore = liveHeap();
      const response = await exportCsv(`search=${bigMarker}`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let lines = 0;
      let bytes = 0;
      let peakHeap = heapBefore;
      let chunks = 0;
      let last = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks++;
        bytes += value.byteLength;
        const text = decoder.decode(value, { stream: true });
        for (const character of text) if (character === '\n') lines++;
        last = text;
        if (chunks % 20 === 0) peakHeap = Math.max(peakHeap, liveHeap());
      }
      const growthMb = (peakHeap - heapBefore) / 1024 / 1024;
      console.info(
        `export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${chunks} chunks, heap growth ${growthMb.toFixed(1)} MB`,
      );
      expect(lines - 1).toBe(ROWS);
      expect(last).toMatch(new RegExp(`^"FA-${prefix}-99999",|\\r\\n"FA-${prefix}-99999",`, 'm'));
      // A batch per chunk (plus the header): the rows never arrived in one piece.
      expect(chunks).toBeGreaterThanOrEqual(ROWS / EXPORT_BATCH_ROWS);
      // Holding the rows (as objects, then as text) would keep more than the whole CSV alive.
      expect(bytes / 1024 / 1024).toBeGreaterThan(12);
      expect(growthMb).toBeLessThan(8);
    }, 180_000);
  });
});

import {
  applicantValuesOf,
  applicationSchema,
  DISPOSED_MARKER,
  type ReviewStatus,
  SENSITIVE_FIELDS,
} from '@funding/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openApplication } from '../application-store.ts';
import { recordAudit } from '../audit-trail.ts';
import { auditLog } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { writeObjectBytes } from '../object-bytes.ts';
import { pdfObjectKey, summaryPdfObjectKey } from '../object-keys.ts';
import { retryFailedSteps } from '../pipeline/control.ts';
import { findApplicationRow, markStepProcessing } from '../pipeline/status.ts';
import { sweepUnfinishedApplications } from '../pipeline/sweeper.ts';
import { enqueue } from '../queues.ts';
import { validApplicationInput } from '../testing/fixtures.ts';
import {
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
} from '../testing/pipeline.ts';
import { disposeDueApplications, pruneAuditLog } from './disposal-run.ts';
import { disposeApplication } from './dispose-application.ts';
import { PERSONAL_TABLES, personalObjectPrefixes } from './personal-records.ts';
import type { RetentionPolicy } from './policy.ts';

/**
 * Disposal against the real Postgres, Redis and S3 servers: which applications the policy disposes
 * of, what is kept and what is gone (rows of every personal table, objects listed under every
 * prefix), holds, idempotence and two runs at once. Applications are back-dated years (the policy
 * counts from their dates), so the other test files' applications, all recent, are never due.
 */
const context = pipelineTestContext();
const logger = createLogger({ name: 'disposal-test', level: 'silent' });
const deps = { ...context, logger };
const policy: RetentionPolicy = { closedDays: 180, inactiveDays: 730 };
const DAY = 86_400_000;
const created: string[] = [];

afterAll(async () => {
  for (const applicationId of created) await removeTestApplication(context, applicationId);
  await context.close();
});

const statement = (label: string) => ({
  slot: 'bankStatement1' as const,
  originalName: `${label} January.pdf`,
  contentType: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.7 statement of ${label}`),
});

/**
 * An application as it is after a while: documents, the PDF and its summary, a note, a sent
 * notification, a document request and audit entries; its review status and the dates the policy
 * reads set to `reviewedDaysAgo` (the decision) and `activeDaysAgo` (the last change).
 */
async function agedApplication(options: {
  reviewStatus: ReviewStatus;
  reviewedDaysAgo?: number;
  activeDaysAgo: number;
  held?: boolean;
}) {
  const label = `Aged ${Math.random().toString(36).slice(2, 8)}`;
  const inserted = await insertTestApplication(context, {
    businessName: `${label} Bakery`,
    agent: { name: 'Sam Agent', email: 'sam.agent@example.com' },
    documents: [statement(label)],
  });
  const { id, applicationId } = inserted;
  created.push(applicationId);
  const pdf = Buffer.from(`%PDF-1.7 package of ${label}`);
  await writeObjectBytes(context.storage, pdfObjectKey(applicationId), pdf, 'application/pdf');
  await writeObjectBytes(context.storage, summaryPdfObjectKey(applicationId), pdf, 'application/pdf');
  const sql = context.db.$client;
  await sql`insert into application_notes (application_id, author_username, body)
    values (${id}, 'staff', ${`Called Maria Lopez at (512) 555-0187 about ${label}`})`;
  await sql`insert into notifications (application_id, recipient_kind, kind, recipient)
    values (${id}, 'applicant', 'confirmation', 'maria.lopez@acme-bakery.test')`;
  await sql`insert into document_requests (application_id, slots, message, expires_at)
    values (${id}, ${['bankStatement2']}, 'Please send February, Maria', now())`;
  await recordAudit(
    context.db,
    { id: null, username: 'staff', ip: '10.0.0.1' },
    {
      action: 'application_view',
      applicationId,
    },
  );
  const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  await sql`update applications set review_status = ${options.reviewStatus},
    pdf_status = 'done', email_status = 'done', pdf_key = ${pdfObjectKey(applicationId)},
    review_status_changed_at = ${options.reviewedDaysAgo === undefined ? null : at(options.reviewedDaysAgo)},
    updated_at = ${at(options.activeDaysAgo)},
    legal_hold_placed_at = ${options.held ? at(1) : null},
    legal_hold_reason = ${options.held ? 'Litigation hold' : null}
    where id = ${id}`;
  return inserted;
}

async function objectsOf(applicationId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of personalObjectPrefixes(applicationId))
    for await (const item of context.storage.list(prefix)) keys.push(item.key);
  return keys;
}

async function personalRowsOf(id: string): Promise<number> {
  let total = 0;
  for (const { table, applicationRowId } of PERSONAL_TABLES) {
    const [row] = await context.db.select({ rows: count() }).from(table).where(eq(applicationRowId, id));
    total += row?.rows ?? 0;
  }
  return total;
}

const disposals = (applicationIds: string[]) =>
  context.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.applicationId, applicationIds))
    .then((entries) => entries.filter((entry) => entry.action === 'application_dispose'));

describe('the retention policy', () => {
  it('disposes of declined and withdrawn applications 180 days after the decision, others 2 years after their last activity, never one on hold', async () => {
    const due = [
      await agedApplication({ reviewStatus: 'declined', reviewedDaysAgo: 181, activeDaysAgo: 181 }),
      await agedApplication({ reviewStatus: 'withdrawn', reviewedDaysAgo: 200, activeDaysAgo: 10 }),
      await agedApplication({ reviewStatus: 'in_review', activeDaysAgo: 731 }),
      await agedApplication({ reviewStatus: 'funded', reviewedDaysAgo: 900, activeDaysAgo: 800 }),
    ];
    const kept = [
      await agedApplication({ reviewStatus: 'declined', reviewedDaysAgo: 179, activeDaysAgo: 179 }),
      // Reopened: the decision no longer counts, the last activity does.
      await agedApplication({ reviewStatus: 'in_review', reviewedDaysAgo: 400, activeDaysAgo: 400 }),
      await agedApplication({ reviewStatus: 'funded', reviewedDaysAgo: 900, activeDaysAgo: 729 }),
      await agedApplication({
        reviewStatus: 'withdrawn',
        reviewedDaysAgo: 999,
        activeDaysAgo: 999,
        held: true,
      }),
    ];

    const result = await disposeDueApplications(deps, { policy });
    expect(result.disposed).toBe(due.length);

    for (const { applicationId } of due)
      expect((await readApplicationRow(context, applicationId)).disposedAt, applicationId).not.toBeNull();
    for (const { id, applicationId } of kept) {
      const row = await readApplicationRow(context, applicationId);
      expect(row.disposedAt, applicationId).toBeNull();
      expect(await objectsOf(applicationId)).toHaveLength(3);
      expect(await personalRowsOf(id)).toBe(4);
    }
  });

  it('keeps the id, state, entity type, agent, statuses and the audit trail; the rest is gone from the database and storage', async () => {
    const { id, applicationId } = await agedApplication({
      reviewStatus: 'declined',
      reviewedDaysAgo: 365,
      activeDaysAgo: 365,
    });
    const before = await readApplicationRow(context, applicationId);
    const values = applicantValuesOf(openApplication(before, context.cipher));
    await enqueue(context.queues, 'mail', { applicationId });
    expect(await objectsOf(applicationId)).toHaveLength(3);

    expect(
      await disposeApplication(deps, { id: null, username: null, ip: null }, applicationId, {
        kind: 'policy',
        policy,
        now: new Date(),
      }),
    ).toBe('disposed');

    const after = await readApplicationRow(context, applicationId);
    expect(after).toMatchObject({
      id,
      applicationId,
      businessState: before.businessState,
      entityType: before.entityType,
      agentName: 'Sam Agent',
      agentEmail: 'sam.agent@example.com',
      pdfStatus: 'done',
      emailStatus: 'done',
      reviewStatus: 'declined',
      reviewStatusChangedAt: before.reviewStatusChangedAt,
      createdAt: before.createdAt,
      businessName: DISPOSED_MARKER,
      owner1FirstName: DISPOSED_MARKER,
      owner1LastName: DISPOSED_MARKER,
      owner1Email: DISPOSED_MARKER,
      businessPhone: DISPOSED_MARKER,
      einLast4: '',
      owner1SsnLast4: '',
      pdfKey: null,
      processingErrors: [],
      idempotencyKey: null,
    });
    // The encrypted answers are markers, and the form's kept answers are still there.
    const opened = openApplication(after, context.cipher);
    for (const field of SENSITIVE_FIELDS) expect([DISPOSED_MARKER, ''], field).toContain(opened[field]);
    const original = applicationSchema.parse(validApplicationInput());
    expect(opened).toMatchObject({
      timeInBusiness: original.timeInBusiness,
      owner1OwnershipPercentage: original.owner1OwnershipPercentage,
      owner1Street1: DISPOSED_MARKER,
      owner1State: DISPOSED_MARKER,
      ownerSignature: DISPOSED_MARKER,
    });
    expect(opened.owner1FicoScore).toBeUndefined();
    // Not one of the applicant's values is left in the row, nor in any row that points at it.
    const rowText = JSON.stringify(after);
    for (const value of values) expect(rowText, value).not.toContain(value);
    expect(await personalRowsOf(id)).toBe(0);
    expect(await objectsOf(applicationId)).toEqual([]);
    expect(await context.queues.mail.getJob(applicationId)).toBeUndefined();

    const trail = await context.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['application_dispose', 'application_view']);
    expect(trail.find((entry) => entry.action === 'application_dispose')?.detail).toEqual({
      trigger: 'policy',
      objectsRemoved: 3,
    });
    const trailText = JSON.stringify(trail);
    for (const value of values) expect(trailText, value).not.toContain(value);
  });

  it('leaves a disposed application to nobody in the pipeline: no step, no sweep, no retry', async () => {
    const { applicationId } = await agedApplication({ reviewStatus: 'in_review', activeDaysAgo: 800 });
    await context.db
      .$client`update applications set pdf_status = 'failed', email_status = 'pending' where application_id = ${applicationId}`;
    await disposeDueApplications(deps, { policy });

    expect(await findApplicationRow(context.db, applicationId)).toBeUndefined();
    expect(await markStepProcessing(context.db, 'mail', applicationId)).toBe(false);
    expect(await retryFailedSteps(context, applicationId)).toBeNull();
    const swept = await sweepUnfinishedApplications({
      db: context.db,
      queues: context.queues,
      graceMs: 0,
      limit: 10_000,
    });
    expect(swept.map((entry) => entry.applicationId)).not.toContain(applicationId);
  });

  it('is idempotent: a second run finds nothing to do and changes nothing', async () => {
    const { applicationId } = await agedApplication({
      reviewStatus: 'withdrawn',
      reviewedDaysAgo: 500,
      activeDaysAgo: 500,
    });
    expect((await disposeDueApplications(deps, { policy })).disposed).toBeGreaterThanOrEqual(1);
    const disposed = await readApplicationRow(context, applicationId);

    expect((await disposeDueApplications(deps, { policy })).disposed).toBe(0);
    const system = { id: null, username: null, ip: null };
    expect(await disposeApplication(deps, system, applicationId, { kind: 'request', reason: 'again' })).toBe(
      'already',
    );
    expect(await readApplicationRow(context, applicationId)).toEqual(disposed);
    expect(await disposals([applicationId])).toHaveLength(1);
  });

  it('disposes of each application once when two replicas run at the same time', async () => {
    const due = await Promise.all(
      Array.from({ length: 24 }, () =>
        agedApplication({ reviewStatus: 'declined', reviewedDaysAgo: 400, activeDaysAgo: 400 }),
      ),
    );
    const ids = due.map((application) => application.applicationId);
    const replica = () => pipelineTestContext();
    const [first, second] = [replica(), replica()];
    try {
      const runs = await Promise.all(
        [first, second].map((own) =>
          disposeDueApplications({ ...own, logger }, { policy, batchSize: 5, concurrency: 3 }),
        ),
      );
      expect(runs[0]!.disposed + runs[1]!.disposed).toBe(due.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const entries = await disposals(ids);
    expect(entries).toHaveLength(due.length);
    expect(new Set(entries.map((entry) => entry.applicationId)).size).toBe(due.length);
    for (const { id, applicationId } of due) {
      expect(await objectsOf(applicationId)).toEqual([]);
      expect(await personalRowsOf(id)).toBe(0);
    }
  });
});

describe("the audit trail's own retention", () => {
  it('deletes entries older than its period, except those of an application on legal hold', async () => {
    const held = await agedApplication({
      reviewStatus: 'declined',
      reviewedDaysAgo: 10,
      activeDaysAgo: 10,
      held: true,
    });
    const free = await agedApplication({ reviewStatus: 'declined', reviewedDaysAgo: 10, activeDaysAgo: 10 });
    const sql = context.db.$client;
    const entry = async (applicationId: string | null, daysAgo: number) => {
      const [row] = await sql<{ id: number }[]>`insert into audit_log (action, application_id, created_at)
        values ('application_view', ${applicationId}, now() - make_interval(days => ${daysAgo})) returning id`;
      return Number(row!.id);
    };
    const old = [await entry(null, 2_600), await entry(free.applicationId, 2_558)];
    const kept = [await entry(held.applicationId, 3_000), await entry(free.applicationId, 2_556)];

    expect(await pruneAuditLog(context.db, { days: 2_557, batchSize: 1 })).toBeGreaterThanOrEqual(old.length);
    const left = await context.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [...old, ...kept]));
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    await context.db.delete(auditLog).where(inArray(auditLog.id, kept));
  });
});

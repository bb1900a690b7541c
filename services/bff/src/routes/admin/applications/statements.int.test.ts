import {
  ADMIN_API_MESSAGES,
  applicationListResponseSchema,
  errorBodySchema,
  statementAnalysisResponseSchema,
} from '@funding/contracts';
import { createLogger, documentObjectKey, requeueStep, schema } from '@funding/platform';
import { eventually } from '@funding/platform/testing/eventually';
import {
  pipelineTestContext,
  removeTestApplication,
  startTestWorker,
} from '@funding/platform/testing/pipeline';
import { createStatementReader } from '@funding/statements';
import { createStatementsJobProcessor } from '@funding/statements/step';
import { generateApplicationStatements, generateStatement } from '@funding/statements/testing/statements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { postSubmission, submissionForm } from '../../../testing/submission.ts';
import { createTestApp } from '../../../testing/test-app.ts';

describe('GET /api/admin/applications/{applicationId}/statements through the real pipeline', () => {
  const { app, deps, close } = createTestApp();
  const context = pipelineTestContext();
  const reader = createStatementReader({
    threads: 1,
    timeoutMs: 30_000,
    maxMemoryMb: 256,
    onError: () => {},
  });
  const submitted: string[] = [];
  let staff: TestAdmin[] = [];
  beforeAll(async () => {
    staff = await Promise.all(
      (['viewer', 'admin', 'super_admin'] as const).map((role) => createAdmin(deps, { role })),
    );
  });
  afterAll(async () => {
    for (const applicationId of submitted) await removeTestApplication(context, applicationId);
    await reader.close();
    await context.close();
    await close();
  });

  const statementsOf = (applicationId: string, as?: TestAdmin) =>
    app.request(`/api/admin/applications/${applicationId}/statements`, { headers: as?.headers ?? {} });

  it('reads four statements sent with an application and answers every figure to every staff role', async () => {
    const generated = await generateApplicationStatements(27, 'ledger');
    const files = generated.statements.map((statement, index) => ({
      slot: `bankStatement${index + 1}`,
      name: `statement-${index + 1}.pdf`,
      body: Buffer.from(statement.bytes),
      type: 'application/pdf',
    }));
    const response = await postSubmission(app, submissionForm({ files }));
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };
    submitted.push(applicationId);

    // Intake queued the step; nothing has read the statements yet.
    const before = statementAnalysisResponseSchema.parse(
      await (await statementsOf(applicationId, staff[0])).json(),
    );
    expect(before.data).toMatchObject({ status: 'pending', statements: [], recurringDebits: [] });

    const processor = createStatementsJobProcessor({
      db: deps.db,
      storage: deps.storage,
      reader,
      logger: createLogger({ name: 'statements-test', level: 'silent' }),
    });
    const worker = startTestWorker(context, 'statements', processor, new Set([applicationId]));
    try {
      const analysis = await eventually('the statements to be read', async () => {
        const answer = statementAnalysisResponseSchema.parse(
          await (await statementsOf(applicationId, staff[0])).json(),
        );
        return answer.data.status === 'done' && answer.data;
      });
      // What intake stored (the PDFs as qpdf rewrote them) reads to exactly the generator's truth.
      expect(analysis.statements).toEqual(
        generated.statements.map((statement, index) => ({
          slot: `bankStatement${index + 1}`,
          fileName: `statement-${index + 1}.pdf`,
          ...statement.truth,
        })),
      );
      expect(analysis.statements.every((statement) => statement.check === 'reconciled')).toBe(true);
      expect({ recurringDebits: analysis.recurringDebits, summary: analysis.summary }).toEqual(
        generated.truth,
      );
      expect(analysis.summary.months).toBe(4);

      for (const admin of staff) {
        const answer = await statementsOf(applicationId, admin);
        expect(answer.status).toBe(200);
        expect(statementAnalysisResponseSchema.parse(await answer.json()).data).toEqual(analysis);
      }

      // The list shows the average monthly deposits and filters on them, in whole dollars.
      const average = analysis.summary.averageMonthlyDepositsCents!;
      const listed = async (dollars: number) => {
        const answer = await app.request(
          `/api/admin/applications?search=${applicationId}&minMonthlyDeposits=${dollars}`,
          { headers: staff[0]!.headers },
        );
        return applicationListResponseSchema
          .parse(await answer.json())
          .applications.map((record) => [record.applicationId, record.averageMonthlyDepositsCents]);
      };
      expect(await listed(Math.floor(average / 100))).toEqual([[applicationId, average]]);
      expect(await listed(Math.floor(average / 100) + 1)).toEqual([]);

      // A statement replaced (as a document request replaces it: a new document row) is read again.
      const replacement = await generateStatement({ seed: 28, layout: 'sectioned' });
      const [application] = await deps.db
        .select({ id: schema.applications.id })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      const [replaced] = await deps.db
        .delete(schema.documents)
        .where(
          and(
            eq(schema.documents.applicationId, application!.id),
            eq(schema.documents.slot, 'bankStatement1'),
          ),
        )
        .returning();
      const storageKey = documentObjectKey(applicationId);
      await deps.storage.putBytes(storageKey, Buffer.from(replacement.bytes), 'application/pdf');
      await deps.db.insert(schema.documents).values({
        ...replaced!,
        id: undefined,
        storageKey,
        originalName: 'replacement.pdf',
        sizeBytes: replacement.bytes.byteLength,
      });
      const pending = statementAnalysisResponseSchema.parse(
        await (await statementsOf(applicationId, staff[0])).json(),
      );
      expect(pending.data.status).toBe('pending');
      expect(pending.data.statements.map((statement) => statement.slot)).toEqual([
        'bankStatement2',
        'bankStatement3',
        'bankStatement4',
      ]);
      await requeueStep(deps.queues, 'statements', applicationId);
      const reread = await eventually('the replacement to be read', async () => {
        const answer = statementAnalysisResponseSchema.parse(
          await (await statementsOf(applicationId, staff[0])).json(),
        );
        return answer.data.status === 'done' && answer.data;
      });
      expect(reread.statements[0]).toEqual({
        slot: 'bankStatement1',
        fileName: 'replacement.pdf',
        ...replacement.truth,
      });
    } finally {
      await worker.close();
    }
  });

  it('answers 401 without a session and 404 for an application that does not exist', async () => {
    expect((await statementsOf('FA-AAAAA-AAAAA')).status).toBe(401);
    const missing = await statementsOf('FA-AAAAA-AAAAA', staff[0]);
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).message).toBe(ADMIN_API_MESSAGES.applicationNotFound);
  });
});

import {
  BANK_STATEMENT_SLOTS,
  type RecurringDebit,
  type StatementAnalysis,
  type StatementReading,
  type StatementSummary,
} from '@funding/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import { documents, statementReadings, statementSummaries } from '../db/schema.ts';

/**
 * The rows of the `statements` step (services/statements' step). The step has no status column:
 * an application's statements are `done` when every bank statement it holds has a reading, and
 * `pending` while one has none (just uploaded, or replaced through a document request).
 */

const bankStatementSlots = [...BANK_STATEMENT_SLOTS];

/** An uploaded bank statement the step has not read yet. */
export interface UnreadStatement {
  documentId: string;
  slot: string;
  storageKey: string;
  originalName: string;
  contentType: string;
}

export function unreadBankStatements(db: DbExecutor, applicationRowId: string): Promise<UnreadStatement[]> {
  return db
    .select({
      documentId: documents.id,
      slot: documents.slot,
      storageKey: documents.storageKey,
      originalName: documents.originalName,
      contentType: documents.contentType,
    })
    .from(documents)
    .leftJoin(statementReadings, eq(statementReadings.documentId, documents.id))
    .where(
      and(
        eq(documents.applicationId, applicationRowId),
        inArray(documents.slot, bankStatementSlots),
        isNull(statementReadings.id),
      ),
    )
    .orderBy(asc(documents.slot));
}

/** The readings of the bank statements an application holds now, in slot order. */
async function currentReadings(db: DbExecutor, applicationRowId: string) {
  return db
    .select({ reading: statementReadings.reading })
    .from(statementReadings)
    .innerJoin(documents, eq(documents.id, statementReadings.documentId))
    .where(eq(statementReadings.applicationId, applicationRowId))
    .orderBy(asc(documents.slot));
}

export interface ApplicationStatementFigures {
  summary: StatementSummary;
  recurringDebits: RecurringDebit[];
}

/**
 * Stores new readings and, in the same transaction, the application's figures across all its
 * current readings (`summarize` is the statement library's, handed in so this package needs none of
 * it). A document read twice at once (a retried job) keeps its first reading.
 */
export async function recordStatementReadings(
  db: Database,
  applicationRowId: string,
  readings: { documentId: string; reading: StatementReading }[],
  summarize: (readings: StatementReading[]) => ApplicationStatementFigures,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (readings.length > 0) {
      await tx
        .insert(statementReadings)
        .values(
          readings.map(({ documentId, reading }) => ({
            documentId,
            applicationId: applicationRowId,
            check: reading.check,
            reading,
          })),
        )
        .onConflictDoNothing({ target: statementReadings.documentId });
    }
    const all = (await currentReadings(tx, applicationRowId)).map((row) => row.reading);
    const figures = summarize(all);
    const values = {
      averageMonthlyDepositsCents: figures.summary.averageMonthlyDepositsCents,
      summary: figures.summary,
      recurringDebits: figures.recurringDebits,
      updatedAt: new Date(),
    };
    await tx
      .insert(statementSummaries)
      .values({ applicationId: applicationRowId, ...values })
      .onConflictDoUpdate({ target: statementSummaries.applicationId, set: values });
  });
}

const EMPTY_SUMMARY: StatementSummary = {
  months: 0,
  averageMonthlyDepositsCents: null,
  averageDailyBalanceCents: null,
  nsfCount: null,
  negativeDays: null,
};

/**
 * What the admin API answers and the PDF package shows: the readings of the bank statements the
 * application holds now and the figures across them. The figures are those of the last reading; a
 * statement replaced since is `pending` until it is read, and the figures with it.
 *
 * Read from one snapshot: the step stores the readings and the figures in one transaction, and
 * reads that straddled its commit answered `done` with the readings but the figures of before
 * (none), which the PDF package would have kept.
 */
export function statementAnalysisOf(db: Database, applicationRowId: string): Promise<StatementAnalysis> {
  return db.transaction(
    async (tx) => {
      const unread = await unreadBankStatements(tx, applicationRowId);
      const readings = await currentReadings(tx, applicationRowId);
      const [stored] = await tx
        .select()
        .from(statementSummaries)
        .where(eq(statementSummaries.applicationId, applicationRowId));
      return {
        status: unread.length > 0 ? 'pending' : 'done',
        statements: readings.map((row) => row.reading),
        recurringDebits: stored?.recurringDebits ?? [],
        summary: stored?.summary ?? EMPTY_SUMMARY,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

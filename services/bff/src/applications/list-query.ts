import {
  APPLICATION_ID_PATTERN,
  type ApplicationExportQuery,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationSort,
  type AssigneeFilter,
  normalizeApplicationId,
  type ReviewStatus,
  type SavedView,
  STALE_MISSING_DOCUMENTS_DAYS,
} from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { duplicatesOf } from './duplicates.ts';
import { listColumns, toApplicationRecord } from './records.ts';

/** What the list and its export filter on (the export has no page). */
type ApplicationFilterQuery = ApplicationExportQuery;

const { applications, documents } = schema;

// The search term is literal text: LIKE's own wildcards in it match themselves.
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchTerm(search: string): string {
  // An id read over the phone ('fa 7k3qd 9xw2m', O for 0) still finds its application.
  const asId = normalizeApplicationId(search);
  return (APPLICATION_ID_PATTERN.test(asId) ? asId : search).toLowerCase();
}

const statusConditions = {
  failed: () => or(eq(applications.pdfStatus, 'failed'), eq(applications.emailStatus, 'failed')),
  complete: () => and(eq(applications.pdfStatus, 'done'), eq(applications.emailStatus, 'done')),
  processing: () =>
    and(
      ne(applications.pdfStatus, 'failed'),
      ne(applications.emailStatus, 'failed'),
      or(ne(applications.pdfStatus, 'done'), ne(applications.emailStatus, 'done')),
    ),
} satisfies Record<NonNullable<ApplicationListQuery['status']>, () => SQL | undefined>;

function assigneeCondition(assignee: AssigneeFilter, signedInAdminId: string): SQL {
  if (assignee === 'none') return isNull(applications.assigneeId);
  return eq(applications.assigneeId, assignee === 'me' ? signedInAdminId : assignee);
}

/** An admin's open work: everything not yet decided, and approvals not yet funded. */
const OPEN_WORK: ReviewStatus[] = ['new', 'in_review', 'missing_documents', 'approved'];

function savedViewCondition(view: SavedView, signedInAdminId: string): SQL | undefined {
  switch (view) {
    case 'my-queue':
      return and(eq(applications.assigneeId, signedInAdminId), inArray(applications.reviewStatus, OPEN_WORK));
    case 'new-unassigned':
      return and(eq(applications.reviewStatus, 'new'), isNull(applications.assigneeId));
    case 'missing-documents-stale':
      return and(
        eq(applications.reviewStatus, 'missing_documents'),
        sql`${applications.reviewStatusChangedAt} < now() - make_interval(days => ${STALE_MISSING_DOCUMENTS_DAYS})`,
      );
  }
}

/** Through the summaries' own index, so the list and its export need no join for it. */
function minMonthlyDepositsCondition(dollars: number): SQL {
  const { statementSummaries } = schema;
  return sql`${applications.id} in (select ${statementSummaries.applicationId} from ${statementSummaries} where ${statementSummaries.averageMonthlyDepositsCents} >= ${dollars * 100})`;
}

/**
 * The filters of the list (and of its CSV export) as one condition. `signedInAdminId` is who "me"
 * is in the assignee filter.
 */
export function applicationListWhere(query: ApplicationFilterQuery, signedInAdminId: string) {
  return and(
    query.search ? ilike(schema.applicationSearchText, likePattern(searchTerm(query.search))) : undefined,
    query.state ? eq(applications.businessState, query.state) : undefined,
    query.status ? statusConditions[query.status]() : undefined,
    query.reviewStatus ? eq(applications.reviewStatus, query.reviewStatus) : undefined,
    query.assignee ? assigneeCondition(query.assignee, signedInAdminId) : undefined,
    query.view ? savedViewCondition(query.view, signedInAdminId) : undefined,
    query.minMonthlyDeposits === undefined
      ? undefined
      : minMonthlyDepositsCondition(query.minMonthlyDeposits),
  );
}

/**
 * The list's order, each the order of one index read forwards or backwards, with the id as the
 * tie-break: `applications_created_at_idx` (created_at desc, id), `applications_amount_requested_idx`
 * (amount_requested desc, id), `applications_last_activity_idx` (last_activity_at desc, id) and
 * `applications_business_name_idx` (business_name, id). NULLS LAST / FIRST are spelled out: Postgres
 * reads an index in order only for exactly its ordering or its reverse (NOT NULL does not count), so
 * the applications without an amount (from before the form asked) come last from the top and first
 * from the bottom.
 */
export function applicationListOrder(sort: ApplicationSort) {
  const descending = (column: AnyColumn) => [sql`${column} desc nulls last`, asc(applications.id)];
  const ascending = (column: AnyColumn) => [sql`${column} asc nulls first`, desc(applications.id)];
  switch (sort) {
    case 'newest':
      return descending(applications.createdAt);
    case 'oldest':
      return ascending(applications.createdAt);
    case 'amount-high':
      return descending(applications.amountRequested);
    case 'amount-low':
      return ascending(applications.amountRequested);
    case 'activity-recent':
      return descending(applications.lastActivityAt);
    case 'activity-oldest':
      return ascending(applications.lastActivityAt);
    case 'business-az':
      return [asc(applications.businessName), asc(applications.id)];
    case 'business-za':
      return [desc(applications.businessName), desc(applications.id)];
  }
}

/**
 * How many applications there are, from the analytics rollups: their triggers count every
 * application in and out in its own transaction (docs/decisions/analytics-rollups.md), so the sum is
 * the table's count, read from a few thousand rows where `count(*)` reads an index entry per
 * application (724 ms at 1,000,000).
 */
function everyApplicationCount(db: Database) {
  const { analyticsDaily } = schema;
  return db
    .select({ total: sql<number>`coalesce(sum(${analyticsDaily.submitted}), 0)::int` })
    .from(analyticsDaily);
}

/**
 * The two statements of one page of the admin list, built but not run: the page's rows and the
 * count of all matches. Search goes through `applicationSearchText`, the stored text that the
 * trigram index covers; each order follows an index in either direction (applicationListOrder), so
 * neither sorting nor searching reads the whole table. A benchmark measures these very statements
 * (`.toSQL()` gives their text and parameters).
 */
export function applicationListStatements(
  db: Database,
  query: ApplicationListQuery,
  signedInAdminId: string,
) {
  const where = applicationListWhere(query, signedInAdminId);
  return {
    rows: db
      .select(listColumns)
      .from(applications)
      .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, applications.assigneeId))
      .where(where)
      .orderBy(...applicationListOrder(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: where ? db.select({ total: count() }).from(applications).where(where) : everyApplicationCount(db),
  };
}

/**
 * One page of the admin list, with the file names of its applications (a third statement) and the
 * other applications each shares a match key with (a fourth).
 */
export async function listApplications(
  db: Database,
  query: ApplicationListQuery,
  signedInAdminId: string,
): Promise<ApplicationListResponse> {
  const statements = applicationListStatements(db, query, signedInAdminId);
  const [rows, [counted]] = await Promise.all([statements.rows, statements.count]);
  const rowIds = rows.map((row) => row.id);
  const [files, duplicates] = await Promise.all([
    rows.length === 0
      ? []
      : db
          .select({
            applicationId: documents.applicationId,
            slot: documents.slot,
            originalName: documents.originalName,
          })
          .from(documents)
          .where(inArray(documents.applicationId, rowIds)),
    duplicatesOf(db, rowIds),
  ]);
  return {
    applications: rows.map((row) =>
      toApplicationRecord(
        row,
        files.filter((file) => file.applicationId === row.id),
        duplicates.get(row.id) ?? [],
      ),
    ),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

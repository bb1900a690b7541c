import { DUPLICATE_KEYS, DUPLICATES_SHOWN, type DuplicateKey, type DuplicateMatch } from '@funding/contracts';
import { type DbExecutor, schema } from '@funding/platform';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { applications, applicationMatchKeys } = schema;

/**
 * For each application row id, the other applications that share a match key with it (an EIN, an
 * owner's SSN, the business phone or an owner's e-mail: equal keyed hashes, platform's
 * duplicate-keys.ts), newest first, at most DUPLICATES_SHOWN each, with what matched. Read at the
 * time of asking, so both applications of a pair show the other, whichever came first.
 */
export async function duplicatesOf(
  db: DbExecutor,
  applicationRowIds: readonly string[],
): Promise<Map<string, DuplicateMatch[]>> {
  const found = new Map<string, DuplicateMatch[]>();
  if (applicationRowIds.length === 0) return found;
  const mine = alias(applicationMatchKeys, 'mine');
  const theirs = alias(applicationMatchKeys, 'theirs');
  const rows = await db
    .select({
      rowId: mine.applicationId,
      applicationId: applications.applicationId,
      createdAt: applications.createdAt,
      matchedOn: sql<DuplicateKey[]>`array_agg(distinct ${mine.kind})`,
    })
    .from(mine)
    .innerJoin(theirs, and(eq(theirs.hash, mine.hash), ne(theirs.applicationId, mine.applicationId)))
    .innerJoin(applications, eq(applications.id, theirs.applicationId))
    .where(inArray(mine.applicationId, [...applicationRowIds]))
    .groupBy(mine.applicationId, applications.id)
    .orderBy(desc(applications.createdAt), applications.applicationId);
  for (const row of rows) {
    const matches = found.get(row.rowId) ?? [];
    if (matches.length >= DUPLICATES_SHOWN) continue;
    matches.push({
      applicationId: row.applicationId,
      createdAt: row.createdAt.toISOString(),
      matchedOn: DUPLICATE_KEYS.filter((key) => row.matchedOn.includes(key)),
    });
    found.set(row.rowId, matches);
  }
  return found;
}

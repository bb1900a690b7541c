import { DUPLICATE_KEYS, DUPLICATES_SHOWN, type DuplicateKey, type DuplicateMatch } from '@funding/contracts';
import { type DbExecutor, schema } from '@funding/platform';
import { sql } from 'drizzle-orm';

const { applications, applicationMatchKeys } = schema;

interface DuplicateRow extends Record<string, unknown> {
  rowId: string;
  applicationId: string;
  createdAt: Date | string;
  matchedOn: DuplicateKey[];
}

/**
 * For each application row id, the other applications that share a match key with it (an EIN, an
 * owner's SSN, the business phone or an owner's e-mail: equal keyed hashes, platform's
 * duplicate-keys.ts), newest first, at most DUPLICATES_SHOWN each, with what matched. Read at the
 * time of asking, so both applications of a pair show the other, whichever came first. One
 * statement: per application a lateral subquery through the hash index, cut at DUPLICATES_SHOWN, so
 * a value many applications share (a broker's phone) does not bring them all back for every row.
 */
export async function duplicatesOf(
  db: DbExecutor,
  applicationRowIds: readonly string[],
): Promise<Map<string, DuplicateMatch[]>> {
  const found = new Map<string, DuplicateMatch[]>();
  if (applicationRowIds.length === 0) return found;
  const ids = sql`array[${sql.join(
    applicationRowIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await db.execute<DuplicateRow>(sql`
    select asked.id as "rowId", other.application_id as "applicationId", other.created_at as "createdAt",
           other.matched_on as "matchedOn"
    from unnest(${ids}) as asked(id)
    cross join lateral (
      select ${applications.applicationId} as application_id, ${applications.createdAt} as created_at,
             array_agg(distinct mine.kind) as matched_on
      from ${applicationMatchKeys} as mine
      join ${applicationMatchKeys} as theirs
        on theirs.hash = mine.hash and theirs.application_id <> mine.application_id
      join ${applications} on ${applications.id} = theirs.application_id
      where mine.application_id = asked.id
      group by ${applications.id}
      order by ${applications.createdAt} desc, ${applications.applicationId}
      limit ${DUPLICATES_SHOWN}
    ) as other
    order by other.created_at desc, other.application_id`);
  for (const row of rows) {
    const matches = found.get(row.rowId) ?? [];
    matches.push({
      applicationId: row.applicationId,
      createdAt: new Date(row.createdAt).toISOString(),
      matchedOn: DUPLICATE_KEYS.filter((key) => row.matchedOn.includes(key)),
    });
    found.set(row.rowId, matches);
  }
  return found;
}

import { ADMIN_API_MESSAGES, type StatementAnalysis } from '@funding/contracts';
import { type Database, schema, statementAnalysisOf } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/**
 * What the statement reader found in an application's bank statements (the `statements` step).
 * Not audited like the full record: it holds no SSN, EIN or date of birth. Throws not_found.
 */
export async function readStatementAnalysis(
  deps: { db: Database },
  applicationId: string,
): Promise<StatementAnalysis> {
  const [found] = await deps.db
    .select({ id: schema.applications.id })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!found) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return statementAnalysisOf(deps.db, found.id);
}

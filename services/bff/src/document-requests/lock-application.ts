import { type DbTransaction, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';

/**
 * Locks the application's row before anything else of a document request's transaction: making a
 * request and uploading through any of an application's links then take turns, each seeing what
 * the one before wrote (one document per slot), and always in one order (the review status change
 * inside them locks the same row, which two requests made at once used to deadlock on).
 */
export async function lockApplicationRow(tx: DbTransaction, applicationRowId: string): Promise<void> {
  await tx
    .select({ id: schema.applications.id })
    .from(schema.applications)
    .where(eq(schema.applications.id, applicationRowId))
    .for('update');
}

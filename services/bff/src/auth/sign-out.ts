import { type Database, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';

/**
 * Signs the user out everywhere: the session version in their tokens no longer matches
 * (activeAdminAt), audited (`logout`, naming the token used) in the same transaction.
 */
export async function signOut(db: Database, actor: StaffActor, tokenId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(schema.adminUsers)
      .set({ sessionVersion: sql`${schema.adminUsers.sessionVersion} + 1` })
      .where(eq(schema.adminUsers.id, actor.id));
    await recordAudit(tx, actor, { action: 'logout', detail: { tokenId } });
  });
}

import { ADMIN_API_MESSAGES, type Assignee, REVIEW_MESSAGES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { adminUsers, applications } = schema;

// Viewers read only, so they cannot work an application: only admins and super admins are assignable.
const ASSIGNABLE = and(eq(adminUsers.isActive, true), inArray(adminUsers.role, ['admin', 'super_admin']));

/** The staff an application can be assigned to, by name. */
export async function assignableAdmins(db: Database): Promise<Assignee[]> {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(ASSIGNABLE)
    .orderBy(asc(adminUsers.username));
}

/**
 * Assigns the application to an active admin (or removes the assignment with null) and audits the
 * change in the same transaction. Returns the assignee's name (null when unassigned).
 */
export async function assignApplication(
  db: Database,
  actor: Actor,
  applicationId: string,
  assigneeId: string | null,
): Promise<{
  assigneeUsername: string | null;
  reviewStatus: (typeof applications.$inferSelect)['reviewStatus'];
}> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: applications.id,
        assigneeId: applications.assigneeId,
        reviewStatus: applications.reviewStatus,
      })
      .from(applications)
      .where(eq(applications.applicationId, applicationId))
      .for('update');
    if (!current) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    let assigneeUsername: string | null = null;
    if (assigneeId !== null) {
      const [assignee] = await tx
        .select({ username: adminUsers.username })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, assigneeId), ASSIGNABLE));
      if (!assignee) {
        throw new AppError('validation_failed', REVIEW_MESSAGES.assigneeNotFound, {
          assigneeId: REVIEW_MESSAGES.assigneeNotFound,
        });
      }
      assigneeUsername = assignee.username;
    }
    await tx.update(applications).set({ assigneeId }).where(eq(applications.id, current.id));
    await recordAudit(tx, actor, {
      action: 'assignee_change',
      applicationId,
      detail: { from: current.assigneeId, to: assigneeId, toUsername: assigneeUsername },
    });
    return { assigneeUsername, reviewStatus: current.reviewStatus };
  });
}

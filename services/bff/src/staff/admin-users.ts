import {
  ADMIN_API_MESSAGES,
  type AdminRole,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  MESSAGES,
  SECOND_FACTOR_MESSAGES,
} from '@funding/contracts';
import { type Database, isUniqueViolation, schema } from '@funding/platform';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/password.ts';
import { requireStrongPassword } from '../auth/password-strength.ts';
import { removeSecondFactor } from '../auth/second-factor/factor-store.ts';
import { adminUserColumns, toAdminUser } from '../auth/signed-in-admin.ts';
import { AppError } from '../errors.ts';

/**
 * Admin users, managed by super admins (the role is checked by the route). Every change is audited
 * in its own transaction. Nobody deletes their own account, changes their own role or active flag,
 * or resets their own second factor.
 */

const { adminUsers } = schema;

/** Every admin user, oldest first. */
export async function listAdminUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db.select(adminUserColumns).from(adminUsers).orderBy(asc(adminUsers.createdAt));
  return rows.map(toAdminUser);
}

/** Adds a user with a password the estimator rates strong; throws conflict when the username is taken. */
export async function createAdminUser(
  db: Database,
  actor: StaffActor,
  input: AdminUserCreate,
): Promise<AdminUser> {
  requireStrongPassword('password', input.password, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminUsers)
        .values({ username: input.username, email: input.email, role: input.role, passwordHash })
        .returning(adminUserColumns);
      if (!created) throw new Error('insert returned no row');
      await recordAudit(tx, actor, {
        action: 'admin_user_create',
        detail: { userId: created.id, username: created.username, role: created.role },
      });
      return toAdminUser(created);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('conflict', ADMIN_API_MESSAGES.usernameTaken, {
      username: ADMIN_API_MESSAGES.usernameTaken,
    });
  }
}

/** Whether `changes` to user `userId` would change the caller's own role or active flag. */
export function changesOwnRoleOrStatus(
  self: { id: string; role: AdminRole; isActive: boolean },
  userId: string,
  changes: AdminUserUpdate,
): boolean {
  return (
    userId === self.id &&
    ((changes.role !== undefined && changes.role !== self.role) ||
      (changes.isActive !== undefined && changes.isActive !== self.isActive))
  );
}

/**
 * Changes a user's e-mail, role or active flag (a deactivation ends their sessions at once). An
 * edit that changes nothing answers with the user as they are, unaudited. Throws forbidden for
 * one's own role or flag, not_found.
 */
export async function updateAdminUser(
  db: Database,
  actor: StaffActor & { role: AdminRole; isActive: boolean },
  userId: string,
  changes: AdminUserUpdate,
): Promise<AdminUser> {
  if (changesOwnRoleOrStatus(actor, userId, changes)) {
    throw new AppError('forbidden', ADMIN_API_MESSAGES.cannotChangeOwnRoleOrStatus);
  }
  if (Object.keys(changes).length === 0) {
    // Drizzle refuses an empty SET.
    const [user] = await db.select(adminUserColumns).from(adminUsers).where(eq(adminUsers.id, userId));
    if (!user) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    return toAdminUser(user);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(adminUsers)
      .set({
        ...changes,
        ...(changes.isActive === false ? { sessionVersion: sql`${adminUsers.sessionVersion} + 1` } : {}),
      })
      .where(eq(adminUsers.id, userId))
      .returning(adminUserColumns);
    if (!updated) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(tx, actor, {
      action: 'admin_user_update',
      detail: { userId, username: updated.username, ...changes },
    });
    return toAdminUser(updated);
  });
}

/** Deletes another user; throws forbidden for oneself, not_found. */
export async function deleteAdminUser(db: Database, actor: StaffActor, userId: string): Promise<void> {
  if (userId === actor.id) throw new AppError('forbidden', MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(adminUsers)
      .where(eq(adminUsers.id, userId))
      .returning({ username: adminUsers.username });
    if (!deleted) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(tx, actor, {
      action: 'admin_user_delete',
      detail: { userId, username: deleted.username },
    });
  });
}

/**
 * A lost or stolen authenticator: another user's second factor is removed and their sessions end;
 * their next sign-in sets it up again (or goes without, when it is optional). Not for oneself: that
 * needs a code. Returns the user's name; throws forbidden, not_found.
 */
export async function resetSecondFactor(db: Database, actor: StaffActor, userId: string): Promise<string> {
  if (userId === actor.id) throw new AppError('forbidden', SECOND_FACTOR_MESSAGES.cannotResetSelf);
  return db.transaction(async (tx) => {
    const username = await removeSecondFactor({ db: tx }, userId, { endSessions: true });
    if (username === null) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(tx, actor, { action: 'second_factor_reset', detail: { userId, username } });
    return username;
  });
}

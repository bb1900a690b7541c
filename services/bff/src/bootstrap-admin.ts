import { type Database, type Logger, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { hashPassword } from './auth/password.ts';

/**
 * Creates the first super admin from ADMIN_USERNAME / ADMIN_PASSWORD when no super admin exists,
 * so a fresh system can be signed in to. An existing account is never changed.
 */
export async function ensureFirstSuperAdmin(
  db: Database,
  logger: Logger,
  admin: { username: string; password: string; email: string },
): Promise<void> {
  const [existing] = await db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.role, 'super_admin'))
    .limit(1);
  if (existing) return;
  await db
    .insert(schema.adminUsers)
    .values({
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'super_admin',
    })
    .onConflictDoNothing();
  logger.info({ username: admin.username }, 'created the first super admin');
}

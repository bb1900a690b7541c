import { type Database, EnvError, type Logger, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { hashPassword } from './auth/password.ts';
import { passwordWeakness } from './auth/password-strength.ts';

export interface FirstSuperAdmin {
  username: string;
  password: string;
  email: string;
}

/**
 * The first super admin's password must pass the same strength rule as every staff password. In
 * production a weak ADMIN_PASSWORD stops the BFF at start, naming the variable (checked on every
 * start, not only the first: the value sits in the deployment's secrets either way); elsewhere the
 * local default is allowed and the returned problem is only logged.
 */
export function weakAdminPasswordProblem(admin: FirstSuperAdmin): string | null {
  const weakness = passwordWeakness(admin.password, { username: admin.username, email: admin.email });
  return weakness && `ADMIN_PASSWORD: ${weakness}`;
}

export function refuseWeakAdminPasswordInProduction(
  env: { NODE_ENV: string } & Record<'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL', string>,
): void {
  if (env.NODE_ENV !== 'production') return;
  const problem = weakAdminPasswordProblem({
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
  });
  if (problem) throw new EnvError([problem]);
}

/**
 * Creates the first super admin from ADMIN_USERNAME / ADMIN_PASSWORD when no super admin exists,
 * so a fresh system can be signed in to. An existing account is never changed.
 */
export async function ensureFirstSuperAdmin(
  db: Database,
  logger: Logger,
  admin: FirstSuperAdmin,
): Promise<void> {
  const [existing] = await db
    .select({ id: schema.adminUsers.id })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.role, 'super_admin'))
    .limit(1);
  if (existing) return;
  const weakness = weakAdminPasswordProblem(admin);
  if (weakness)
    logger.warn(`the first super admin gets a weak password (allowed outside production): ${weakness}`);
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

import { type AdminRole, type AdminUser, isUuid } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';

/** The admin user behind the request, as loaded from the database for this request. */
export interface SignedInAdmin {
  id: string;
  username: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt: Date;
  sessionVersion: number;
  /** When the second factor was turned on; null without one. */
  totpEnabledAt: Date | null;
  tokenId: string;
}

export const adminUserColumns = {
  id: schema.adminUsers.id,
  username: schema.adminUsers.username,
  email: schema.adminUsers.email,
  role: schema.adminUsers.role,
  isActive: schema.adminUsers.isActive,
  lastLogin: schema.adminUsers.lastLogin,
  createdAt: schema.adminUsers.createdAt,
  sessionVersion: schema.adminUsers.sessionVersion,
  totpEnabledAt: schema.adminUsers.totpEnabledAt,
};

/** The admin user as the API shows it (docs/product.md#records-and-their-fields). */
export function toAdminUser(row: Omit<SignedInAdmin, 'tokenId' | 'sessionVersion'>): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    secondFactorEnabled: row.totpEnabledAt !== null,
  };
}

/**
 * The admin a credential was issued to (a session token, a download link, a sign-in challenge),
 * read now: null unless the account still exists, is active and is on the session version the
 * credential carries. A deactivation, a logout and a password change each bump that version, so
 * every credential issued before one of them dies with it.
 */
export async function activeAdminAt(
  db: Database,
  credential: { adminId: string; sessionVersion: number },
): Promise<Omit<SignedInAdmin, 'tokenId'> | null> {
  if (!isUuid(credential.adminId)) return null;
  const [user] = await db
    .select(adminUserColumns)
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, credential.adminId));
  if (!user?.isActive || user.sessionVersion !== credential.sessionVersion) return null;
  return user;
}

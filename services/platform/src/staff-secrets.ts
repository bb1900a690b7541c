import type { Sql } from 'postgres';
import type { FieldCipher } from './field-cipher.ts';

/**
 * Staff TOTP keys are encrypted with the field cipher, bound to their admin user's id: a key copied
 * onto another user's row does not decrypt. The BFF writes them; key rotation rewrites them here.
 */
export function totpSecretContext(adminUserId: string): string {
  return `admin-totp:${adminUserId}`;
}

/** How many staff TOTP keys (current or awaiting confirmation) each encryption key id encrypts. */
export async function staffSecretKeysInUse(sql: Sql): Promise<Record<string, number>> {
  const rows = await sql<{ keyId: string; count: number }[]>`
    select split_part(secret, '.', 2) as "keyId", count(*)::int as count
    from (select totp_secret as secret from admin_users where totp_secret is not null
          union all
          select totp_pending_secret from admin_users where totp_pending_secret is not null) as secrets
    group by 1 order by 1`;
  return Object.fromEntries(rows.map((row) => [row.keyId, row.count]));
}

const underOldKey = (value: string | null, currentKeyId: string) =>
  value !== null && value.split('.')[1] !== currentKeyId;

/**
 * Rewrites every staff TOTP key under an older encryption key with the current one (there are a
 * handful of staff, so one transaction). A key that cannot be decrypted stops the run, naming the
 * user, and nothing is changed.
 */
export async function reencryptStaffSecrets(sql: Sql, cipher: FieldCipher): Promise<number> {
  return sql.begin(async (tx) => {
    const rows = await tx<{ id: string; username: string; secret: string | null; pending: string | null }[]>`
      select id, username, totp_secret as secret, totp_pending_secret as pending from admin_users
      where split_part(coalesce(totp_secret, ''), '.', 2) not in ('', ${cipher.currentKeyId})
         or split_part(coalesce(totp_pending_secret, ''), '.', 2) not in ('', ${cipher.currentKeyId})
      order by id for update`;
    for (const row of rows) {
      const rewrap = (value: string | null) => {
        if (!underOldKey(value, cipher.currentKeyId)) return value;
        const context = totpSecretContext(row.id);
        try {
          return cipher.encrypt(cipher.decrypt(value as string, context), context);
        } catch (error) {
          throw new Error(
            `The second factor of ${row.username} cannot be decrypted with the configured keys`,
            {
              cause: error,
            },
          );
        }
      };
      await tx`update admin_users set totp_secret = ${rewrap(row.secret)},
        totp_pending_secret = ${rewrap(row.pending)} where id = ${row.id}`;
    }
    return rows.length;
  });
}

import type { Sql } from 'postgres';
import type { FieldCipher } from './field-cipher.ts';
import { encryptionKeysInUse } from './field-reencryption.ts';
import { staffSecretKeysInUse, totpSecretContext } from './staff-secrets.ts';

/**
 * The field encryption keys are never in a backup (docs/operations.md#backups-and-restore): a
 * database restored, or pointed at, without the keys it was written with holds SSNs, EINs, dates of
 * birth and staff second factors that nothing can read. A service refuses to start on such data, and
 * a restore refuses to finish, naming the key, rather than fail on every read later.
 */
export class UnreadableDataError extends Error {
  constructor(
    readonly keyId: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableDataError';
  }
}

const WHERE_KEYS_ARE =
  'Keys are not in backups: configure the key the data was written with (docs/operations.md#field-encryption-keys).';

/** How many applications and staff second factors each key id encrypts, by key id. */
export async function fieldKeyUse(
  sql: Sql,
): Promise<Record<string, { applications: number; staffSecrets: number }>> {
  const [applications, staffSecrets] = await Promise.all([
    encryptionKeysInUse(sql),
    staffSecretKeysInUse(sql),
  ]);
  const use: Record<string, { applications: number; staffSecrets: number }> = {};
  for (const keyId of new Set([...Object.keys(applications), ...Object.keys(staffSecrets)]))
    use[keyId] = { applications: applications[keyId] ?? 0, staffSecrets: staffSecrets[keyId] ?? 0 };
  return use;
}

/** Throws UnreadableDataError when `keyIds` (the data's, from a backup's manifest) are not all configured. */
export function assertKeysConfigured(cipher: FieldCipher, keyIds: readonly string[]): void {
  const missing = keyIds.find((keyId) => !cipher.keyIds.includes(keyId));
  if (missing)
    throw new UnreadableDataError(
      missing,
      `FIELD_ENCRYPTION_KEYS has no key "${missing}", which the data is encrypted with. ${WHERE_KEYS_ARE}`,
    );
}

/**
 * Checks that the configured keys read the stored data: every key id in use is configured, and
 * decrypts one application and one staff second factor written under it (a different key under the
 * same id fails there). Throws UnreadableDataError naming the first key that does not.
 */
export async function assertFieldKeysReadable(sql: Sql, cipher: FieldCipher): Promise<void> {
  const use = await fieldKeyUse(sql);
  for (const [keyId, counts] of Object.entries(use)) {
    if (!cipher.keyIds.includes(keyId))
      throw new UnreadableDataError(
        keyId,
        `FIELD_ENCRYPTION_KEYS has no key "${keyId}", which encrypts ${counts.applications} applications and ${counts.staffSecrets} staff second factors. ${WHERE_KEYS_ARE}`,
      );
  }
  const samples = await sql<{ keyId: string; value: string; context: string }[]>`
    select distinct on (split_part(sensitive, '.', 2)) split_part(sensitive, '.', 2) as "keyId",
           sensitive as value, application_id as context
    from applications order by split_part(sensitive, '.', 2)`;
  const staffSamples = await sql<{ keyId: string; value: string; adminUserId: string }[]>`
    select distinct on (split_part(totp_secret, '.', 2)) split_part(totp_secret, '.', 2) as "keyId",
           totp_secret as value, id as "adminUserId"
    from admin_users where totp_secret is not null order by split_part(totp_secret, '.', 2)`;
  for (const sample of [
    ...samples,
    ...staffSamples.map((row) => ({ ...row, context: totpSecretContext(row.adminUserId) })),
  ]) {
    try {
      cipher.decrypt(sample.value, sample.context);
    } catch {
      throw new UnreadableDataError(
        sample.keyId,
        `The key "${sample.keyId}" of FIELD_ENCRYPTION_KEYS does not decrypt the data written under that id: it is another key with the same name. ${WHERE_KEYS_ARE}`,
      );
    }
  }
}

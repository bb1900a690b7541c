import type { Sql } from 'postgres';
import type { FieldCipher } from './field-cipher.ts';

/**
 * Key rotation's second half (docs/operations.md): rows written under an older key are rewritten
 * with the current one, so the old key can be removed. Each batch is one transaction that locks
 * its rows, so an admin edit of the same application waits rather than being overwritten; a row
 * whose key is not configured stops the run with its application id, and the batches already done
 * stay done, so running it again continues where it stopped.
 */

/** How many applications each key id encrypts (the second part of `v1.<keyId>.<iv>.<tag>.<body>`). */
export async function encryptionKeysInUse(sql: Sql): Promise<Record<string, number>> {
  const rows = await sql<{ keyId: string; count: number }[]>`
    select split_part(sensitive, '.', 2) as "keyId", count(*)::int as count
    from applications group by 1 order by 1`;
  return Object.fromEntries(rows.map((row) => [row.keyId, row.count]));
}

export async function reencryptApplications(
  sql: Sql,
  cipher: FieldCipher,
  { batchSize = 500, onBatch }: { batchSize?: number; onBatch?: (rewrittenSoFar: number) => void } = {},
): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const count = await sql.begin(async (tx) => {
      const rows = await tx<{ id: string; applicationId: string; sensitive: string }[]>`
        select id, application_id as "applicationId", sensitive from applications
        where split_part(sensitive, '.', 2) <> ${cipher.currentKeyId}
        order by id limit ${batchSize} for update`;
      if (rows.length === 0) return 0;
      const ciphertexts = rows.map((row) => {
        let plaintext: string;
        try {
          plaintext = cipher.decrypt(row.sensitive, row.applicationId);
        } catch (error) {
          throw new Error(`Application ${row.applicationId} cannot be decrypted with the configured keys`, {
            cause: error,
          });
        }
        return cipher.encrypt(plaintext, row.applicationId);
      });
      // One statement per batch: the ids and new ciphertexts as two parallel arrays.
      await tx`
        update applications set sensitive = batch.sensitive
        from (select unnest(${tx.array(rows.map((row) => row.id))}::uuid[]) as id,
                     unnest(${tx.array(ciphertexts)}::text[]) as sensitive) as batch
        where applications.id = batch.id`;
      return rows.length;
    });
    if (count === 0) return rewritten;
    rewritten += count;
    onBatch?.(rewritten);
  }
}

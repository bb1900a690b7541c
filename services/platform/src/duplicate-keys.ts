import { createHmac } from 'node:crypto';
import { type Application, type DuplicateKey, digitsOnly } from '@funding/contracts';
import type { Sql } from 'postgres';
import { type ApplicationRow, openApplication } from './application-store.ts';
import type { DbExecutor } from './db/client.ts';
import { applicationMatchKeys } from './db/schema.ts';
import { type FieldCipher, parseEncryptionKeys } from './field-cipher.ts';

/**
 * Duplicate and stacked applications are found by equality of keyed hashes
 * (docs/decisions/duplicate-applications.md): HMAC-SHA-256 under a key of its own
 * (DUPLICATE_HASH_KEYS), over the kind and the normalised value, so the database can compare EINs
 * and SSNs without holding them (they stay encrypted) and without a plain hash, which anyone could
 * reverse by hashing the billion possible SSNs. Every configured key hashes each new application,
 * so during a rotation a new application still meets the ones hashed under the old key; the
 * rotation's second half (`npm run db:reencrypt`) hashes every application under the new key and
 * drops the rest.
 */
export interface DuplicateHasher {
  readonly currentKeyId: string;
  /** The hash of `value` (normalised) under every configured key, the current one first. */
  hashes(kind: DuplicateKey, value: string): { keyId: string; hash: string }[];
}

export function createDuplicateHasher(spec: string): DuplicateHasher {
  const keys = [...parseEncryptionKeys(spec)];
  const [current] = keys;
  if (!current) throw new Error('No duplicate hash key configured');
  return {
    currentKeyId: current[0],
    hashes: (kind, value) =>
      keys.map(([keyId, key]) => ({
        keyId,
        hash: createHmac('sha256', key).update(`${kind}\u0000${value}`).digest('base64url'),
      })),
  };
}

type OpenableRow = Parameters<typeof openApplication>[0] & Pick<ApplicationRow, 'id'>;

type MatchFields = Pick<
  Application,
  'ein' | 'owner1Ssn' | 'owner2Ssn' | 'hasSecondOwner' | 'businessPhone' | 'owner1Email' | 'owner2Email'
>;

const nineDigits = (value: string) => {
  const digits = digitsOnly(value);
  return digits.length === 9 ? digits : '';
};

// A US number as its ten national digits, whatever way it was written.
const tenDigits = (value: string) => {
  const digits = digitsOnly(value);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : '';
};

/**
 * The values an application is matched on, normalised so that two ways of writing one value are
 * equal (digits only; an e-mail address in lower case). A value not given is not matched.
 */
export function matchValues(application: MatchFields): { kind: DuplicateKey; value: string }[] {
  const values: { kind: DuplicateKey; value: string }[] = [
    { kind: 'ein', value: nineDigits(application.ein) },
    { kind: 'ssn', value: nineDigits(application.owner1Ssn) },
    { kind: 'ssn', value: application.hasSecondOwner ? nineDigits(application.owner2Ssn) : '' },
    { kind: 'phone', value: tenDigits(application.businessPhone) },
    { kind: 'email', value: application.owner1Email.trim().toLowerCase() },
    { kind: 'email', value: application.hasSecondOwner ? application.owner2Email.trim().toLowerCase() : '' },
  ];
  return values.filter((entry) => entry.value !== '');
}

/** The rows of `application_match_keys` for one application (row id `applicationRowId`). */
export function matchKeyRows(application: MatchFields, applicationRowId: string, hasher: DuplicateHasher) {
  const rows = new Map<string, typeof applicationMatchKeys.$inferInsert>();
  for (const { kind, value } of matchValues(application)) {
    for (const { keyId, hash } of hasher.hashes(kind, value))
      rows.set(hash, { applicationId: applicationRowId, kind, keyId, hash });
  }
  return [...rows.values()];
}

/** Writes the application's match keys, in the caller's transaction (the one that inserts the row). */
export async function insertMatchKeys(
  executor: DbExecutor,
  application: MatchFields,
  applicationRowId: string,
  hasher: DuplicateHasher,
): Promise<void> {
  const rows = matchKeyRows(application, applicationRowId, hasher);
  if (rows.length > 0) await executor.insert(applicationMatchKeys).values(rows).onConflictDoNothing();
}

/** How many match keys each key id hashed. */
export async function matchKeysInUse(sql: Sql): Promise<Record<string, number>> {
  const rows = await sql<{ keyId: string; count: number }[]>`
    select key_id as "keyId", count(*)::int as count from application_match_keys group by 1 order by 1`;
  return Object.fromEntries(rows.map((row) => [row.keyId, row.count]));
}

/**
 * Key rotation's second half for the match keys (docs/operations.md), and their first writing for
 * applications from before duplicates were matched: every application without keys under the current
 * key gets them (its SSN and EIN decrypted in memory, never stored), a batch per transaction; then
 * the keys under any other key are removed. Running it again continues where it stopped.
 */
export async function rehashApplications(
  sql: Sql,
  cipher: FieldCipher,
  hasher: DuplicateHasher,
  { batchSize = 500, onBatch }: { batchSize?: number; onBatch?: (rehashedSoFar: number) => void } = {},
): Promise<number> {
  let rehashed = 0;
  for (;;) {
    const count = await sql.begin(async (tx) => {
      const rows = await tx<OpenableRow[]>`
        select a.application_id as "applicationId", a.id, a.business_name as "businessName",
               a.owner1_first_name as "owner1FirstName", a.owner1_last_name as "owner1LastName",
               a.business_state as "businessState", a.entity_type as "entityType",
               a.business_phone as "businessPhone", a.owner1_email as "owner1Email",
               a.owner1_mobile_phone as "owner1MobilePhone", a.owner2_email as "owner2Email",
               a.owner2_mobile_phone as "owner2MobilePhone", a.amount_requested as "amountRequested",
               a.industry, a.details, a.sensitive
        from applications a
        where not exists (select 1 from application_match_keys m
                          where m.application_id = a.id and m.key_id = ${hasher.currentKeyId})
        order by a.id limit ${batchSize} for update of a`;
      const keys = rows.flatMap((row) => {
        let application: Application;
        try {
          application = openApplication(row, cipher);
        } catch (error) {
          throw new Error(`Application ${row.applicationId} cannot be decrypted with the configured keys`, {
            cause: error,
          });
        }
        return matchKeyRows(application, row.id, hasher);
      });
      if (keys.length > 0) {
        // One statement per batch: the columns as parallel arrays.
        await tx`
          insert into application_match_keys (application_id, kind, key_id, hash)
          select * from unnest(${tx.array(keys.map((key) => key.applicationId))}::uuid[],
                               ${tx.array(keys.map((key) => key.kind))}::text[],
                               ${tx.array(keys.map((key) => key.keyId))}::text[],
                               ${tx.array(keys.map((key) => key.hash))}::text[])
          on conflict do nothing`;
      }
      return rows.length;
    });
    if (count === 0) break;
    rehashed += count;
    onBatch?.(rehashed);
  }
  await sql`delete from application_match_keys where key_id <> ${hasher.currentKeyId}`;
  return rehashed;
}

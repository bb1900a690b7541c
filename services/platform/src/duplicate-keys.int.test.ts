import { randomBytes } from 'node:crypto';
import { applicationSchema } from '@funding/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationColumns } from './application-store.ts';
import { createDatabase } from './db/client.ts';
import { applications } from './db/schema.ts';
import {
  createDuplicateHasher,
  insertMatchKeys,
  matchKeysInUse,
  rehashApplications,
} from './duplicate-keys.ts';
import { createFieldCipher } from './field-cipher.ts';
import { validApplicationInput } from './testing/fixtures.ts';
import { scratchDatabase } from './testing/integration-env.ts';

// The duplicate hash key's rotation (docs/operations.md), on a database of its own: the rehash
// rewrites every application's match keys.
let database: Awaited<ReturnType<typeof scratchDatabase>>;
let scratch: ReturnType<typeof createDatabase>;

beforeAll(async () => {
  database = await scratchDatabase();
  scratch = createDatabase({ url: database.url, poolSize: 2 });
});

afterAll(async () => {
  await scratch?.close();
  await database?.drop();
});

const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const cipher = createFieldCipher(key('k1'));
const oldKey = key('d2025');
const newKey = key('d2026');

/** An application row as intake writes it, without match keys (as before duplicates were matched). */
async function insertApplication(n: number, ssn: string) {
  const application = applicationSchema.parse(
    validApplicationInput({
      businessName: `Rehash ${n}`,
      ein: `9${n}-1234567`,
      owner1Ssn: ssn,
      businessPhone: `(512) 555-01${String(10 + n)}`,
      owner1Email: `owner${n}@example.com`,
    }),
  );
  const [row] = await scratch.db
    .insert(applications)
    .values(applicationColumns(application, `FA-RHS${n}-${randomBytes(3).toString('hex')}`, cipher))
    .returning({ id: applications.id });
  return { id: row!.id, application };
}

/** The pairs of application row ids that share a hash (each pair once). */
const matchingPairs = async () =>
  (
    await scratch.sql<{ mine: string; theirs: string }[]>`
      select distinct mine.application_id as mine, theirs.application_id as theirs
      from application_match_keys mine join application_match_keys theirs
        on theirs.hash = mine.hash and theirs.application_id > mine.application_id`
  ).map((pair) => [pair.mine, pair.theirs].sort());

describe('rehashApplications', () => {
  it('hashes applications from before, then rotates every hash to the new key without losing a match', async () => {
    const first = await insertApplication(1, '111-22-3333');
    const other = await insertApplication(2, '444-55-6666');
    expect(await matchKeysInUse(scratch.sql)).toEqual({});

    // The first run after the migration gives existing applications their hashes.
    const old = createDuplicateHasher(oldKey);
    const batches: number[] = [];
    expect(
      await rehashApplications(scratch.sql, cipher, old, { batchSize: 1, onBatch: (n) => batches.push(n) }),
    ).toBe(2);
    expect(batches).toEqual([1, 2]);
    expect(await matchKeysInUse(scratch.sql)).toEqual({ d2025: 8 });
    expect(await matchingPairs()).toEqual([]);

    // During the rotation a new application is hashed under both keys, and meets the first one
    // (same SSN) through the old key's hash.
    const rotated = createDuplicateHasher(`${newKey},${oldKey}`);
    const later = await insertApplication(3, '111-22-3333');
    await insertMatchKeys(scratch.db, later.application, later.id, rotated);
    expect(await matchKeysInUse(scratch.sql)).toEqual({ d2025: 12, d2026: 4 });
    expect(await matchingPairs()).toEqual([[first.id, later.id].sort()]);

    // The rehash moves every application to the new key and drops the old hashes; the match stays.
    expect(await rehashApplications(scratch.sql, cipher, rotated)).toBe(2);
    expect(await matchKeysInUse(scratch.sql)).toEqual({ d2026: 12 });
    expect(await matchingPairs()).toEqual([[first.id, later.id].sort()]);
    expect(await rehashApplications(scratch.sql, cipher, rotated)).toBe(0);

    // A new application hashed under the new key alone still meets the earlier ones.
    const newOnly = createDuplicateHasher(newKey);
    const after = await insertApplication(4, '444-55-6666');
    await insertMatchKeys(scratch.db, after.application, after.id, newOnly);
    expect(await matchingPairs()).toContainEqual([other.id, after.id].sort());
    await scratch.db.delete(applications).where(eq(applications.id, after.id));
    expect(await matchingPairs()).toEqual([[first.id, later.id].sort()]);
  });
});

import { randomBytes } from 'node:crypto';
import { applicationSchema } from '@funding/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationColumns, openApplication } from './application-store.ts';
import { createDatabase } from './db/client.ts';
import { adminUsers, applications } from './db/schema.ts';
import { createFieldCipher } from './field-cipher.ts';
import { encryptionKeysInUse, reencryptApplications } from './field-reencryption.ts';
import { reencryptStaffSecrets, staffSecretKeysInUse, totpSecretContext } from './staff-secrets.ts';
import { validApplicationInput } from './testing/fixtures.ts';
import { scratchDatabase } from './testing/integration-env.ts';

// A database of its own: re-encryption rewrites every row, and other test files of this worker
// leave rows under their own keys in its database.
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
const oldKey = key('k2025');
const newKey = key('k2026');

async function insertApplications(keySpec: string, count: number) {
  const cipher = createFieldCipher(keySpec);
  const inserted = [];
  for (let n = 0; n < count; n++) {
    const application = applicationSchema.parse(
      validApplicationInput({ businessName: `Rotation ${n}`, owner1Ssn: `123-45-${String(6000 + n)}` }),
    );
    const applicationId = `FA-ROT${n}-${randomBytes(3).toString('hex')}`;
    await scratch.db.insert(applications).values(applicationColumns(application, applicationId, cipher));
    inserted.push({ applicationId, application });
  }
  return inserted;
}

describe('reencryptApplications', () => {
  it('rewrites every row under an old key with the first key, in batches, and a second run finds none', async () => {
    const written = await insertApplications(oldKey, 5);
    const rotated = createFieldCipher(`${newKey},${oldKey}`);
    expect(await encryptionKeysInUse(scratch.sql)).toEqual({ k2025: 5 });

    const batches: number[] = [];
    const rewritten = await reencryptApplications(scratch.sql, rotated, {
      batchSize: 2,
      onBatch: (count) => batches.push(count),
    });
    expect(rewritten).toBe(5);
    expect(batches).toEqual([2, 4, 5]);
    expect(await encryptionKeysInUse(scratch.sql)).toEqual({ k2026: 5 });

    // The old key can go: the new key alone opens every application to the same values.
    const newOnly = createFieldCipher(newKey);
    const rows = await scratch.db.select().from(applications);
    for (const { applicationId, application } of written) {
      const row = rows.find((candidate) => candidate.applicationId === applicationId)!;
      expect(openApplication(row, newOnly)).toMatchObject({
        ein: application.ein,
        owner1Ssn: application.owner1Ssn,
        owner1DateOfBirth: application.owner1DateOfBirth,
      });
    }
    expect(await reencryptApplications(scratch.sql, rotated)).toBe(0);
  });

  it('stops at a row whose key is not configured, naming it, and keeps that row as it was', async () => {
    await scratch.sql`delete from applications`;
    const [lost] = await insertApplications(key('klost'), 1);
    await insertApplications(oldKey, 1);
    const [before] =
      await scratch.sql`select sensitive from applications where application_id = ${lost!.applicationId}`;

    const rotated = createFieldCipher(`${newKey},${oldKey}`);
    await expect(reencryptApplications(scratch.sql, rotated)).rejects.toThrow(
      `Application ${lost!.applicationId} cannot be decrypted with the configured keys`,
    );
    const [after] =
      await scratch.sql`select sensitive from applications where application_id = ${lost!.applicationId}`;
    expect(after).toEqual(before);

    await scratch.sql`delete from applications where application_id = ${lost!.applicationId}`;
    expect(await reencryptApplications(scratch.sql, rotated)).toBe(1);
    expect(await encryptionKeysInUse(scratch.sql)).toEqual({ k2026: 1 });
  });
});

describe('reencryptStaffSecrets', () => {
  async function insertStaff(
    username: string,
    keySpec: string,
    secret: string | null,
    pending: string | null,
  ) {
    const cipher = createFieldCipher(keySpec);
    const [row] = await scratch.db
      .insert(adminUsers)
      .values({ username, email: `${username}@example.com`, passwordHash: 'x' })
      .returning({ id: adminUsers.id });
    const context = totpSecretContext(row!.id);
    await scratch.db
      .update(adminUsers)
      .set({
        totpSecret: secret && cipher.encrypt(secret, context),
        totpPendingSecret: pending && cipher.encrypt(pending, context),
      })
      .where(eq(adminUsers.id, row!.id));
    return row!.id;
  }

  it('rewrites current and pending TOTP keys under an old key, and leaves the rest alone', async () => {
    const enrolled = await insertStaff('rot-enrolled', oldKey, 'JBSWY3DPEHPK3PXP', null);
    const pending = await insertStaff('rot-pending', oldKey, null, 'KRSXG5CTMVRXEZLU');
    await insertStaff('rot-none', oldKey, null, null);
    await insertStaff('rot-current', newKey, 'GEZDGNBVGY3TQOJQ', null);
    expect(await staffSecretKeysInUse(scratch.sql)).toEqual({ k2025: 2, k2026: 1 });

    const rotated = createFieldCipher(`${newKey},${oldKey}`);
    expect(await reencryptStaffSecrets(scratch.sql, rotated)).toBe(2);
    expect(await staffSecretKeysInUse(scratch.sql)).toEqual({ k2026: 3 });
    expect(await reencryptStaffSecrets(scratch.sql, rotated)).toBe(0);

    const newOnly = createFieldCipher(newKey);
    const rows = await scratch.db.select().from(adminUsers);
    const byId = (id: string) => rows.find((row) => row.id === id)!;
    expect(newOnly.decrypt(byId(enrolled).totpSecret!, totpSecretContext(enrolled))).toBe('JBSWY3DPEHPK3PXP');
    expect(newOnly.decrypt(byId(pending).totpPendingSecret!, totpSecretContext(pending))).toBe(
      'KRSXG5CTMVRXEZLU',
    );
  });

  it('names the user whose key cannot be decrypted and changes nothing', async () => {
    await scratch.sql`delete from admin_users`;
    await insertStaff('rot-fine', oldKey, 'JBSWY3DPEHPK3PXP', null);
    await insertStaff('rot-lost', key('klost'), 'JBSWY3DPEHPK3PXP', null);
    const before = await staffSecretKeysInUse(scratch.sql);
    await expect(
      reencryptStaffSecrets(scratch.sql, createFieldCipher(`${newKey},${oldKey}`)),
    ).rejects.toThrow('The second factor of rot-lost cannot be decrypted with the configured keys');
    expect(await staffSecretKeysInUse(scratch.sql)).toEqual(before);
  });
});

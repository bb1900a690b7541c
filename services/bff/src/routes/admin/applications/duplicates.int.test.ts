import { createHash, randomInt } from 'node:crypto';
import {
  type ApplicationInput,
  applicationDetailSchema,
  applicationListResponseSchema,
  type DuplicateKey,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin, unique } from '../../../testing/admin-fixtures.ts';
import { postSubmission, submissionForm } from '../../../testing/submission.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// Duplicate and stacked applications (docs/decisions/duplicate-applications.md): an EIN, an owner's
// SSN, the business phone or an owner's e-mail that another application has flags both, found
// through keyed hashes while SSN and EIN stay encrypted.

const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));

// A valid number that no other application in the database is likely to hold: the test kit's are
// 555 numbers, and a random line alone (9,000 of them) made two of this file's applications share a
// business phone about once in seventy runs.
const phoneIn = (areaCode: number) => `(${areaCode}) ${randomInt(200, 555)}-${digits(4)}`;

/** An application whose identifying values no other application has. */
function distinctApplication(marker: string): Partial<ApplicationInput> {
  const [ein, ssn] = [digits(9), digits(9)];
  return {
    businessName: `Dup ${marker}`,
    ein: `${ein.slice(0, 2)}-${ein.slice(2)}`,
    owner1Ssn: `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
    businessPhone: phoneIn(303),
    owner1Email: `${unique('owner')}@example.com`,
    owner1MobilePhone: phoneIn(720),
  };
}

describe('duplicate applications', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(deps, { role: 'admin' });
  });

  const submit = async (input: Partial<ApplicationInput>) => {
    const response = await postSubmission(app, submissionForm({ data: validApplicationInput(input) }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { applicationId: string }).applicationId;
  };
  const detailOf = async (applicationId: string) => {
    const response = await app.request(`/api/admin/applications/${applicationId}`, {
      headers: admin.headers,
    });
    return applicationDetailSchema.parse(await response.json());
  };
  const listed = async (marker: string) => {
    const response = await app.request(`/api/admin/applications?search=${marker}`, {
      headers: admin.headers,
    });
    return applicationListResponseSchema.parse(await response.json()).applications;
  };

  // The second application shares one value with the first (an e-mail address in other capitals).
  const shared: [DuplicateKey, (first: Partial<ApplicationInput>) => Partial<ApplicationInput>][] = [
    ['ein', (first) => ({ ein: first.ein })],
    // Owner 1's SSN as the second application's owner 2 (whose e-mail is this run's alone: the
    // fixture's is every other second owner's).
    [
      'ssn',
      (first) => ({
        ...SECOND_OWNER,
        owner2Ssn: first.owner1Ssn,
        owner2Email: `${unique('owner2')}@example.com`,
      }),
    ],
    ['phone', (first) => ({ businessPhone: first.businessPhone })],
    ['email', (first) => ({ owner1Email: String(first.owner1Email).toUpperCase() })],
  ];

  it.each(shared)(
    'flags both applications that share the %s, newest first, in the detail and the list',
    async (key, sharing) => {
      const marker = unique('dup').replace('-', '');
      const firstInput = distinctApplication(marker);
      const first = await submit(firstInput);
      const unrelated = await submit(distinctApplication(marker));
      const second = await submit({ ...distinctApplication(marker), ...sharing(firstInput) });

      const [firstDetail, secondDetail, unrelatedDetail] = await Promise.all([
        detailOf(first),
        detailOf(second),
        detailOf(unrelated),
      ]);
      expect(firstDetail.duplicates).toEqual([
        { applicationId: second, createdAt: secondDetail.createdAt, matchedOn: [key] },
      ]);
      expect(secondDetail.duplicates).toEqual([
        { applicationId: first, createdAt: firstDetail.createdAt, matchedOn: [key] },
      ]);
      expect(unrelatedDetail.duplicates).toEqual([]);

      const records = new Map(
        (await listed(marker)).map((record) => [record.applicationId, record.duplicates]),
      );
      expect(records.get(first)?.map((match) => match.applicationId)).toEqual([second]);
      expect(records.get(second)?.map((match) => match.applicationId)).toEqual([first]);
      expect(records.get(unrelated)).toEqual([]);
    },
  );

  it('names every match newest first, with all the keys each shares', async () => {
    const marker = unique('dup').replace('-', '');
    const base = distinctApplication(marker);
    const oldest = await submit(base);
    const middle = await submit({
      ...distinctApplication(marker),
      ein: base.ein,
      owner1Email: base.owner1Email,
    });
    const newest = await submit({ ...distinctApplication(marker), businessPhone: base.businessPhone });
    expect(
      (await detailOf(oldest)).duplicates.map((match) => [match.applicationId, match.matchedOn]),
    ).toEqual([
      [newest, ['phone']],
      [middle, ['ein', 'email']],
    ]);
  });

  it('keeps SSN and EIN encrypted at rest and stores no plain hash of them', async () => {
    const marker = unique('dup').replace('-', '');
    const input = distinctApplication(marker);
    const applicationId = await submit(input);
    const ssnDigits = String(input.owner1Ssn).replace(/\D/g, '');
    const einDigits = String(input.ein).replace(/\D/g, '');

    const [raw] = await deps.sql<{ json: string; id: string }[]>`
      select row_to_json(a)::text as json, a.id from applications a where application_id = ${applicationId}`;
    for (const value of [input.owner1Ssn, ssnDigits, input.ein, einDigits])
      expect(raw!.json).not.toContain(value);

    const keys = await deps.db
      .select()
      .from(schema.applicationMatchKeys)
      .where(eq(schema.applicationMatchKeys.applicationId, raw!.id));
    expect(keys.map((row) => row.kind).sort()).toEqual(['ein', 'email', 'phone', 'ssn']);
    const stored = JSON.stringify(keys);
    for (const value of [input.owner1Ssn, ssnDigits, input.ein, einDigits])
      expect(stored).not.toContain(value);
    // Not a plain hash of the value, however written or encoded: without the key, no one can
    // rebuild it by hashing every possible SSN.
    for (const value of [ssnDigits, einDigits, `ssn\u0000${ssnDigits}`, `ein\u0000${einDigits}`]) {
      const digest = createHash('sha256').update(value).digest();
      for (const encoding of ['hex', 'base64', 'base64url'] as const)
        expect(keys.map((row) => row.hash)).not.toContain(digest.toString(encoding));
    }
    // The same value under the same key gives the same hash: that is how the match is found.
    const again = await submit({ ...distinctApplication(marker), owner1Ssn: input.owner1Ssn });
    const [againRow] = await deps.db
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, again));
    const againKeys = await deps.db
      .select()
      .from(schema.applicationMatchKeys)
      .where(eq(schema.applicationMatchKeys.applicationId, againRow!.id));
    const ssnHash = (rows: typeof keys) => rows.filter((row) => row.kind === 'ssn').map((row) => row.hash);
    expect(ssnHash(againKeys)).toEqual(ssnHash(keys));
  });
});

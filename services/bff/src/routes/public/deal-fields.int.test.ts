import { randomInt } from 'node:crypto';
import {
  type ApplicationInput,
  applicationDetailSchema,
  applicationListResponseSchema,
  MESSAGES,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../testing/admin-fixtures.ts';
import { parseCsv } from '../../testing/csv.ts';
import { postSubmission, submissionForm } from '../../testing/submission.ts';
import { createTestApp } from '../../testing/test-app.ts';

// The deal the form asks for (amount requested, use of funds, industry, monthly revenue, open
// advances): checked by the shared schema with its messages, stored (amount and industry as columns,
// the rest with the other answers) and shown to staff in the list, the detail, the search and the CSV.

describe('the deal fields of an application', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(deps, { role: 'admin' });
  });

  const submit = (overrides: Partial<ApplicationInput>) =>
    postSubmission(app, submissionForm({ data: validApplicationInput(overrides) }));
  const countApplications = async () =>
    (await deps.sql<{ count: number }[]>`select count(*)::int as count from applications`)[0]?.count;
  const fieldsOf = async (response: Response) =>
    ((await response.json()) as { fields?: Record<string, string> }).fields;

  it('stores them, and staff find them in the detail, the search and the CSV', async () => {
    // An amount no other row holds, so the search finds this application alone.
    const amountRequested = randomInt(1_000_000, 5_000_000);
    const response = await submit({
      amountRequested: amountRequested.toLocaleString('en-US'),
      useOfFunds: 'inventory',
      industry: 'construction',
      averageMonthlyRevenue: '$85,000',
      hasOpenAdvances: 'yes',
      openAdvancesCount: '2',
    });
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };

    const [row] = await deps.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    expect(row).toMatchObject({ amountRequested, industry: 'construction' });
    expect(row!.details).toMatchObject({
      useOfFunds: 'inventory',
      averageMonthlyRevenue: 85_000,
      hasOpenAdvances: 'yes',
      openAdvancesCount: 2,
    });
    const deal = {
      amountRequested,
      useOfFunds: 'inventory',
      industry: 'construction',
      averageMonthlyRevenue: 85_000,
      hasOpenAdvances: 'yes',
      openAdvancesCount: 2,
    };

    const detail = await app.request(`/api/admin/applications/${applicationId}`, { headers: admin.headers });
    expect(applicationDetailSchema.parse(await detail.json())).toMatchObject(deal);

    const search = await app.request(`/api/admin/applications?search=${amountRequested}`, {
      headers: admin.headers,
    });
    const found = applicationListResponseSchema.parse(await search.json());
    expect(found.applications.map((application) => application.applicationId)).toEqual([applicationId]);
    expect(found.applications[0]).toMatchObject(deal);

    const csv = await app.request(`/api/admin/applications/export?search=${amountRequested}`, {
      headers: admin.headers,
    });
    const [header, line] = parseCsv(await csv.text());
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(cell('Amount Requested')).toBe(String(amountRequested));
    expect(cell('Use of Funds')).toBe('Inventory');
    expect(cell('Industry')).toBe('Construction and trades');
    expect(cell('Average Monthly Revenue')).toBe('85000');
    expect(cell('Open Advances or Loans')).toBe('2');
  });

  it('leaves the monthly revenue optional, and drops a count of open advances once the answer is no', async () => {
    const response = await submit({
      averageMonthlyRevenue: '',
      hasOpenAdvances: 'no',
      openAdvancesCount: '7',
    });
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };
    const [row] = await deps.db
      .select({ details: schema.applications.details })
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    expect(row!.details.hasOpenAdvances).toBe('no');
    expect(row!.details).not.toHaveProperty('openAdvancesCount');
    expect(row!.details).not.toHaveProperty('averageMonthlyRevenue');
  });

  // Each bad value alone, with the message the form shows beside the field.
  const refused: [string, Partial<ApplicationInput>, string, string][] = [
    ['no amount', { amountRequested: '' }, 'amountRequested', MESSAGES.amountRequestedRequired],
    [
      'an amount under $5,000',
      { amountRequested: '4,999' },
      'amountRequested',
      MESSAGES.amountRequestedRange,
    ],
    [
      'an amount over $5,000,000',
      { amountRequested: 5_000_001 },
      'amountRequested',
      MESSAGES.amountRequestedRange,
    ],
    [
      'an amount with cents',
      { amountRequested: '25000.50' },
      'amountRequested',
      MESSAGES.amountRequestedRange,
    ],
    [
      'an amount in words',
      { amountRequested: 'fifty grand' },
      'amountRequested',
      MESSAGES.amountRequestedRange,
    ],
    ['a negative amount', { amountRequested: -25_000 }, 'amountRequested', MESSAGES.amountRequestedRange],
    ['no use of funds', { useOfFunds: '' }, 'useOfFunds', MESSAGES.useOfFundsRequired],
    ['a use of funds not offered', { useOfFunds: 'vacation' }, 'useOfFunds', MESSAGES.useOfFundsRequired],
    ['no industry', { industry: '' }, 'industry', MESSAGES.industryRequired],
    ['an industry not offered', { industry: 'crypto' }, 'industry', MESSAGES.industryRequired],
    [
      'a negative monthly revenue',
      { averageMonthlyRevenue: '-1' },
      'averageMonthlyRevenue',
      MESSAGES.monthlyRevenueRange,
    ],
    [
      'a monthly revenue over $100,000,000',
      { averageMonthlyRevenue: 100_000_001 },
      'averageMonthlyRevenue',
      MESSAGES.monthlyRevenueRange,
    ],
    ['no answer on open advances', { hasOpenAdvances: '' }, 'hasOpenAdvances', MESSAGES.openAdvancesRequired],
    [
      'an answer other than yes or no',
      { hasOpenAdvances: 'maybe' },
      'hasOpenAdvances',
      MESSAGES.openAdvancesRequired,
    ],
    [
      'open advances without their count',
      { hasOpenAdvances: 'yes', openAdvancesCount: '' },
      'openAdvancesCount',
      MESSAGES.openAdvancesCountRequired,
    ],
    [
      'a count of open advances of 0',
      { hasOpenAdvances: 'yes', openAdvancesCount: 0 },
      'openAdvancesCount',
      MESSAGES.openAdvancesCountRange,
    ],
    [
      'a count of open advances over 99',
      { hasOpenAdvances: 'yes', openAdvancesCount: 100 },
      'openAdvancesCount',
      MESSAGES.openAdvancesCountRange,
    ],
    [
      'a fractional count of open advances',
      { hasOpenAdvances: 'yes', openAdvancesCount: 1.5 },
      'openAdvancesCount',
      MESSAGES.openAdvancesCountRange,
    ],
  ];

  it.each(refused)(
    'answers 400 for %s with the field message, storing nothing',
    async (_, overrides, field, message) => {
      const before = await countApplications();
      const response = await submit(overrides);
      expect(response.status).toBe(400);
      expect(await fieldsOf(response)).toEqual({ [field]: message });
      expect(await countApplications()).toBe(before);
    },
  );
});

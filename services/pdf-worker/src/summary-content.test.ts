import { applicationSchema } from '@funding/contracts';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { summaryContent } from './summary-content.ts';

const source = (overrides = {}, agent: { name: string; email: string } | null = null) => ({
  applicationId: 'FA-7K3QD-9XW2M',
  application: applicationSchema.parse(validApplicationInput(overrides)),
  submittedAt: new Date('2026-11-20T14:03:59Z'),
  agent,
  providerName: 'Acme Capital',
});

describe('summaryContent', () => {
  it('follows the form: business, owner 1, authorization, signatures; owner 2 and agent only when present', () => {
    expect(summaryContent(source()).sections.map((s) => s.title)).toEqual([
      'Business Information',
      'Funding Request',
      'Owner 1',
      'Authorization',
      'Signatures',
    ]);
    const full = summaryContent(source(SECOND_OWNER, { name: 'Sam Agent', email: 'sam@agents.example' }));
    expect(full.sections.map((s) => s.title)).toEqual([
      'Business Information',
      'Funding Request',
      'Owner 1',
      'Owner 2',
      'Agent',
      'Authorization',
      'Signatures',
    ]);
    expect(full.submittedAt).toBe('2026-11-20 14:03 UTC');
  });

  it('labels every field and shows option labels, not stored values', () => {
    const content = summaryContent(source({ owner1FicoScore: 0 }));
    const business = content.sections[0]!.rows!;
    expect(business.map((row) => row.label)).toEqual([
      'Business Name',
      'DBA',
      'Type of Entity',
      'EIN',
      'Business Street Address',
      'Business Street Address Line 2',
      'Business City',
      'Business State',
      'Business Zip Code',
      'Business Phone',
      'Time in Business',
      'State of Organization',
    ]);
    const value = (label: string) =>
      content.sections.flatMap((s) => s.rows ?? []).find((r) => r.label === label)?.value;
    expect(value('Type of Entity')).toBe('LLC');
    expect(value('Time in Business')).toBe('2-5 years');
    expect(value('State of Organization')).toBe('Texas (TX)');
    expect(value('Ownership %')).toBe('60%');
    expect(value('FICO Score')).toBe('No score (0)');
    expect(value('Street Address Line 2')).toBe('Not provided');
    expect(value('SSN')).toBe('123-45-6789');
    // How to reach the applicant, as typed (owner sections drop the "Owner 1 " prefix).
    expect(value('Business Phone')).toBe('(512) 555-0142');
    expect(value('Email')).toBe('maria.lopez@acme-bakery.test');
    expect(value('Mobile Phone')).toBe('(512) 555-0187');
  });

  it('prints the deal in dollars and option labels, the count of open advances only with a yes', () => {
    const deal = (overrides = {}) =>
      summaryContent(source(overrides)).sections.find((s) => s.title === 'Funding Request')?.rows;
    expect(deal()).toEqual([
      { label: 'Amount Requested', value: '$75,000' },
      { label: 'Use of Funds', value: 'Equipment' },
      { label: 'Industry', value: 'Restaurants and food service' },
      { label: 'Average Monthly Revenue', value: '$42,000' },
      { label: 'Open Advances or Loans', value: 'Yes' },
      { label: 'Number of Open Advances or Loans', value: '1' },
    ]);
    expect(deal({ hasOpenAdvances: 'no', averageMonthlyRevenue: '' })).toEqual([
      { label: 'Amount Requested', value: '$75,000' },
      { label: 'Use of Funds', value: 'Equipment' },
      { label: 'Industry', value: 'Restaurants and food service' },
      { label: 'Average Monthly Revenue', value: 'Not provided' },
      { label: 'Open Advances or Loans', value: 'No' },
    ]);
  });

  it('prints the authorization the applicant accepted and the typed signatures', () => {
    const content = summaryContent(source({ partnerSignature: 'James Chen' }));
    const authorization = content.sections.find((s) => s.title === 'Authorization')!;
    expect(authorization.paragraphs?.join(' ')).toContain('You authorize Acme Capital');
    const signatures = content.sections.find((s) => s.title === 'Signatures')!.rows!;
    expect(signatures).toEqual([
      {
        label: 'Terms Acceptance',
        value: 'Accepted: I accept the terms and authorize Acme Capital to process my application',
      },
      { label: 'Owner Signature', value: 'Maria Lopez', signature: true },
      { label: 'Partner Signature', value: 'James Chen', signature: true },
      { label: 'Date', value: '2026-11-20' },
    ]);
  });
});

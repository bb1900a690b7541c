import type { ApplicationDetail } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactHref,
  formatAge,
  formatBytes,
  formatCentsAsUsd,
  formatDate,
  formatFieldValue,
  formatOpenPositions,
  formatProcessingTime,
  NOT_GIVEN,
} from './format';

describe('formatProcessingTime', () => {
  it('shows whole seconds', () => {
    expect(formatProcessingTime(0)).toBe('0s');
    expect(formatProcessingTime(1499)).toBe('1s');
    expect(formatProcessingTime(1500)).toBe('2s');
    expect(formatProcessingTime(61_000)).toBe('61s');
  });

  it('shows a dash while processing has not finished', () => {
    expect(formatProcessingTime(null)).toBe(NOT_GIVEN);
  });
});

describe('formatFieldValue', () => {
  const application = {
    entityType: 'sole-proprietorship',
    timeInBusiness: '5+',
    businessState: 'TX',
    owner1OwnershipPercentage: 60,
    hasSecondOwner: false,
    dba: '',
    owner1FicoScore: null,
    amountRequested: 250_000,
    useOfFunds: 'working-capital',
    industry: 'auto-services',
    averageMonthlyRevenue: null,
    hasOpenAdvances: 'yes',
  } as unknown as ApplicationDetail;

  it('uses the labels the form shows', () => {
    expect(formatFieldValue('entityType', application)).toBe('Sole Proprietorship');
    expect(formatFieldValue('timeInBusiness', application)).toBe('5+ years');
    expect(formatFieldValue('businessState', application)).toBe('Texas (TX)');
    expect(formatFieldValue('owner1OwnershipPercentage', application)).toBe('60%');
    expect(formatFieldValue('hasSecondOwner', application)).toBe('No');
  });

  it('shows the deal in dollars and with the choices the form offers', () => {
    expect(formatFieldValue('amountRequested', application)).toBe('$250,000');
    expect(formatFieldValue('useOfFunds', application)).toBe('Working capital');
    expect(formatFieldValue('industry', application)).toBe('Auto sales and repair');
    expect(formatFieldValue('hasOpenAdvances', application)).toBe('Yes');
    expect(formatFieldValue('averageMonthlyRevenue', application)).toBe(NOT_GIVEN);
  });

  it('marks what was not given', () => {
    expect(formatFieldValue('dba', application)).toBe(NOT_GIVEN);
    expect(formatFieldValue('owner1FicoScore', application)).toBe(NOT_GIVEN);
  });
});

describe('contactHref', () => {
  const application = {
    businessName: 'Acme',
    businessPhone: '(212) 555-0123',
    owner1Email: 'jane@acme.test',
    owner2MobilePhone: '',
  } as unknown as ApplicationDetail;

  it('links e-mail addresses and phone numbers, nothing else', () => {
    expect(contactHref('owner1Email', application)).toBe('mailto:jane@acme.test');
    expect(contactHref('businessPhone', application)).toBe('tel:+12125550123');
    expect(contactHref('owner2MobilePhone', application)).toBeUndefined();
    expect(contactHref('businessName', application)).toBeUndefined();
  });
});

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});

describe('the key facts', () => {
  it('count the age in whole days', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(formatAge('2026-11-27T01:00:00.000Z', now)).toBe('today');
    expect(formatAge('2026-11-26T11:00:00.000Z', now)).toBe('1 day');
    expect(formatAge('2026-11-15T12:00:00.000Z', now)).toBe('12 days');
    expect(formatAge('not a date', now)).toBe(NOT_GIVEN);
  });

  it('keep a calendar date on its day, and show a moment as its day', () => {
    expect(formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDate(null)).toBe(NOT_GIVEN);
  });

  it("show the statements' cents as whole dollars, and a dash before any is read", () => {
    expect(formatCentsAsUsd(5_212_345)).toBe('$52,123');
    expect(formatCentsAsUsd(null)).toBe(NOT_GIVEN);
  });

  it('state open advances or loans as a count, none, or not asked', () => {
    expect(formatOpenPositions({ hasOpenAdvances: 'yes', openAdvancesCount: 3 })).toBe('3');
    expect(formatOpenPositions({ hasOpenAdvances: 'no', openAdvancesCount: null })).toBe('None');
    expect(formatOpenPositions({ hasOpenAdvances: '', openAdvancesCount: null })).toBe(NOT_GIVEN);
  });

  it('calls a clock a little behind the server today', () => {
    expect(formatAge('2026-11-27T12:03:00.000Z', new Date('2026-11-27T12:00:00.000Z'))).toBe('today');
  });
});

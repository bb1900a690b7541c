import type { ApplicationDetail } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactHref,
  formatAge,
  formatBytes,
  formatFieldValue,
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
  } as unknown as ApplicationDetail;

  it('uses the labels the form shows', () => {
    expect(formatFieldValue('entityType', application)).toBe('Sole Proprietorship');
    expect(formatFieldValue('timeInBusiness', application)).toBe('5+ years');
    expect(formatFieldValue('businessState', application)).toBe('Texas (TX)');
    expect(formatFieldValue('owner1OwnershipPercentage', application)).toBe('60%');
    expect(formatFieldValue('hasSecondOwner', application)).toBe('No');
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

describe('formatAge', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it('counts whole days', () => {
    expect(formatAge('2026-11-27T07:00:00.000Z', now)).toBe('today');
    expect(formatAge('2026-11-26T12:00:00.000Z', now)).toBe('1 day');
    expect(formatAge('2026-09-27T12:00:00.000Z', now)).toBe('61 days');
  });

  it('calls a clock a little behind the server today, and dashes what is not a date', () => {
    expect(formatAge('2026-11-27T12:03:00.000Z', now)).toBe('today');
    expect(formatAge('not a date', now)).toBe(NOT_GIVEN);
  });
});

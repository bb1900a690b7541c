import { describe, expect, it } from 'vitest';
import {
  ENTITY_TYPE_VALUES,
  ENTITY_TYPES,
  INDUSTRY_OPTIONS,
  INDUSTRY_VALUES,
  optionLabel,
  TIME_IN_BUSINESS_OPTIONS,
  TIME_IN_BUSINESS_VALUES,
  US_STATE_CODES,
  US_STATES,
  USE_OF_FUNDS_OPTIONS,
  USE_OF_FUNDS_VALUES,
} from './options.ts';

describe('form options', () => {
  it('lists the entity types with their labels', () => {
    expect(ENTITY_TYPES.map((option) => option.value)).toEqual([...ENTITY_TYPE_VALUES]);
    expect(ENTITY_TYPES.map((option) => option.label)).toEqual([
      'LLC',
      'Corporation',
      'Partnership',
      'Sole Proprietorship',
      'Other',
    ]);
  });

  it('lists time in business as N years', () => {
    expect(TIME_IN_BUSINESS_OPTIONS.map((option) => option.value)).toEqual([...TIME_IN_BUSINESS_VALUES]);
    expect(TIME_IN_BUSINESS_OPTIONS.map((option) => option.label)).toEqual([
      '0-1 years',
      '1-2 years',
      '2-5 years',
      '5+ years',
    ]);
  });

  it('lists exactly the 50 states, without DC', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES).toEqual(US_STATES.map((state) => state.code));
    expect(US_STATE_CODES).not.toContain('DC');
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATES.find((state) => state.code === 'NY')?.name).toBe('New York');
  });

  it('lists the uses of funds and the industries, each value once with its label', () => {
    expect(USE_OF_FUNDS_OPTIONS.map((option) => option.value)).toEqual([...USE_OF_FUNDS_VALUES]);
    expect(USE_OF_FUNDS_OPTIONS.map((option) => option.label)).toEqual([
      'Working capital',
      'Inventory',
      'Equipment',
      'Expansion',
      'Payroll',
      'Refinancing',
      'Other',
    ]);
    expect(INDUSTRY_OPTIONS.map((option) => option.value)).toEqual([...INDUSTRY_VALUES]);
    expect(new Set(INDUSTRY_VALUES).size).toBe(INDUSTRY_VALUES.length);
    expect(INDUSTRY_VALUES.at(-1)).toBe('other');
  });

  it('reads an option label, and leaves a value off the list as it is', () => {
    expect(optionLabel(INDUSTRY_OPTIONS, 'restaurants')).toBe('Restaurants and food service');
    expect(optionLabel(INDUSTRY_OPTIONS, 'mining')).toBe('mining');
  });
});

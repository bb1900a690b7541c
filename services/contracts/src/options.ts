// Choices offered by the application form's selects. The values are what is stored and submitted;
// the labels are what a person reads.

export const ENTITY_TYPES = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'sole-proprietorship', label: 'Sole Proprietorship' },
  { value: 'other', label: 'Other' },
] as const;

// Spelled out (not ENTITY_TYPES.map) so the tuple's literal types survive for z.enum.
export const ENTITY_TYPE_VALUES = [
  'llc',
  'corporation',
  'partnership',
  'sole-proprietorship',
  'other',
] as const;
export type EntityType = (typeof ENTITY_TYPE_VALUES)[number];

export const TIME_IN_BUSINESS_OPTIONS = [
  { value: '0-1', label: '0-1 years' },
  { value: '1-2', label: '1-2 years' },
  { value: '2-5', label: '2-5 years' },
  { value: '5+', label: '5+ years' },
] as const;

export const TIME_IN_BUSINESS_VALUES = ['0-1', '1-2', '2-5', '5+'] as const;
export type TimeInBusiness = (typeof TIME_IN_BUSINESS_VALUES)[number];

// The deal an applicant asks for (ours; docs/product.md#the-application-form): what the money is
// for, and the sector the business works in, so staff can triage and price from the list.
export const USE_OF_FUNDS_OPTIONS = [
  { value: 'working-capital', label: 'Working capital' },
  { value: 'inventory', label: 'Inventory' },
  { value: 'equipment', label: 'Equipment' },
  { value: 'expansion', label: 'Expansion' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'refinancing', label: 'Refinancing' },
  { value: 'other', label: 'Other' },
] as const;

export const USE_OF_FUNDS_VALUES = [
  'working-capital',
  'inventory',
  'equipment',
  'expansion',
  'payroll',
  'refinancing',
  'other',
] as const;
export type UseOfFunds = (typeof USE_OF_FUNDS_VALUES)[number];

export const INDUSTRY_OPTIONS = [
  { value: 'retail', label: 'Retail' },
  { value: 'restaurants', label: 'Restaurants and food service' },
  { value: 'construction', label: 'Construction and trades' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'transportation', label: 'Transportation and trucking' },
  { value: 'professional-services', label: 'Professional services' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'wholesale', label: 'Wholesale and distribution' },
  { value: 'auto-services', label: 'Auto sales and repair' },
  { value: 'beauty-wellness', label: 'Beauty and wellness' },
  { value: 'hospitality', label: 'Hotels and hospitality' },
  { value: 'other', label: 'Other' },
] as const;

export const INDUSTRY_VALUES = [
  'retail',
  'restaurants',
  'construction',
  'healthcare',
  'transportation',
  'professional-services',
  'manufacturing',
  'wholesale',
  'auto-services',
  'beauty-wellness',
  'hospitality',
  'other',
] as const;
export type Industry = (typeof INDUSTRY_VALUES)[number];

/** "Does the business have open advances or loans?" */
export const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
export const YES_NO_VALUES = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO_VALUES)[number];

/** The label of `value` among `options`, or the value itself when it is not one of them. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

// The 50 states only: the spec offers no DC or territories.
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((state) => state.code);

// Field lists and human names for the application form, in the order the form shows them
// (docs/product.md#the-application-form). The error summary, the PDF and the admin detail view all
// follow this order. No zod here: the applicant page's first paint needs these, and its schemas
// load after it.

export const TOTAL_STEPS = 3;

export type FormStep = 1 | 2 | 3;

export const STEP_FIELDS = {
  1: [
    'businessName',
    'dba',
    'entityType',
    'ein',
    'businessStreet1',
    'businessStreet2',
    'businessCity',
    'businessState',
    'businessZipCode',
    'businessPhone',
    'timeInBusiness',
    'stateOfOrganization',
    'amountRequested',
    'useOfFunds',
    'industry',
    'averageMonthlyRevenue',
    'hasOpenAdvances',
    'openAdvancesCount',
  ],
  2: [
    'owner1FirstName',
    'owner1LastName',
    'owner1OwnershipPercentage',
    'owner1DateOfBirth',
    'owner1Ssn',
    'owner1FicoScore',
    'owner1Street1',
    'owner1Street2',
    'owner1City',
    'owner1State',
    'owner1ZipCode',
    'owner1Email',
    'owner1MobilePhone',
    'hasSecondOwner',
    'owner2FirstName',
    'owner2LastName',
    'owner2OwnershipPercentage',
    'owner2DateOfBirth',
    'owner2Ssn',
    'owner2FicoScore',
    'owner2Street1',
    'owner2Street2',
    'owner2City',
    'owner2State',
    'owner2ZipCode',
    'owner2Email',
    'owner2MobilePhone',
  ],
  3: ['acceptTerms', 'ownerSignature', 'partnerSignature', 'signatureDate'],
} as const;

/** A field of the application form; `applicationSchema` (application.ts) has exactly these keys. */
export type ApplicationField = (typeof STEP_FIELDS)[FormStep][number];

export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  ...STEP_FIELDS[1],
  ...STEP_FIELDS[2],
  ...STEP_FIELDS[3],
];

export const FIELD_STEP = Object.fromEntries(
  ([1, 2, 3] as const).flatMap((step) => STEP_FIELDS[step].map((field) => [field, step])),
) as Record<ApplicationField, FormStep>;

export const FIELD_LABELS: Record<ApplicationField, string> = {
  businessName: 'Business Name',
  dba: 'DBA',
  entityType: 'Type of Entity',
  ein: 'EIN',
  businessStreet1: 'Business Street Address',
  businessStreet2: 'Business Street Address Line 2',
  businessCity: 'Business City',
  businessState: 'Business State',
  businessZipCode: 'Business Zip Code',
  businessPhone: 'Business Phone',
  timeInBusiness: 'Time in Business',
  stateOfOrganization: 'State of Organization',
  amountRequested: 'Amount Requested',
  useOfFunds: 'Use of Funds',
  industry: 'Industry',
  averageMonthlyRevenue: 'Average Monthly Revenue',
  hasOpenAdvances: 'Open Advances or Loans',
  openAdvancesCount: 'Number of Open Advances or Loans',
  owner1FirstName: 'Owner 1 First Name',
  owner1LastName: 'Owner 1 Last Name',
  owner1OwnershipPercentage: 'Owner 1 Ownership %',
  owner1DateOfBirth: 'Owner 1 Date of Birth',
  owner1Ssn: 'Owner 1 SSN',
  owner1FicoScore: 'Owner 1 FICO Score',
  owner1Street1: 'Owner 1 Street Address',
  owner1Street2: 'Owner 1 Street Address Line 2',
  owner1City: 'Owner 1 City',
  owner1State: 'Owner 1 State',
  owner1ZipCode: 'Owner 1 Zip Code',
  owner1Email: 'Owner 1 Email',
  owner1MobilePhone: 'Owner 1 Mobile Phone',
  hasSecondOwner: 'Second Owner',
  owner2FirstName: 'Owner 2 First Name',
  owner2LastName: 'Owner 2 Last Name',
  owner2OwnershipPercentage: 'Owner 2 Ownership %',
  owner2DateOfBirth: 'Owner 2 Date of Birth',
  owner2Ssn: 'Owner 2 SSN',
  owner2FicoScore: 'Owner 2 FICO Score',
  owner2Street1: 'Owner 2 Street Address',
  owner2Street2: 'Owner 2 Street Address Line 2',
  owner2City: 'Owner 2 City',
  owner2State: 'Owner 2 State',
  owner2ZipCode: 'Owner 2 Zip Code',
  owner2Email: 'Owner 2 Email',
  owner2MobilePhone: 'Owner 2 Mobile Phone',
  acceptTerms: 'Terms Acceptance',
  ownerSignature: 'Owner Signature',
  partnerSignature: 'Partner Signature',
  signatureDate: 'Date',
};

// Kept out of logs and saved drafts, and masked in the admin list
// (docs/product.md#where-it-deliberately-differs-from-the-usual-form).
// The contact fields are not among them: staff need them whole to call back, and a restored draft
// should not make the applicant type them again.
export const SENSITIVE_FIELDS = [
  'ein',
  'owner1Ssn',
  'owner1DateOfBirth',
  'owner2Ssn',
  'owner2DateOfBirth',
] as const satisfies readonly ApplicationField[];
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** How to reach the applicant: stored in their own columns, kept out of logs (not out of drafts). */
export const CONTACT_FIELDS = [
  'businessPhone',
  'owner1Email',
  'owner1MobilePhone',
  'owner2Email',
  'owner2MobilePhone',
] as const satisfies readonly ApplicationField[];

/**
 * The deal the applicant asks for (ours): the last fields of step 1, shown there under their own
 * heading, and the figures staff triage and price by.
 */
export const DEAL_FIELDS = [
  'amountRequested',
  'useOfFunds',
  'industry',
  'averageMonthlyRevenue',
  'hasOpenAdvances',
  'openAdvancesCount',
] as const satisfies readonly ApplicationField[];

/** Whole US dollars (money.ts). */
export const MONEY_FIELDS = [
  'amountRequested',
  'averageMonthlyRevenue',
] as const satisfies readonly ApplicationField[];

/** The question the form asks for `hasOpenAdvances`; its label is the short form of it. */
export const OPEN_ADVANCES_QUESTION = 'Does the business have open advances or loans?';

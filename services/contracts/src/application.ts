import { z } from 'zod';
import { APPLICATION_FIELDS, type ApplicationField } from './application-fields.ts';
import { emailIssue, phoneIssue, requiredEmail, requiredPhone } from './contact.ts';
import { isIsoCalendarDate, latestTodayIsoDate } from './dates.ts';
import { firstMessagePerField } from './field-messages.ts';
import {
  CODE_MAX,
  dollarsInput,
  formText,
  NAME_MAX,
  numberInput,
  optionalText,
  patternText,
  requiredChoice,
  requiredText,
} from './form-fields.ts';
import { MESSAGES, OWNER_MINIMUM_AGE } from './messages.ts';
import {
  ENTITY_TYPE_VALUES,
  INDUSTRY_VALUES,
  TIME_IN_BUSINESS_VALUES,
  US_STATE_CODES,
  USE_OF_FUNDS_VALUES,
  YES_NO_VALUES,
} from './options.ts';

// The application form, its fields (docs/product.md#records-and-their-fields) and rules
// (docs/product.md#rules-in-brief): one schema for the web form's resolver and for the server that
// receives the submission.

const EIN_PATTERN = /^\d{2}-\d{7}$/;
const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

// Nobody applying was born before 1900; an earlier year is a typo in the year field.
const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

const US_STATE_CODE_SET: ReadonlySet<string> = new Set(US_STATE_CODES);

/**
 * Why a date of birth is refused, or undefined. "Today" is the latest calendar date anywhere on
 * Earth, so an owner whose birthday is today where they are is never refused by a server's clock:
 * in the future means after that day, and an adult is born on or before it, 18 years earlier.
 */
export function dateOfBirthIssue(value: string, now: Date = new Date()): string | undefined {
  if (!isIsoCalendarDate(value) || value < EARLIEST_DATE_OF_BIRTH) return MESSAGES.dateOfBirthInvalid;
  const today = latestTodayIsoDate(now);
  if (value > today) return MESSAGES.dateOfBirthInFuture;
  const adultsBornBy = `${String(Number(today.slice(0, 4)) - OWNER_MINIMUM_AGE).padStart(4, '0')}${today.slice(4)}`;
  return value > adultsBornBy ? MESSAGES.ownerUnderage : undefined;
}

function isValidOwnershipPercentage(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

// 0 stands for "no score" (docs/product.md#constants); otherwise the FICO range.
function isValidFicoScore(value: number): boolean {
  return Number.isInteger(value) && (value === 0 || (value >= 300 && value <= 850));
}

// Required date text: empty gets the required message, anything else the message of `issue`.
function dateText(requiredMessage: string, issue: (value: string) => string | undefined) {
  return formText({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const message = value === '' ? requiredMessage : issue(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .prefault('');
}

// Owner-2 fields are checked only when the second owner is added (see secondOwnerIssues), so on
// their own they accept anything and fall back to blank rather than failing a form that ignores them.
function looseText() {
  return formText().trim().prefault('').catch('');
}

function looseNumber() {
  return numberInput().catch(undefined);
}

// The deal (docs/product.md#rules-in-brief): what a funder lends against, in whole dollars.
export const AMOUNT_REQUESTED_MIN = 5_000;
export const AMOUNT_REQUESTED_MAX = 5_000_000;
export const MONTHLY_REVENUE_MAX = 100_000_000;
export const OPEN_ADVANCES_MAX = 99;

const isAmountRequested = (value: number) => value >= AMOUNT_REQUESTED_MIN && value <= AMOUNT_REQUESTED_MAX;
const isMonthlyRevenue = (value: number) =>
  Number.isSafeInteger(value) && value >= 0 && value <= MONTHLY_REVENUE_MAX;
const isOpenAdvancesCount = (value: number) =>
  Number.isInteger(value) && value >= 1 && value <= OPEN_ADVANCES_MAX;

const applicationShape = {
  businessName: requiredText(MESSAGES.businessNameRequired),
  dba: optionalText(),
  entityType: requiredChoice(ENTITY_TYPE_VALUES, MESSAGES.entityTypeRequired),
  ein: patternText(EIN_PATTERN, MESSAGES.einFormat),
  businessStreet1: requiredText(MESSAGES.streetRequired),
  businessStreet2: optionalText(),
  businessCity: requiredText(MESSAGES.cityRequired),
  businessState: requiredChoice(US_STATE_CODES, MESSAGES.stateRequired),
  businessZipCode: patternText(ZIP_PATTERN, MESSAGES.zipFormat),
  businessPhone: requiredPhone(MESSAGES.businessPhoneRequired),
  timeInBusiness: requiredChoice(TIME_IN_BUSINESS_VALUES, MESSAGES.timeInBusinessRequired),
  stateOfOrganization: requiredChoice(US_STATE_CODES, MESSAGES.stateOfOrganizationRequired),
  amountRequested: dollarsInput(MESSAGES.amountRequestedRange).pipe(
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? MESSAGES.amountRequestedRequired : MESSAGES.amountRequestedRange,
      })
      .refine(isAmountRequested, MESSAGES.amountRequestedRange),
  ),
  useOfFunds: requiredChoice(USE_OF_FUNDS_VALUES, MESSAGES.useOfFundsRequired),
  industry: requiredChoice(INDUSTRY_VALUES, MESSAGES.industryRequired),
  averageMonthlyRevenue: dollarsInput(MESSAGES.monthlyRevenueRange).pipe(
    z
      .number({ error: MESSAGES.monthlyRevenueRange })
      .refine(isMonthlyRevenue, MESSAGES.monthlyRevenueRange)
      .optional(),
  ),
  hasOpenAdvances: requiredChoice(YES_NO_VALUES, MESSAGES.openAdvancesRequired),
  // Asked only when the answer above is yes (see openAdvancesIssues).
  openAdvancesCount: looseNumber(),

  owner1FirstName: requiredText(MESSAGES.firstNameRequired),
  owner1LastName: requiredText(MESSAGES.lastNameRequired),
  owner1OwnershipPercentage: numberInput(MESSAGES.ownershipRange).pipe(
    z.number({ error: MESSAGES.ownershipRange }).refine(isValidOwnershipPercentage, MESSAGES.ownershipRange),
  ),
  owner1DateOfBirth: dateText(MESSAGES.dateOfBirthRequired, (value) => dateOfBirthIssue(value)),
  owner1Ssn: patternText(SSN_PATTERN, MESSAGES.ssnFormat),
  owner1FicoScore: numberInput(MESSAGES.ficoRange).pipe(
    z.number({ error: MESSAGES.ficoRange }).refine(isValidFicoScore, MESSAGES.ficoRange).optional(),
  ),
  owner1Street1: requiredText(MESSAGES.streetRequired),
  owner1Street2: optionalText(),
  owner1City: requiredText(MESSAGES.cityRequired),
  owner1State: requiredChoice(US_STATE_CODES, MESSAGES.stateRequired),
  owner1ZipCode: patternText(ZIP_PATTERN, MESSAGES.zipFormat),
  owner1Email: requiredEmail(),
  owner1MobilePhone: requiredPhone(MESSAGES.mobilePhoneRequired),

  hasSecondOwner: z.boolean().default(false),

  owner2FirstName: looseText(),
  owner2LastName: looseText(),
  owner2OwnershipPercentage: looseNumber(),
  owner2DateOfBirth: looseText(),
  owner2Ssn: looseText(),
  owner2FicoScore: looseNumber(),
  owner2Street1: looseText(),
  owner2Street2: looseText(),
  owner2City: looseText(),
  owner2State: looseText(),
  owner2ZipCode: looseText(),
  owner2Email: looseText(),
  owner2MobilePhone: looseText(),

  acceptTerms: z
    .boolean({ error: MESSAGES.acceptTermsRequired })
    .refine((accepted) => accepted, MESSAGES.acceptTermsRequired)
    .prefault(false),
  ownerSignature: requiredText(MESSAGES.ownerSignatureRequired),
  partnerSignature: optionalText(),
  signatureDate: dateText(MESSAGES.dateRequired, (value) =>
    isIsoCalendarDate(value) ? undefined : MESSAGES.dateInvalid,
  ),
} satisfies Record<ApplicationField, z.ZodType>;

type ParsedFields = z.output<z.ZodObject<typeof applicationShape>>;

function requiredTextIssue(value: string, requiredMessage: string, max = NAME_MAX): string | undefined {
  if (value === '') return requiredMessage;
  return value.length > max ? MESSAGES.tooLong(max) : undefined;
}

// With a second owner these fields are required, with messages in this order
// (docs/product.md#rules-in-brief). Owner 2's SSN and zip are only required (the spec checks their
// format through the input mask alone). Owner 2's e-mail and mobile phone (ours) are optional, and
// checked like owner 1's when given.
function secondOwnerIssues(fields: ParsedFields): [ApplicationField, string | undefined][] {
  const ownership = fields.owner2OwnershipPercentage;
  const fico = fields.owner2FicoScore;
  const dateOfBirth = fields.owner2DateOfBirth;
  return [
    ['owner2FirstName', requiredTextIssue(fields.owner2FirstName, MESSAGES.firstNameRequired)],
    ['owner2LastName', requiredTextIssue(fields.owner2LastName, MESSAGES.lastNameRequired)],
    [
      'owner2OwnershipPercentage',
      ownership === undefined
        ? MESSAGES.ownershipRequired
        : isValidOwnershipPercentage(ownership)
          ? undefined
          : MESSAGES.ownershipRange,
    ],
    [
      'owner2DateOfBirth',
      requiredTextIssue(dateOfBirth, MESSAGES.dateOfBirthRequired, CODE_MAX) ?? dateOfBirthIssue(dateOfBirth),
    ],
    ['owner2Ssn', requiredTextIssue(fields.owner2Ssn, MESSAGES.ssnRequired, CODE_MAX)],
    ['owner2FicoScore', fico === undefined || isValidFicoScore(fico) ? undefined : MESSAGES.ficoRange],
    ['owner2Street1', requiredTextIssue(fields.owner2Street1, MESSAGES.streetRequired)],
    ['owner2Street2', fields.owner2Street2.length > NAME_MAX ? MESSAGES.tooLong(NAME_MAX) : undefined],
    ['owner2City', requiredTextIssue(fields.owner2City, MESSAGES.cityRequired)],
    ['owner2State', US_STATE_CODE_SET.has(fields.owner2State) ? undefined : MESSAGES.stateRequired],
    ['owner2ZipCode', requiredTextIssue(fields.owner2ZipCode, MESSAGES.zipRequired, CODE_MAX)],
    ['owner2Email', fields.owner2Email === '' ? undefined : emailIssue(fields.owner2Email)],
    ['owner2MobilePhone', fields.owner2MobilePhone === '' ? undefined : phoneIssue(fields.owner2MobilePhone)],
  ];
}

// With open advances or loans, how many is required.
function openAdvancesIssues(fields: ParsedFields): [ApplicationField, string | undefined][] {
  const count = fields.openAdvancesCount;
  return [
    [
      'openAdvancesCount',
      count === undefined
        ? MESSAGES.openAdvancesCountRequired
        : isOpenAdvancesCount(count)
          ? undefined
          : MESSAGES.openAdvancesCountRange,
    ],
  ];
}

const NO_SECOND_OWNER = {
  owner2FirstName: '',
  owner2LastName: '',
  owner2OwnershipPercentage: undefined,
  owner2DateOfBirth: '',
  owner2Ssn: '',
  owner2FicoScore: undefined,
  owner2Street1: '',
  owner2Street2: '',
  owner2City: '',
  owner2State: '',
  owner2ZipCode: '',
  owner2Email: '',
  owner2MobilePhone: '',
} satisfies Partial<ParsedFields>;

export const applicationSchema = z
  .object(applicationShape)
  .superRefine(
    (fields, ctx) => {
      const issues = [
        ...(fields.hasOpenAdvances === 'yes' ? openAdvancesIssues(fields) : []),
        ...(fields.hasSecondOwner === true ? secondOwnerIssues(fields) : []),
      ];
      for (const [field, message] of issues) {
        if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    },
    // Run even when other fields failed, so a person sees every problem at once. Only an input that
    // is not an object at all (nothing to look at) skips it.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  // Values typed for owner 2 and then hidden by unticking the checkbox are not part of the
  // application; nor is a count of open advances once the answer is no.
  .overwrite((fields) => ({
    ...fields,
    ...(fields.hasSecondOwner ? {} : NO_SECOND_OWNER),
    ...(fields.hasOpenAdvances === 'yes' ? {} : { openAdvancesCount: undefined }),
  }));

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export type ApplicationValidationResult =
  | { success: true; data: Application }
  | { success: false; fields: Record<string, string> };

// The first message per field, keyed by field name, in the order of the form.
export function validateApplication(input: unknown): ApplicationValidationResult {
  const result = applicationSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fields: firstMessagePerField(result.error.issues, APPLICATION_FIELDS) };
}

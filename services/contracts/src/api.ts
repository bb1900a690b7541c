import { z } from 'zod';
import { decisionRecordSchema } from './decisions.ts';
import { duplicateMatchSchema } from './duplicates.ts';
import { applicationIdSchema, uuidSchema } from './ids.ts';
import {
  ENTITY_TYPE_VALUES,
  INDUSTRY_VALUES,
  TIME_IN_BUSINESS_VALUES,
  US_STATE_CODES,
  USE_OF_FUNDS_VALUES,
  YES_NO_VALUES,
} from './options.ts';
import { MASKED_DATE_OF_BIRTH } from './personal-data.ts';
import { DISPOSED_MARKER } from './retention.ts';
import { REVIEW_STATUSES } from './review.ts';

// Bodies of the HTTP API that are not owned by one resource module (agent.ts, admin.ts).

// Every non-2xx JSON body (docs/architecture.md#contracts-between-the-parts): `message` is for
// people, `code` for programs, `fields` maps a field name to its first message.
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `GET /api/health`: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** `GET /api/ready` (and a worker's `/ready`): every dependency the process needs, up or down. */
export const readinessReportSchema = z.object({
  ready: z.boolean(),
  dependencies: z.record(z.string(), z.enum(['up', 'down'])),
});
export type ReadinessReport = z.infer<typeof readinessReportSchema>;

export const submitApplicationResponseSchema = z.object({ applicationId: applicationIdSchema });
export type SubmitApplicationResponse = z.infer<typeof submitApplicationResponseSchema>;

/**
 * `Idempotency-Key` of `POST /api/applications`: a retry with the same key and the same data gets
 * the first answer instead of a second application. The web app sends a random uuid.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const submissionHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'The Idempotency-Key header must be 8-100 letters, digits, - or _')
    .optional(),
});

export const PROCESSING_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

// The spec's pdfGenerated / emailSent flags: true when done, false when failed, unset while waiting.
export function statusToFlag(status: ProcessingStatus): boolean | undefined {
  if (status === 'done') return true;
  if (status === 'failed') return false;
  return undefined;
}

// The list and the detail must never carry a full SSN, EIN or date of birth; these patterns make a
// leak fail the schema (and so the tests) instead of reaching a screen. '' stands for "not given"
// (owner 2), the disposal marker for a value disposal removed (retention.ts).
const disposed = z.literal(DISPOSED_MARKER);
const maskedSsn = z.union([z.string().regex(/^(\*{3}-\*{2}-\d{4})?$/), disposed]);
const maskedEin = z.union([z.string().regex(/^(\*{2}-\*{3}\d{4})?$/), disposed]);
const maskedDateOfBirth = z.union([z.literal(''), z.literal(MASKED_DATE_OF_BIRTH), disposed]);

const fileName = z.string().nullable();
// A choice of the deal's questions, '' on applications from before the form asked them.
const choiceOrBlank = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]);

// An application in the admin list (docs/product.md#records-and-their-fields). Optional numbers may
// be null (from the database) or left out (JSON drops undefined); owner-2 text is '' when there is
// no second owner.
export const applicationRecordSchema = z.object({
  id: uuidSchema,
  applicationId: applicationIdSchema,
  agentName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  /** Ours: the agent's link was used after the agent was deactivated (the agent is credited, not mailed). */
  agentLinkInactive: z.boolean(),
  createdAt: z.string(),
  pdfGenerated: z.boolean().optional(),
  emailSent: z.boolean().optional(),
  pdfStatus: z.enum(PROCESSING_STATUSES),
  emailStatus: z.enum(PROCESSING_STATUSES),
  processingTimeMs: z.number().nullable(),
  processingErrors: z.array(z.string()),
  // Ours: how staff are working the application (review.ts), apart from the processing indicators.
  reviewStatus: z.enum(REVIEW_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeUsername: z.string().nullable(),
  /** When the review status last changed (null while still New). */
  reviewStatusChangedAt: z.string().nullable(),
  /** The last time staff did something with it: a status, an assignment, a note, a document request or its files. */
  lastActivityAt: z.string(),
  /** What the decisions recorded (decisions.ts). */
  decision: decisionRecordSchema,
  /** Other applications with the same EIN, owner SSN, business phone or owner e-mail, newest first. */
  duplicates: z.array(duplicateMatchSchema),
  // Ours: the average monthly deposits of the verified bank statements (statements.ts), null until
  // one is verified.
  averageMonthlyDepositsCents: z.number().int().nullable(),

  bankStatement1: fileName,
  bankStatement2: fileName,
  bankStatement3: fileName,
  bankStatement4: fileName,
  additionalDoc1: fileName,
  additionalDoc2: fileName,
  additionalDoc3: fileName,

  businessName: z.string(),
  dba: z.string(),
  entityType: z.enum(ENTITY_TYPE_VALUES),
  ein: maskedEin,
  businessStreet1: z.string(),
  businessStreet2: z.string(),
  businessCity: z.string(),
  businessState: z.enum(US_STATE_CODES),
  businessZipCode: z.string(),
  // Contact fields: '' on applications from before the form asked for them.
  businessPhone: z.string(),
  timeInBusiness: z.enum(TIME_IN_BUSINESS_VALUES),
  stateOfOrganization: z.enum(US_STATE_CODES),
  // The deal (ours): null or '' on applications from before the form asked for it.
  amountRequested: z.number().int().nullable(),
  useOfFunds: choiceOrBlank(USE_OF_FUNDS_VALUES),
  industry: choiceOrBlank(INDUSTRY_VALUES),
  averageMonthlyRevenue: z.number().int().nullish(),
  hasOpenAdvances: choiceOrBlank(YES_NO_VALUES),
  openAdvancesCount: z.number().int().nullish(),

  owner1FirstName: z.string(),
  owner1LastName: z.string(),
  owner1OwnershipPercentage: z.number(),
  owner1DateOfBirth: maskedDateOfBirth,
  owner1Ssn: maskedSsn,
  owner1FicoScore: z.number().nullish(),
  owner1Street1: z.string(),
  owner1Street2: z.string(),
  owner1City: z.string(),
  // Part of an address: the disposal marker once disposed of (retention.ts).
  owner1State: z.union([z.enum(US_STATE_CODES), z.literal(DISPOSED_MARKER)]),
  owner1ZipCode: z.string(),
  owner1Email: z.string(),
  owner1MobilePhone: z.string(),

  hasSecondOwner: z.boolean(),
  owner2FirstName: z.string(),
  owner2LastName: z.string(),
  owner2OwnershipPercentage: z.number().nullish(),
  owner2DateOfBirth: maskedDateOfBirth,
  owner2Ssn: maskedSsn,
  owner2FicoScore: z.number().nullish(),
  owner2Street1: z.string(),
  owner2Street2: z.string(),
  owner2City: z.string(),
  owner2State: z.string(),
  owner2ZipCode: z.string(),
  owner2Email: z.string(),
  owner2MobilePhone: z.string(),

  acceptTerms: z.boolean(),
  ownerSignature: z.string(),
  partnerSignature: z.string(),
  signatureDate: z.string(),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

export const applicationListResponseSchema = z.object({
  applications: z.array(applicationRecordSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

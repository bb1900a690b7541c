import {
  type Application,
  CONTACT_FIELDS,
  emailIssue,
  lastFour,
  MASKED_DATE_OF_BIRTH,
  maskDateOfBirth,
  maskEin,
  maskSsn,
  SENSITIVE_FIELDS,
  type SensitiveField,
} from '@funding/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type { applications } from './db/schema.ts';
import type { FieldCipher } from './field-cipher.ts';

/**
 * How an application is laid out in its table row, in one place: the columns lists read, the
 * rest of the form in `details`, and SSN/EIN/DOB only as one ciphertext bound to the application
 * id. Everything that writes or reads an application row goes through these three functions.
 */
export type ApplicationRow = InferSelectModel<typeof applications>;
type SensitiveValues = Pick<Application, SensitiveField>;

const COLUMN_FIELDS = [
  'businessName',
  'owner1FirstName',
  'owner1LastName',
  'businessState',
  'entityType',
  'amountRequested',
  'industry',
  ...CONTACT_FIELDS,
] as const;
const NOT_IN_DETAILS = new Set<string>([...COLUMN_FIELDS, ...SENSITIVE_FIELDS]);

export function applicationColumns(application: Application, applicationId: string, cipher: FieldCipher) {
  const sensitive = Object.fromEntries(SENSITIVE_FIELDS.map((field) => [field, application[field]]));
  const details = Object.fromEntries(
    Object.entries(application).filter(([field]) => !NOT_IN_DETAILS.has(field)),
  );
  return {
    applicationId,
    businessName: application.businessName,
    owner1FirstName: application.owner1FirstName,
    owner1LastName: application.owner1LastName,
    businessState: application.businessState,
    entityType: application.entityType,
    amountRequested: application.amountRequested,
    industry: application.industry,
    businessPhone: application.businessPhone,
    owner1Email: application.owner1Email,
    owner1MobilePhone: application.owner1MobilePhone,
    owner2Email: application.owner2Email,
    owner2MobilePhone: application.owner2MobilePhone,
    details,
    sensitive: cipher.encrypt(JSON.stringify(sensitive), applicationId),
    einLast4: lastFour(application.ein),
    owner1SsnLast4: lastFour(application.owner1Ssn),
    owner2SsnLast4: application.hasSecondOwner ? lastFour(application.owner2Ssn) : null,
  };
}

type RowFields = Pick<ApplicationRow, 'applicationId' | (typeof COLUMN_FIELDS)[number] | 'details'>;

/**
 * The stored form of `row`. Applications from before the form asked for the deal have none of it:
 * the amount reads as null and the choices as '' (as the admin records show them).
 */
function fromColumns(row: RowFields) {
  return {
    useOfFunds: '',
    hasOpenAdvances: '',
    ...row.details,
    businessName: row.businessName,
    owner1FirstName: row.owner1FirstName,
    owner1LastName: row.owner1LastName,
    businessState: row.businessState,
    entityType: row.entityType,
    amountRequested: row.amountRequested,
    industry: row.industry ?? '',
    businessPhone: row.businessPhone,
    owner1Email: row.owner1Email,
    owner1MobilePhone: row.owner1MobilePhone,
    owner2Email: row.owner2Email,
    owner2MobilePhone: row.owner2MobilePhone,
  };
}

/** The whole application with SSN, EIN and DOB decrypted: for the PDF and an authorized full view. */
export function openApplication(
  row: RowFields & Pick<ApplicationRow, 'sensitive'>,
  cipher: FieldCipher,
): Application {
  const sensitive = JSON.parse(cipher.decrypt(row.sensitive, row.applicationId)) as SensitiveValues;
  return { ...fromColumns(row), ...sensitive } as Application;
}

/** The application as lists show it: SSN and EIN reduced to their last four digits, DOB hidden. */
export function maskedApplication(
  row: RowFields & Pick<ApplicationRow, 'einLast4' | 'owner1SsnLast4' | 'owner2SsnLast4'>,
): Application {
  const hasSecondOwner = row.owner2SsnLast4 !== null;
  return {
    ...fromColumns(row),
    ein: maskEin(row.einLast4),
    owner1Ssn: maskSsn(row.owner1SsnLast4),
    owner1DateOfBirth: MASKED_DATE_OF_BIRTH,
    owner2Ssn: hasSecondOwner ? maskSsn(row.owner2SsnLast4 ?? '') : '',
    owner2DateOfBirth: hasSecondOwner ? MASKED_DATE_OF_BIRTH : '',
  } as Application;
}

/**
 * A decrypted application with SSN, EIN and dates of birth masked as the lists show them: the
 * viewers' copy of the PDF is set from it.
 */
export function withPersonalDataMasked(application: Application): Application {
  const hasSecondOwner = application.hasSecondOwner;
  return {
    ...application,
    ein: maskEin(application.ein),
    owner1Ssn: maskSsn(application.owner1Ssn),
    owner1DateOfBirth: maskDateOfBirth(application.owner1DateOfBirth),
    owner2Ssn: hasSecondOwner ? maskSsn(application.owner2Ssn) : '',
    owner2DateOfBirth: hasSecondOwner ? maskDateOfBirth(application.owner2DateOfBirth) : '',
  };
}

/**
 * Owner 1's e-mail address when it is one the form would accept (required since the contact fields;
 * rows from before have none): the confirmation and a document request's link go there.
 */
export function applicantEmailOf(row: Pick<ApplicationRow, 'owner1Email'>): string | null {
  const address = row.owner1Email.trim();
  return address !== '' && emailIssue(address) === undefined ? address : null;
}

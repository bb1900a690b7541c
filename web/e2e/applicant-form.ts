import { OPEN_ADVANCES_QUESTION } from '@funding/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from './applicant-files.ts';

// Drives the applicant wizard the way a person does: by label, by typing, by clicking the buttons.

export const BUSINESS = {
  businessName: 'Harbor Street Bakery LLC',
  dba: 'Harbor Bakes',
  entityType: 'llc',
  ein: '123456789',
  businessStreet1: '12 Harbor Street',
  businessStreet2: 'Unit 4',
  businessCity: 'Portland',
  businessState: 'OR',
  businessZipCode: '972091234',
  // Typed as digits: the mask writes (503) 555-0142.
  businessPhone: '5035550142',
  timeInBusiness: '2-5',
  stateOfOrganization: 'OR',
  // Typed as digits: the mask writes 85,000.
  amountRequested: '85000',
  useOfFunds: 'equipment',
  industry: 'restaurants',
  averageMonthlyRevenue: '46000',
  hasOpenAdvances: 'no',
};

// A field by its label as a person reads it; required labels end in a decorative '*'.
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

// The toast on screen (Radix also renders a visually hidden copy for screen readers, outside this list).
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

export async function expectStep(page: Page, step: number): Promise<void> {
  await expect(page.getByText(`Step ${step} of 3`, { exact: true })).toBeVisible();
}

export async function nextStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
}

export async function fillBusinessStep(page: Page): Promise<void> {
  await field(page, 'Business Name').pressSequentially(BUSINESS.businessName);
  await field(page, 'DBA').pressSequentially(BUSINESS.dba);
  await field(page, 'Type of Entity').selectOption(BUSINESS.entityType);
  await field(page, 'EIN').pressSequentially(BUSINESS.ein);
  await field(page, 'Business Street Address').pressSequentially(BUSINESS.businessStreet1);
  await field(page, 'Business Street Address Line 2').pressSequentially(BUSINESS.businessStreet2);
  await field(page, 'Business City').pressSequentially(BUSINESS.businessCity);
  await field(page, 'Business State').selectOption(BUSINESS.businessState);
  await field(page, 'Business Zip Code').pressSequentially(BUSINESS.businessZipCode);
  await field(page, 'Business Phone').pressSequentially(BUSINESS.businessPhone);
  await field(page, 'Time in Business').selectOption(BUSINESS.timeInBusiness);
  await field(page, 'State of Organization').selectOption(BUSINESS.stateOfOrganization);
  await field(page, 'Amount Requested').pressSequentially(BUSINESS.amountRequested);
  await field(page, 'Use of Funds').selectOption(BUSINESS.useOfFunds);
  await field(page, 'Industry').selectOption(BUSINESS.industry);
  await field(page, 'Average Monthly Revenue').pressSequentially(BUSINESS.averageMonthlyRevenue);
  await field(page, OPEN_ADVANCES_QUESTION).selectOption(BUSINESS.hasOpenAdvances);
}

interface OwnerValues {
  firstName: string;
  lastName: string;
  ownership: string;
  dateOfBirth: string;
  ssn: string;
  fico?: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Required for owner 1 (the confirmation goes there), optional for owner 2. */
  email?: string;
  /** Typed as digits; the mask formats it. */
  mobilePhone?: string;
}

export const OWNER_1: OwnerValues = {
  firstName: 'Maria',
  lastName: 'Lopez',
  ownership: '60',
  dateOfBirth: '1979-04-12',
  ssn: '123456789',
  fico: '712',
  street: '400 Elm Road',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  email: 'maria.lopez@harbor-bakery.test',
  mobilePhone: '5035550187',
};

export const OWNER_2: OwnerValues = {
  firstName: 'James',
  lastName: 'Okafor',
  ownership: '40',
  dateOfBirth: '1983-11-02',
  ssn: '987654321',
  street: '18 Pine Court',
  city: 'Salem',
  state: 'OR',
  zip: '97301',
  email: 'james.okafor@harbor-bakery.test',
  mobilePhone: '9715550163',
};

export async function fillOwner(page: Page, owner: 1 | 2, values: OwnerValues): Promise<void> {
  const label = (suffix: string) => field(page, `Owner ${owner} ${suffix}`);
  await label('First Name').pressSequentially(values.firstName);
  await label('Last Name').pressSequentially(values.lastName);
  await label('Ownership %').pressSequentially(values.ownership);
  await label('Date of Birth').fill(values.dateOfBirth);
  await label('SSN').pressSequentially(values.ssn);
  if (values.fico) await label('FICO Score').pressSequentially(values.fico);
  await label('Street Address').pressSequentially(values.street);
  await label('City').pressSequentially(values.city);
  await label('State').selectOption(values.state);
  await label('Zip Code').pressSequentially(values.zip);
  if (values.email) await label('Email').pressSequentially(values.email);
  if (values.mobilePhone) await label('Mobile Phone').pressSequentially(values.mobilePhone);
}

export function fileInput(page: Page, slot: string): Locator {
  return page.locator(`input[type="file"][name="${slot}"]`);
}

export async function chooseFile(page: Page, slot: string, file: UploadFile): Promise<void> {
  await fileInput(page, slot).setInputFiles(file);
}

export async function signAndAccept(page: Page, signature: string): Promise<void> {
  await page.getByRole('checkbox', { name: /I accept the terms and authorize/ }).check();
  await field(page, 'Owner Signature').pressSequentially(signature);
}

// Returns once step 3 has arrived (its own chunk) and its heading has taken focus, so a test's next
// key press is not overtaken by that focus move.
export async function goToDocumentsStep(page: Page): Promise<void> {
  await nextStep(page);
  await nextStep(page);
  await expectStep(page, 3);
  await expect(page.getByRole('heading', { name: 'Documents and Authorization' })).toBeFocused();
}

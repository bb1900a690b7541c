import type { ApplicationInput } from '@funding/contracts';

/** A complete, valid application as the web form sends it (test data only). */
export function validApplicationInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    businessName: 'Acme Bakery LLC',
    dba: 'Acme Bread',
    entityType: 'llc',
    ein: '12-3456789',
    businessStreet1: '100 Main Street',
    businessStreet2: 'Suite 2',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '73301',
    businessPhone: '(512) 555-0142',
    timeInBusiness: '2-5',
    stateOfOrganization: 'TX',
    owner1FirstName: 'Maria',
    owner1LastName: 'Lopez',
    owner1OwnershipPercentage: 60,
    owner1DateOfBirth: '1980-04-12',
    owner1Ssn: '123-45-6789',
    owner1FicoScore: 720,
    owner1Street1: '12 Oak Lane',
    owner1Street2: '',
    owner1City: 'Austin',
    owner1State: 'TX',
    owner1ZipCode: '73301-1234',
    owner1Email: 'maria.lopez@acme-bakery.test',
    owner1MobilePhone: '(512) 555-0187',
    hasSecondOwner: false,
    acceptTerms: true,
    ownerSignature: 'Maria Lopez',
    partnerSignature: '',
    signatureDate: '2026-11-20',
    ...overrides,
  };
}

export const SECOND_OWNER: Partial<ApplicationInput> = {
  hasSecondOwner: true,
  owner2FirstName: 'James',
  owner2LastName: 'Chen',
  owner2OwnershipPercentage: 40,
  owner2DateOfBirth: '1975-09-30',
  owner2Ssn: '987-65-4321',
  owner2Street1: '9 Elm Street',
  owner2City: 'Dallas',
  owner2State: 'TX',
  owner2ZipCode: '75001',
  owner2Email: 'james.chen@acme-bakery.test',
  owner2MobilePhone: '(214) 555-0163',
};

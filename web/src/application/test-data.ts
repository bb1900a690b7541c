import { type ApplicationInput, emptyApplication } from '@funding/contracts';

// The Test Data button only exists on a developer's machine.
export function isLocalDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

// Values that pass every rule, so a developer can reach the submit step in one click.
export function sampleApplicationValues(now: Date = new Date()): ApplicationInput {
  return {
    ...emptyApplication(now),
    businessName: 'Sample Bakery LLC',
    dba: 'Sample Bakes',
    entityType: 'llc',
    ein: '12-3456789',
    businessStreet1: '100 Main Street',
    businessStreet2: 'Suite 200',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '78701',
    businessPhone: '(512) 555-0100',
    timeInBusiness: '2-5',
    stateOfOrganization: 'TX',
    amountRequested: '75,000',
    useOfFunds: 'inventory',
    industry: 'restaurants',
    averageMonthlyRevenue: '42,000',
    hasOpenAdvances: 'no',
    owner1FirstName: 'Jordan',
    owner1LastName: 'Sample',
    owner1OwnershipPercentage: '100',
    owner1DateOfBirth: '1980-05-15',
    owner1Ssn: '123-45-6789',
    owner1FicoScore: '720',
    owner1Street1: '200 Oak Avenue',
    owner1City: 'Austin',
    owner1State: 'TX',
    owner1ZipCode: '78702',
    owner1Email: 'jordan.sample@example.com',
    owner1MobilePhone: '(512) 555-0101',
    acceptTerms: true,
    ownerSignature: 'Jordan Sample',
  };
}

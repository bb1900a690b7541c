import type { ApplicationInput } from './application.ts';
import { todayLocalIsoDate } from './dates.ts';

// Without zod at run time (the type import is erased): the applicant page's first paint needs it,
// and the schemas load after that.

// A blank form: every key present (controlled inputs need a value), dated today where the user is.
export function emptyApplication(now: Date = new Date()): Required<ApplicationInput> {
  return {
    businessName: '',
    dba: '',
    entityType: '',
    ein: '',
    businessStreet1: '',
    businessStreet2: '',
    businessCity: '',
    businessState: '',
    businessZipCode: '',
    businessPhone: '',
    timeInBusiness: '',
    stateOfOrganization: '',
    owner1FirstName: '',
    owner1LastName: '',
    owner1OwnershipPercentage: '',
    owner1DateOfBirth: '',
    owner1Ssn: '',
    owner1FicoScore: '',
    owner1Street1: '',
    owner1Street2: '',
    owner1City: '',
    owner1State: '',
    owner1ZipCode: '',
    owner1Email: '',
    owner1MobilePhone: '',
    hasSecondOwner: false,
    owner2FirstName: '',
    owner2LastName: '',
    owner2OwnershipPercentage: '',
    owner2DateOfBirth: '',
    owner2Ssn: '',
    owner2FicoScore: '',
    owner2Street1: '',
    owner2Street2: '',
    owner2City: '',
    owner2State: '',
    owner2ZipCode: '',
    owner2Email: '',
    owner2MobilePhone: '',
    acceptTerms: false,
    ownerSignature: '',
    partnerSignature: '',
    signatureDate: todayLocalIsoDate(now),
  };
}

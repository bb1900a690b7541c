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
    amountRequested: 75_000,
    useOfFunds: 'equipment',
    industry: 'restaurants',
    averageMonthlyRevenue: 42_000,
    hasOpenAdvances: 'yes',
    openAdvancesCount: 1,
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

/** The smallest files each accepted type starts with; enough for intake, which reads signatures. */
/**
 * A one-page PDF, cross-referenced as a reader expects (intake refuses a file it has to repair),
 * exactly `size` bytes long when asked: an unreferenced stream of spaces fills it up.
 */
export function tinyPdf(size?: number): Buffer {
  const build = (filler: number) => {
    const objects = [
      '<</Type/Catalog/Pages 2 0 R>>',
      '<</Type/Pages/Kids[3 0 R]/Count 1>>',
      '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
      ...(filler > 0 ? [`<</Length ${filler}>>stream\n${' '.repeat(filler)}\nendstream\n`] : []),
    ];
    let body = '%PDF-1.4\n';
    const offsets = objects.map((object, index) => {
      const offset = body.length;
      body += `${index + 1} 0 obj${object}endobj\n`;
      return offset;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  if (size === undefined) return build(0);
  let filler = Math.max(1, size - build(1).length);
  for (let attempt = 0; attempt < 4; attempt++) {
    const pdf = build(filler);
    if (pdf.length === size) return pdf;
    filler += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
}
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
export const tinyJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

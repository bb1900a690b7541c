import { describe, expect, it } from 'vitest';
import type { ApplicationInput } from './application.ts';
import { applicationSchema, dateOfBirthIssue, validateApplication } from './application.ts';
import { APPLICATION_FIELDS, TOTAL_STEPS } from './application-fields.ts';
import { emptyApplication } from './empty-application.ts';

function validInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    businessName: 'Acme Widgets',
    dba: '',
    entityType: 'llc',
    ein: '12-3456789',
    businessStreet1: '1 Main St',
    businessStreet2: '',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '78701',
    businessPhone: '(512) 555-0100',
    timeInBusiness: '2-5',
    stateOfOrganization: 'DE',
    amountRequested: '75,000',
    useOfFunds: 'inventory',
    industry: 'retail',
    averageMonthlyRevenue: '',
    hasOpenAdvances: 'no',
    openAdvancesCount: '',
    owner1FirstName: 'Jane',
    owner1LastName: 'Doe',
    owner1OwnershipPercentage: 60,
    owner1DateOfBirth: '1980-04-15',
    owner1Ssn: '123-45-6789',
    owner1FicoScore: '',
    owner1Street1: '2 Oak Ave',
    owner1Street2: '',
    owner1City: 'Austin',
    owner1State: 'TX',
    owner1ZipCode: '78702-1234',
    owner1Email: 'jane.doe@example.com',
    owner1MobilePhone: '(512) 555-0110',
    hasSecondOwner: false,
    acceptTerms: true,
    ownerSignature: 'Jane Doe',
    partnerSignature: '',
    signatureDate: '2025-01-31',
    ...overrides,
  };
}

const secondOwner = {
  owner2FirstName: 'John',
  owner2LastName: 'Roe',
  owner2OwnershipPercentage: '40',
  owner2DateOfBirth: '1975-12-01',
  owner2Ssn: '987-65-4321',
  owner2FicoScore: '',
  owner2Street1: '3 Pine Rd',
  owner2Street2: '',
  owner2City: 'Dallas',
  owner2State: 'TX',
  owner2ZipCode: '75201',
} satisfies Partial<ApplicationInput>;

// The field messages of a failing input ({} when it passes).
function errorsOf(overrides: Partial<ApplicationInput>): Record<string, string> {
  const result = validateApplication(validInput(overrides));
  return result.success ? {} : result.fields;
}

function errorOf(field: keyof ApplicationInput, value: unknown): string | undefined {
  return errorsOf({ [field]: value } as Partial<ApplicationInput>)[field];
}

describe('applicationSchema', () => {
  it('accepts a complete application and trims text', () => {
    const result = validateApplication(validInput({ businessName: '  Acme Widgets  ' }));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.businessName).toBe('Acme Widgets');
    expect(result.data.owner1OwnershipPercentage).toBe(60);
    expect(result.data.owner1FicoScore).toBeUndefined();
  });

  it('has three steps', () => {
    expect(TOTAL_STEPS).toBe(3);
  });

  it('strips unknown keys instead of failing', () => {
    const parsed = applicationSchema.parse({ ...validInput(), isAdmin: true, bankStatement1: 'x.pdf' });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('bankStatement1');
  });

  it('treats missing optional text as blank', () => {
    const { dba, businessStreet2, owner1Street2, partnerSignature, ...rest } = validInput();
    const parsed = applicationSchema.parse(rest);
    expect([parsed.dba, parsed.businessStreet2, parsed.owner1Street2, parsed.partnerSignature]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it.each([
    ['businessName', 'Business name is required'],
    ['entityType', 'Entity type is required'],
    ['timeInBusiness', 'Time in business is required'],
    ['stateOfOrganization', 'State of organization is required'],
    ['businessStreet1', 'Street address is required'],
    ['businessCity', 'City is required'],
    ['businessState', 'State is required'],
    ['owner1FirstName', 'First name is required'],
    ['owner1LastName', 'Last name is required'],
    ['owner1DateOfBirth', 'Date of birth is required'],
    ['owner1Street1', 'Street address is required'],
    ['owner1City', 'City is required'],
    ['owner1State', 'State is required'],
    ['ownerSignature', 'Owner signature is required'],
    ['signatureDate', 'Date is required'],
  ] as const)('requires %s with "%s"', (field, message) => {
    expect(errorOf(field, '')).toBe(message);
    expect(errorOf(field, '   ')).toBe(message);
    expect(errorOf(field, undefined)).toBe(message);
  });

  it('leaves DBA, street line 2 and partner signature optional', () => {
    expect(errorsOf({ dba: '', businessStreet2: '', owner1Street2: '', partnerSignature: '' })).toEqual({});
  });

  it('limits the length of free text', () => {
    expect(errorOf('businessName', 'a'.repeat(200))).toBeUndefined();
    expect(errorOf('businessName', 'a'.repeat(201))).toBe('Must be at most 200 characters');
    expect(errorOf('dba', 'a'.repeat(201))).toBe('Must be at most 200 characters');
  });

  it('only accepts listed entity types, time-in-business values and state codes', () => {
    expect(errorOf('entityType', 'sole-proprietorship')).toBeUndefined();
    expect(errorOf('entityType', 'trust')).toBe('Entity type is required');
    expect(errorOf('timeInBusiness', '5+')).toBeUndefined();
    expect(errorOf('timeInBusiness', '10+')).toBe('Time in business is required');
    expect(errorOf('businessState', 'DC')).toBe('State is required');
    expect(errorOf('stateOfOrganization', 'PR')).toBe('State of organization is required');
    expect(errorOf('owner1State', 'WY')).toBeUndefined();
  });

  describe('the deal', () => {
    it('reads the amount requested as whole dollars, typed with or without grouping', () => {
      for (const typed of ['75,000', '75000', '$75,000', ' 75000 ', 75_000]) {
        const parsed = applicationSchema.parse(validInput({ amountRequested: typed }));
        expect(parsed.amountRequested).toBe(75_000);
      }
    });

    it('requires the amount requested, from $5,000 to $5,000,000', () => {
      expect(errorOf('amountRequested', '')).toBe('Amount requested is required');
      expect(errorOf('amountRequested', undefined)).toBe('Amount requested is required');
      expect(errorOf('amountRequested', '5,000')).toBeUndefined();
      expect(errorOf('amountRequested', '5,000,000')).toBeUndefined();
      for (const outside of ['4,999', '5,000,001', '0', '-5000', '5000.50', '5e6', '50,00', 'lots', 12.5]) {
        expect(errorOf('amountRequested', outside)).toBe(
          'Amount requested must be between $5,000 and $5,000,000',
        );
      }
    });

    it('requires a use of funds and an industry from their lists', () => {
      expect(errorOf('useOfFunds', '')).toBe('Use of funds is required');
      expect(errorOf('useOfFunds', 'yacht')).toBe('Use of funds is required');
      expect(errorOf('useOfFunds', 'payroll')).toBeUndefined();
      expect(errorOf('industry', '')).toBe('Industry is required');
      expect(errorOf('industry', 'casino')).toBe('Industry is required');
      expect(errorOf('industry', 'restaurants')).toBeUndefined();
    });

    it('takes the average monthly revenue when given, in whole dollars', () => {
      expect(applicationSchema.parse(validInput()).averageMonthlyRevenue).toBeUndefined();
      expect(
        applicationSchema.parse(validInput({ averageMonthlyRevenue: '42,500' })).averageMonthlyRevenue,
      ).toBe(42_500);
      expect(errorOf('averageMonthlyRevenue', '0')).toBeUndefined();
      for (const wrong of ['100,000,001', '-1', '12.34', 'much'])
        expect(errorOf('averageMonthlyRevenue', wrong)).toBe(
          'Average monthly revenue must be a whole dollar amount up to $100,000,000',
        );
    });

    it('asks whether there are open advances or loans, and how many when yes', () => {
      expect(errorOf('hasOpenAdvances', '')).toBe(
        'Please answer whether the business has open advances or loans',
      );
      expect(errorsOf({ hasOpenAdvances: 'yes', openAdvancesCount: '' })).toEqual({
        openAdvancesCount: 'Number of open advances or loans is required',
      });
      for (const wrong of ['0', '100', '1.5'])
        expect(errorsOf({ hasOpenAdvances: 'yes', openAdvancesCount: wrong })).toEqual({
          openAdvancesCount: 'Number of open advances or loans must be between 1 and 99',
        });
      expect(
        applicationSchema.parse(validInput({ hasOpenAdvances: 'yes', openAdvancesCount: '2' })),
      ).toMatchObject({ hasOpenAdvances: 'yes', openAdvancesCount: 2 });
    });

    it('drops a count typed before the answer became no', () => {
      const parsed = applicationSchema.parse(validInput({ hasOpenAdvances: 'no', openAdvancesCount: '3' }));
      expect(parsed.openAdvancesCount).toBeUndefined();
      expect(errorsOf({ hasOpenAdvances: 'no', openAdvancesCount: 'many' })).toEqual({});
    });
  });

  describe('EIN', () => {
    it.each(['12-3456789', ' 98-7654321 '])('accepts %j', (ein) => {
      expect(errorOf('ein', ein)).toBeUndefined();
    });
    it.each(['', '123456789', '12-345678', '12-34567890', '1-23456789', 'ab-cdefghi'])(
      'rejects %j',
      (ein) => {
        expect(errorOf('ein', ein)).toBe('EIN must be in format XX-XXXXXXX');
      },
    );
  });

  describe('SSN of owner 1', () => {
    it('accepts ###-##-####', () => {
      expect(errorOf('owner1Ssn', '123-45-6789')).toBeUndefined();
    });
    it.each(['', '123456789', '123-456-789', '12-345-6789', '123-45-678'])('rejects %j', (ssn) => {
      expect(errorOf('owner1Ssn', ssn)).toBe('SSN must be in format XXX-XX-XXXX');
    });
  });

  describe('contact fields', () => {
    it.each([
      ['businessPhone', 'Business phone is required'],
      ['owner1MobilePhone', 'Mobile phone is required'],
      ['owner1Email', 'Email is required'],
    ] as const)('requires %s', (field, message) => {
      expect(errorOf(field, '')).toBe(message);
      expect(errorOf(field, '  ')).toBe(message);
      expect(errorOf(field, undefined)).toBe(message);
    });

    it('checks phone format, then that the number exists', () => {
      expect(errorOf('businessPhone', '(212) 555-0123')).toBeUndefined();
      expect(errorOf('businessPhone', '212-555-0123')).toBe('Phone number must be in format (XXX) XXX-XXXX');
      expect(errorOf('owner1MobilePhone', '(123) 555-0123')).toBe(
        'Phone number must be a valid US phone number',
      );
    });

    it('checks e-mail addresses and keeps them as typed, trimmed', () => {
      expect(errorOf('owner1Email', 'jane@example')).toBe('Email must be a valid email address');
      expect(errorOf('owner1Email', 'a@b.com, c@d.com')).toBe('Email must be a valid email address');
      const result = validateApplication(validInput({ owner1Email: '  Jane.Doe@Example.com ' }));
      expect(result.success && result.data.owner1Email).toBe('Jane.Doe@Example.com');
    });
  });

  describe('zip codes', () => {
    it.each(['12345', '12345-6789'])('accepts %j for the business and owner 1', (zip) => {
      expect(errorOf('businessZipCode', zip)).toBeUndefined();
      expect(errorOf('owner1ZipCode', zip)).toBeUndefined();
    });
    it.each(['', '1234', '123456', '12345-678', '12345-67890', '123456789', 'abcde'])('rejects %j', (zip) => {
      expect(errorOf('businessZipCode', zip)).toBe('Invalid zip code format');
      expect(errorOf('owner1ZipCode', zip)).toBe('Invalid zip code format');
    });
  });

  describe('owner 1 ownership percentage', () => {
    const message = 'Ownership percentage must be between 0-100';
    it.each([0, 100, 50.5, '0', '100', ' 25 '])('accepts %j', (value) => {
      expect(errorOf('owner1OwnershipPercentage', value)).toBeUndefined();
    });
    it.each([-1, 101, '-1', '101', '', undefined, null, Number.NaN, 'abc', '1e2', '0x10'])(
      'rejects %j',
      (value) => {
        expect(errorOf('owner1OwnershipPercentage', value)).toBe(message);
      },
    );
    it('reads numeric text as a number', () => {
      const parsed = applicationSchema.parse(validInput({ owner1OwnershipPercentage: '75' }));
      expect(parsed.owner1OwnershipPercentage).toBe(75);
    });
  });

  describe('owner 1 FICO score', () => {
    const message = 'FICO score must be between 300 and 850';
    it.each([0, 300, 850, '720', '', undefined, null])('accepts %j', (value) => {
      expect(errorOf('owner1FicoScore', value)).toBeUndefined();
    });
    it.each([299, 851, 1, -1, 700.5, '299', 'abc'])('rejects %j', (value) => {
      expect(errorOf('owner1FicoScore', value)).toBe(message);
    });
    it('is absent from the output when left empty', () => {
      expect(applicationSchema.parse(validInput({ owner1FicoScore: '' })).owner1FicoScore).toBeUndefined();
      expect(applicationSchema.parse(validInput({ owner1FicoScore: '0' })).owner1FicoScore).toBe(0);
    });
  });

  describe('owner 1 date of birth', () => {
    it('accepts a real past date', () => {
      expect(errorOf('owner1DateOfBirth', '1990-02-28')).toBeUndefined();
      expect(errorOf('owner1DateOfBirth', '2000-02-29')).toBeUndefined();
    });
    it.each(['1990-02-30', '2001-02-29', '1990-13-01', '04/15/1980', '1980-4-15', '1850-01-01'])(
      'rejects %j',
      (value) => {
        expect(errorOf('owner1DateOfBirth', value)).toBe('Date of birth must be a valid date');
      },
    );
    it('refuses an owner born in the future or younger than 18, for owner 2 as for owner 1', () => {
      expect(errorOf('owner1DateOfBirth', '2999-01-01')).toBe('Date of birth cannot be in the future');
      const tooYoung = `${new Date().getUTCFullYear() - 17}-01-01`;
      expect(errorOf('owner1DateOfBirth', tooYoung)).toBe('Owner must be at least 18 years old');
      const result = validateApplication({
        ...validInput(),
        hasSecondOwner: true,
        ...secondOwner,
        owner2DateOfBirth: tooYoung,
      });
      expect(result.success ? {} : result.fields).toEqual({
        owner2DateOfBirth: 'Owner must be at least 18 years old',
      });
    });
  });

  describe('dateOfBirthIssue', () => {
    const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
    it('accepts an owner on their 18th birthday anywhere on Earth, and not a day earlier', () => {
      // At 12:00 UTC it is already the next day at UTC+14.
      expect(dateOfBirthIssue('2008-06-16', noon('2026-06-15'))).toBeUndefined();
      expect(dateOfBirthIssue('2008-06-17', noon('2026-06-15'))).toBe('Owner must be at least 18 years old');
    });
    it('tells the future from the past by the same latest "today"', () => {
      expect(dateOfBirthIssue('2026-06-16', noon('2026-06-15'))).toBe('Owner must be at least 18 years old');
      expect(dateOfBirthIssue('2026-06-17', noon('2026-06-15'))).toBe(
        'Date of birth cannot be in the future',
      );
    });
    it('counts a 29 February birthday as adult on 1 March of a common year', () => {
      expect(dateOfBirthIssue('2008-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(
        'Owner must be at least 18 years old',
      );
      expect(dateOfBirthIssue('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBeUndefined();
    });
  });

  it('requires a valid signature date', () => {
    expect(errorOf('signatureDate', '2024-02-29')).toBeUndefined();
    expect(errorOf('signatureDate', '2023-02-29')).toBe('Date must be a valid date');
  });

  it('requires the terms to be accepted', () => {
    expect(errorOf('acceptTerms', false)).toBe('You must accept the terms of service');
    expect(errorOf('acceptTerms', undefined)).toBe('You must accept the terms of service');
    expect(errorOf('acceptTerms', 'true')).toBe('You must accept the terms of service');
  });

  describe('second owner', () => {
    it('requires the owner 2 fields, in the order of the spec, when added', () => {
      const result = validateApplication(validInput({ hasSecondOwner: true }));
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(Object.entries(result.fields)).toEqual([
        ['owner2FirstName', 'First name is required'],
        ['owner2LastName', 'Last name is required'],
        ['owner2OwnershipPercentage', 'Ownership percentage is required'],
        ['owner2DateOfBirth', 'Date of birth is required'],
        ['owner2Ssn', 'SSN is required'],
        ['owner2Street1', 'Street address is required'],
        ['owner2City', 'City is required'],
        ['owner2State', 'State is required'],
        ['owner2ZipCode', 'Zip code is required'],
      ]);
    });

    it('reports the owner 2 issues in the same order from the schema itself', () => {
      const result = applicationSchema.safeParse(validInput({ hasSecondOwner: true }));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'First name is required',
        'Last name is required',
        'Ownership percentage is required',
        'Date of birth is required',
        'SSN is required',
        'Street address is required',
        'City is required',
        'State is required',
        'Zip code is required',
      ]);
    });

    it('accepts a complete second owner and keeps the values', () => {
      const parsed = applicationSchema.parse(validInput({ hasSecondOwner: true, ...secondOwner }));
      expect(parsed.owner2FirstName).toBe('John');
      expect(parsed.owner2OwnershipPercentage).toBe(40);
      expect(parsed.owner2State).toBe('TX');
    });

    it('does not check the owner 2 SSN and zip formats beyond presence', () => {
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner, owner2Ssn: '12', owner2ZipCode: '1' })).toEqual(
        {},
      );
    });

    it('still checks ranges and dates that are given for owner 2', () => {
      const fields = errorsOf({
        hasSecondOwner: true,
        ...secondOwner,
        owner2OwnershipPercentage: 101,
        owner2FicoScore: 299,
        owner2DateOfBirth: '1990-02-30',
        owner2State: 'XX',
      });
      expect(fields).toEqual({
        owner2OwnershipPercentage: 'Ownership percentage must be between 0-100',
        owner2DateOfBirth: 'Date of birth must be a valid date',
        owner2FicoScore: 'FICO score must be between 300 and 850',
        owner2State: 'State is required',
      });
    });

    it('accepts owner 2 ownership boundaries 0 and 100', () => {
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner, owner2OwnershipPercentage: 0 })).toEqual({});
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner, owner2OwnershipPercentage: '100' })).toEqual(
        {},
      );
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner, owner2OwnershipPercentage: -1 })).toEqual({
        owner2OwnershipPercentage: 'Ownership percentage must be between 0-100',
      });
    });

    it('ignores and blanks owner 2 values when the checkbox is off', () => {
      const result = validateApplication(
        validInput({
          hasSecondOwner: false,
          ...secondOwner,
          owner2OwnershipPercentage: 500,
          owner2FicoScore: 5,
          owner2FirstName: 'x'.repeat(1000),
          owner2State: 'nowhere',
        }),
      );
      expect(result.success).toBe(true);
      if (!result.success) return;
      expect(result.data.owner2FirstName).toBe('');
      expect(result.data.owner2Ssn).toBe('');
      expect(result.data.owner2State).toBe('');
      expect(result.data.owner2OwnershipPercentage).toBeUndefined();
      expect(result.data.owner2FicoScore).toBeUndefined();
    });

    it('takes owner 2 e-mail and mobile phone as optional, checked when given, dropped without owner 2', () => {
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner })).toEqual({});
      expect(
        errorsOf({
          hasSecondOwner: true,
          ...secondOwner,
          owner2Email: 'john@roe',
          owner2MobilePhone: '214-555-0163',
        }),
      ).toEqual({
        owner2Email: 'Email must be a valid email address',
        owner2MobilePhone: 'Phone number must be in format (XXX) XXX-XXXX',
      });
      const given = { owner2Email: 'john@roe.example', owner2MobilePhone: '(214) 555-0163' };
      expect(errorsOf({ hasSecondOwner: true, ...secondOwner, ...given })).toEqual({});
      const withoutOwner2 = validateApplication(validInput({ hasSecondOwner: false, ...given }));
      expect(
        withoutOwner2.success && [withoutOwner2.data.owner2Email, withoutOwner2.data.owner2MobilePhone],
      ).toEqual(['', '']);
    });

    it('ignores owner 2 values of the wrong type when the checkbox is off', () => {
      const input = { ...validInput(), owner2FirstName: 42, owner2OwnershipPercentage: { a: 1 } };
      expect(validateApplication(input).success).toBe(true);
    });

    it('defaults to no second owner', () => {
      const { hasSecondOwner, ...rest } = validInput();
      expect(applicationSchema.parse(rest).hasSecondOwner).toBe(false);
    });

    it('reports owner 2 problems together with other fields', () => {
      const fields = errorsOf({ businessName: '', hasSecondOwner: true, ...secondOwner, owner2City: '' });
      expect(fields).toEqual({ businessName: 'Business name is required', owner2City: 'City is required' });
    });
  });
});

describe('validateApplication', () => {
  it('returns the first message per field, keyed by field, in form order', () => {
    const result = validateApplication({ hasSecondOwner: true });
    expect(result.success).toBe(false);
    if (result.success) return;
    const keys = Object.keys(result.fields);
    const formOrder = APPLICATION_FIELDS.filter((field) => keys.includes(field));
    expect(keys).toEqual(formOrder);
    expect(result.fields).toMatchObject({
      businessName: 'Business name is required',
      ein: 'EIN must be in format XX-XXXXXXX',
      businessZipCode: 'Invalid zip code format',
      owner1OwnershipPercentage: 'Ownership percentage must be between 0-100',
      owner1Ssn: 'SSN must be in format XXX-XX-XXXX',
      owner2ZipCode: 'Zip code is required',
      acceptTerms: 'You must accept the terms of service',
      signatureDate: 'Date is required',
    });
    // A blank date of birth fails "required" only, not also "valid date".
    expect(result.fields.owner1DateOfBirth).toBe('Date of birth is required');
  });

  it('reports an input that is not an object under the form key', () => {
    const result = validateApplication('nope');
    expect(result).toEqual({ success: false, fields: { _form: expect.any(String) } });
  });
});

describe('emptyApplication', () => {
  it('has every field, blank, and is dated today in local time', () => {
    const now = new Date(2024, 6, 4, 23, 30);
    const empty = emptyApplication(now);
    expect(Object.keys(empty).sort()).toEqual([...APPLICATION_FIELDS].sort());
    expect(empty.signatureDate).toBe('2024-07-04');
    expect(empty.hasSecondOwner).toBe(false);
    expect(empty.acceptTerms).toBe(false);
    expect(empty.businessName).toBe('');
  });

  it('fails validation with the required messages', () => {
    const result = validateApplication(emptyApplication());
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fields.businessName).toBe('Business name is required');
    expect(result.fields.signatureDate).toBeUndefined();
  });
});

describe('control characters', () => {
  it('are removed from text, so NUL never reaches the database', () => {
    const result = applicationSchema.safeParse(
      validInput({ businessName: 'Acme\u0000 Bakery\u0007', dba: '\u0000' }),
    );
    expect(result.success && [result.data.businessName, result.data.dba]).toEqual(['Acme Bakery', '']);
  });
});

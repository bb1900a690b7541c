import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, nextStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';

describe('input masks', () => {
  it('format the EIN, zip, SSN and phones while typing and drop anything but digits', async () => {
    const { user } = await renderApp('/application');
    const ein = field('EIN');
    await user.type(ein, '12a3456789999');
    expect(ein.value).toBe('12-3456789');

    const zip = field('Business Zip Code');
    await user.type(zip, '97209');
    expect(zip.value).toBe('97209');
    await user.type(zip, '1234567');
    expect(zip.value).toBe('97209-1234');

    const businessPhone = field('Business Phone');
    await user.type(businessPhone, '503');
    expect(businessPhone.value).toBe('(503');
    await user.type(businessPhone, 'x555-01429');
    expect(businessPhone.value).toBe('(503) 555-0142');
    await user.type(businessPhone, '{Backspace}');
    expect(businessPhone.value).toBe('(503) 555-014');
    // A pasted number with the country code keeps the ten digits that matter.
    await user.clear(businessPhone);
    await user.paste('+1 503 555 0199');
    expect(businessPhone.value).toBe('(503) 555-0199');

    await nextStep(user);
    const ssn = field('Owner 1 SSN');
    await user.type(ssn, '123 45 6789 0');
    expect(ssn.value).toBe('123-45-6789');
    const ownerZip = field('Owner 1 Zip Code');
    await user.type(ownerZip, '9720x1');
    expect(ownerZip.value).toBe('97201');
    const mobile = field('Owner 1 Mobile Phone');
    await user.type(mobile, '1 (971) 555.0163');
    expect(mobile.value).toBe('(971) 555-0163');

    await user.click(screen.getByRole('checkbox', { name: 'Add second owner' }));
    const secondSsn = field('Owner 2 SSN');
    await user.type(secondSsn, '98765');
    expect(secondSsn.value).toBe('987-65');
    const secondMobile = field('Owner 2 Mobile Phone');
    await user.type(secondMobile, '5415550100');
    expect(secondMobile.value).toBe('(541) 555-0100');
  });
});

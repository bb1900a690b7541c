import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;

describe('input masks', () => {
  it('format the EIN, zip, SSN and phones while typing and drop anything but digits', async () => {
    const { user } = await renderApp('/application');
    const ein = await screen.findByLabelText(/^EIN/);
    await user.type(ein, '12a3456789999');
    expect(ein).toHaveProperty('value', '12-3456789');
    const zip = field('Business Zip Code');
    await user.type(zip, '97209');
    expect(zip.value).toBe('97209');
    await user.type(zip, '1234567');
    expect(zip.value).toBe('97209-1234');
    const phone = field('Business Phone');
    await user.type(phone, '503');
    expect(phone.value).toBe('(503');
    await user.type(phone, 'x555-01429');
    expect(phone.value).toBe('(503) 555-0142');
    await user.type(phone, '{Backspace}');
    expect(phone.value).toBe('(503) 555-014');
  });
});

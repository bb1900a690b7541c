import { describe, expect, it } from 'vitest';
import { agentCreateSchema, agentPublicSchema, agentSchema, agentUpdateSchema } from './agent.ts';
import { firstMessagePerField } from './field-messages.ts';

function errors(result: { error?: { issues: Parameters<typeof firstMessagePerField>[0] } | undefined }) {
  return result.error ? firstMessagePerField(result.error.issues) : {};
}

const agentId = '5f0c3c1e-8a4b-4c7e-9d2f-1a2b3c4d5e6f';

describe('agentCreateSchema', () => {
  it('accepts a name and email, trimmed, with an optional phone', () => {
    expect(agentCreateSchema.parse({ name: ' John Smith ', email: ' john@example.com ' })).toEqual({
      name: 'John Smith',
      email: 'john@example.com',
    });
    expect(
      agentCreateSchema.parse({ name: 'J', email: 'j@example.com', phone: '(212) 555-0123' }).phone,
    ).toBe('(212) 555-0123');
  });

  it('checks and formats the phone like every other phone number', () => {
    const phoneOf = (phone: string) =>
      agentCreateSchema.parse({ name: 'J', email: 'j@example.com', phone }).phone;
    expect(phoneOf('212-555-0123')).toBe('(212) 555-0123');
    expect(phoneOf('+1 212 555 0123')).toBe('(212) 555-0123');
    expect(
      errors(agentCreateSchema.safeParse({ name: 'J', email: 'j@example.com', phone: '555-0100' })),
    ).toEqual({
      phone: 'Phone number must be in format (XXX) XXX-XXXX',
    });
    expect(
      errors(agentCreateSchema.safeParse({ name: 'J', email: 'j@example.com', phone: '(123) 555-0123' })),
    ).toEqual({ phone: 'Phone number must be a valid US phone number' });
  });

  it('turns an empty phone into null so it can be cleared', () => {
    expect(agentCreateSchema.parse({ name: 'J', email: 'j@example.com', phone: ' ' }).phone).toBeNull();
  });

  it('requires name and email with the spec message', () => {
    expect(errors(agentCreateSchema.safeParse({}))).toEqual({
      name: 'Please fill in all fields',
      email: 'Please fill in all fields',
    });
    expect(errors(agentCreateSchema.safeParse({ name: '  ', email: '' }))).toEqual({
      name: 'Please fill in all fields',
      email: 'Please fill in all fields',
    });
  });

  it('drops control characters, which the database would refuse', () => {
    expect(
      agentCreateSchema.parse({
        name: 'Jo\u0000hn',
        email: 'j@example.com\u0007',
        phone: '212555\u001f0123',
      }),
    ).toEqual({
      name: 'John',
      email: 'j@example.com',
      phone: '(212) 555-0123',
    });
  });

  it('refuses a malformed email', () => {
    expect(errors(agentCreateSchema.safeParse({ name: 'J', email: 'not-an-email' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('agentUpdateSchema', () => {
  it('accepts any subset of the fields plus isActive', () => {
    expect(agentUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(agentUpdateSchema.parse({})).toEqual({});
  });

  it('still refuses a blank name or a bad email when given', () => {
    expect(errors(agentUpdateSchema.safeParse({ name: '', email: 'x' }))).toEqual({
      name: 'Please fill in all fields',
      email: 'Please enter a valid email address',
    });
  });
});

describe('agent read models', () => {
  it("parses an active agent's card and keeps only the id of a deactivated agent", () => {
    const agent = { id: agentId, isActive: true, name: 'J', email: 'j@example.com', phone: null };
    expect(agentPublicSchema.parse({ ...agent, slug: 'j' })).toEqual(agent);
    expect(agentPublicSchema.parse({ ...agent, isActive: false })).toEqual({ id: agentId, isActive: false });
  });

  it('parses the admin view', () => {
    const agent = {
      id: agentId,
      name: 'J',
      email: 'j@example.com',
      phone: '555-0100',
      slug: 'j',
      isActive: true,
      applicationsCount: 3,
      referralLink: 'http://127.0.0.1:8080/j-funding-application',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(agentSchema.parse(agent)).toEqual(agent);
    expect(agentSchema.safeParse({ ...agent, id: 'nope' }).success).toBe(false);
  });
});

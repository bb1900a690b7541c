import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  CREATABLE_ADMIN_ROLES,
  loginRequestSchema,
  loginResponseSchema,
  MIN_PASSWORD_LENGTH,
  passwordChangeSchema,
  ROLE_LABELS,
  verifyResponseSchema,
} from './admin.ts';
import { firstMessagePerField } from './field-messages.ts';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, DRAFT_STORAGE_KEY } from './storage-keys.ts';

function errors(result: { error?: { issues: Parameters<typeof firstMessagePerField>[0] } | undefined }) {
  return result.error ? firstMessagePerField(result.error.issues) : {};
}

const user = {
  id: '0b6f2a5e-3c1d-4e8f-a9b0-c1d2e3f4a5b6',
  username: 'admin',
  email: 'admin@example.com',
  role: 'super_admin',
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

describe('roles', () => {
  it('has three roles, two of them offered on creation', () => {
    expect(ADMIN_ROLES).toEqual(['super_admin', 'admin', 'viewer']);
    expect(CREATABLE_ADMIN_ROLES).toEqual(['admin', 'viewer']);
    expect(ROLE_LABELS).toEqual({ super_admin: 'Super Admin', admin: 'Admin', viewer: 'Viewer' });
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });
});

describe('adminUserCreateSchema', () => {
  it('accepts a new admin and defaults the role to admin', () => {
    const parsed = adminUserCreateSchema.parse({
      username: ' bob ',
      email: 'bob@example.com',
      password: '12345678',
    });
    expect(parsed).toEqual({
      username: 'bob',
      email: 'bob@example.com',
      password: '12345678',
      role: 'admin',
    });
  });

  it('drops control characters from the username and email but keeps the password exactly', () => {
    const parsed = adminUserCreateSchema.parse({
      username: 'b\u0000ob',
      email: 'bob@example.com\u007f',
      password: '1234\u00015678',
    });
    expect(parsed).toMatchObject({ username: 'bob', email: 'bob@example.com', password: '1234\u00015678' });
  });

  it('requires username, email and password', () => {
    expect(errors(adminUserCreateSchema.safeParse({ username: '', role: 'viewer' }))).toEqual({
      username: 'Please fill in all required fields',
      email: 'Please fill in all required fields',
      password: 'Please fill in all required fields',
    });
  });

  it('needs 8 characters of password, a valid email, and a creatable role', () => {
    const body = { username: 'bob', email: 'bob@example.com', password: '1234567' };
    expect(errors(adminUserCreateSchema.safeParse(body))).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(errors(adminUserCreateSchema.safeParse({ ...body, password: '12345678', email: 'bob' }))).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(
      adminUserCreateSchema.safeParse({ ...body, password: '12345678', role: 'super_admin' }).success,
    ).toBe(false);
  });

  it('does not trim passwords', () => {
    expect(
      adminUserCreateSchema.parse({ username: 'b', email: 'b@example.com', password: ' 1234567 ' }).password,
    ).toBe(' 1234567 ');
  });
});

describe('adminUserUpdateSchema', () => {
  it('accepts any subset, including super_admin', () => {
    expect(adminUserUpdateSchema.parse({ role: 'super_admin' })).toEqual({ role: 'super_admin' });
    expect(adminUserUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(adminUserUpdateSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});

describe('passwordChangeSchema', () => {
  const base = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };

  it('accepts matching new passwords of 8 characters or more', () => {
    expect(passwordChangeSchema.safeParse(base).success).toBe(true);
  });

  it('refuses mismatched passwords on the confirm field', () => {
    expect(errors(passwordChangeSchema.safeParse({ ...base, confirmPassword: 'other-password' }))).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });

  it('refuses a short new password on the new password field', () => {
    expect(
      errors(passwordChangeSchema.safeParse({ ...base, newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual({ newPassword: 'New password must be at least 8 characters long' });
  });

  it('reports both problems at once', () => {
    expect(
      errors(passwordChangeSchema.safeParse({ ...base, newPassword: 'short', confirmPassword: 'x' })),
    ).toEqual({
      newPassword: 'New password must be at least 8 characters long',
      confirmPassword: 'New passwords do not match',
    });
  });

  it('requires every field', () => {
    expect(errors(passwordChangeSchema.safeParse({}))).toEqual({
      currentPassword: 'Please fill in all fields',
      newPassword: 'Please fill in all fields',
      confirmPassword: 'Please fill in all fields',
    });
  });
});

describe('login', () => {
  it('needs both fields and trims the username only', () => {
    expect(loginRequestSchema.parse({ username: ' admin ', password: ' pw ' })).toEqual({
      username: 'admin',
      password: ' pw ',
    });
    expect(loginRequestSchema.safeParse({ username: '  ', password: 'pw' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'admin', password: '' }).success).toBe(false);
  });

  it('parses the login and verify responses', () => {
    const login = { success: true, message: 'Login successful', data: { token: 't', user } };
    // The spec's user shape still parses; one stored before the second factor reads as without one.
    const withFactor = { ...user, secondFactorEnabled: false };
    expect(loginResponseSchema.parse(login)).toEqual({ ...login, data: { token: 't', user: withFactor } });
    const permissions = { downloadFiles: false, revealPersonalData: false };
    expect(verifyResponseSchema.parse({ success: true, user, permissions })).toEqual({
      success: true,
      user: withFactor,
      permissions,
    });
    expect(verifyResponseSchema.safeParse({ success: true, user }).success).toBe(false);
    expect(adminUserSchema.parse({ ...user, secondFactorEnabled: true }).secondFactorEnabled).toBe(true);
    expect(adminUserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });

  it('stores under the spec keys', () => {
    expect([ADMIN_TOKEN_KEY, ADMIN_USER_KEY, DRAFT_STORAGE_KEY]).toEqual([
      'adminToken',
      'adminUser',
      'fundingApplicationDraft',
    ]);
  });
});

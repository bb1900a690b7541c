import { z } from 'zod';
import { CODE_MAX, formText, NAME_MAX } from './form-fields.ts';
import { uuidSchema } from './ids.ts';
import { MESSAGES } from './messages.ts';

// Admin users, login and password change: their records (docs/product.md#records-and-their-fields),
// rules (docs/product.md#rules-in-brief) and permissions (docs/product.md#who-may-do-what).

export const ADMIN_ROLES = ['super_admin', 'admin', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

// The create form offers these two; super_admin is only ever granted by editing a user.
export const CREATABLE_ADMIN_ROLES = ['admin', 'viewer'] as const satisfies readonly AdminRole[];

export const ROLE_LABELS: Record<AdminRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  viewer: 'Viewer',
};

export const MIN_PASSWORD_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU.
export const MAX_PASSWORD_LENGTH = 200;

export const adminUserSchema = z.object({
  id: uuidSchema,
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  /** Ours: whether the user signs in with a second factor (TOTP). Absent in data stored before it. */
  secondFactorEnabled: z.boolean().default(false),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// Trimmed text is also cleaned of control characters; untrimmed text is a password, kept exactly.
function requiredString(message: string, max: number, trim: boolean) {
  const text = trim ? formText({ error: message }).trim() : z.string({ error: message });
  return text.min(1, message).max(max, MESSAGES.tooLong(max));
}

const email = (requiredMessage: string) =>
  requiredString(requiredMessage, NAME_MAX, true).pipe(z.email(MESSAGES.emailInvalid));

// Passwords are never trimmed: a space is a legitimate character.
export const adminUserCreateSchema = z.object({
  username: requiredString(MESSAGES.fillAllRequiredFields, CODE_MAX, true),
  email: email(MESSAGES.fillAllRequiredFields),
  password: requiredString(MESSAGES.fillAllRequiredFields, MAX_PASSWORD_LENGTH, false).min(
    MIN_PASSWORD_LENGTH,
    MESSAGES.passwordTooShort,
  ),
  role: z.enum(CREATABLE_ADMIN_ROLES).default('admin'),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z.object({
  email: email(MESSAGES.fillAllRequiredFields).optional(),
  role: z.enum(ADMIN_ROLES).optional(),
  isActive: z.boolean().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: requiredString(MESSAGES.fillAllFields, MAX_PASSWORD_LENGTH, false),
    newPassword: requiredString(MESSAGES.fillAllFields, MAX_PASSWORD_LENGTH, false).min(
      MIN_PASSWORD_LENGTH,
      MESSAGES.newPasswordTooShort,
    ),
    confirmPassword: requiredString(MESSAGES.fillAllFields, MAX_PASSWORD_LENGTH, false),
  })
  .superRefine(
    (body, ctx) => {
      if (typeof body.confirmPassword !== 'string' || body.confirmPassword === '') return;
      if (body.newPassword !== body.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordsDoNotMatch, path: ['confirmPassword'] });
      }
    },
    // Compare even when another field failed, so both problems show at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const loginRequestSchema = z.object({
  username: requiredString(MESSAGES.fillAllRequiredFields, CODE_MAX, true),
  password: requiredString(MESSAGES.fillAllRequiredFields, MAX_PASSWORD_LENGTH, false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({ token: z.string(), user: adminUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What the signed-in staff member may do beyond their role's reading, as the server decides it
 * (the screens only leave out what would be refused): download the PDF package and the uploaded
 * files (viewers only when the deployment allows it, `VIEWER_DOWNLOADS`), and reveal SSN, EIN and
 * dates of birth (admins and super admins).
 */
export const staffPermissionsSchema = z.object({
  downloadFiles: z.boolean(),
  revealPersonalData: z.boolean(),
});
export type StaffPermissions = z.infer<typeof staffPermissionsSchema>;

export const verifyResponseSchema = z.object({
  success: z.boolean(),
  user: adminUserSchema,
  /** Ours: what the user may do beyond their role's reading. */
  permissions: staffPermissionsSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminRole,
  type ApplicationInput,
  applicationSchema,
  formatApplicationId,
  type ReviewStatus,
  type UploadSlot,
} from '@funding/contracts';
import {
  applicationColumns,
  documentObjectKey,
  insertMatchKeys,
  maskedSummaryPdfObjectKey,
  pdfObjectKey,
  schema,
  totpSecretContext,
} from '@funding/platform';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../auth/second-factor/recovery-codes.ts';
import { newTotpSecret, totpCodeAt } from '../auth/second-factor/totp.ts';
import { signSessionToken } from '../auth/session-token.ts';
import type { Dependencies } from '../dependencies.ts';

/** Test data for the admin API: admin users with tokens, applications with stored files. */

export const TEST_PASSWORD = 'correct horse battery staple';

// One argon2 hash for every test user: hashing is slow on purpose, and the tests only need it to
// match.
let sharedHash: Promise<string> | undefined;

export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A random private address, so login tests do not share brute-force counters. */
export function randomIp(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The binding that the Node server gives a request, so `clientIp()` sees `ip` in-process. */
export function fromIp(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}

export interface TestAdmin {
  id: string;
  username: string;
  role: AdminRole;
  token: string;
  headers: { Authorization: string };
}

export async function createAdmin(
  deps: Dependencies,
  options: { role?: AdminRole; isActive?: boolean; username?: string } = {},
): Promise<TestAdmin> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const role = options.role ?? 'admin';
  const [user] = await deps.db
    .insert(schema.adminUsers)
    .values({
      username: options.username ?? unique(role),
      email: `${unique('admin')}@example.com`,
      passwordHash: await sharedHash,
      role,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('no admin inserted');
  const { token } = await signSessionToken(
    deps.env.JWT_SECRET,
    { adminId: user.id, sessionVersion: user.sessionVersion },
    deps.env.ADMIN_SESSION_TTL_SECONDS,
  );
  return { id: user.id, username: user.username, role, token, headers: { Authorization: `Bearer ${token}` } };
}

export interface TestSecondFactor {
  secret: string;
  recoveryCodes: string[];
  /** The app's code `stepsAhead` 30-second steps from now (the server accepts one step either side). */
  code(stepsAhead?: number): string;
}

/** Turns a second factor on for the user as a confirmed enrolment leaves it (without the API). */
export async function giveSecondFactor(
  deps: Dependencies,
  adminId: string,
  secret = newTotpSecret(),
): Promise<TestSecondFactor> {
  const recoveryCodes = newRecoveryCodes();
  await deps.db
    .update(schema.adminUsers)
    .set({ totpSecret: deps.cipher.encrypt(secret, totpSecretContext(adminId)), totpEnabledAt: new Date() })
    .where(eq(schema.adminUsers.id, adminId));
  await deps.db
    .insert(schema.adminRecoveryCodes)
    .values(
      recoveryCodes.map((code) => ({ adminUserId: adminId, codeHash: recoveryCodeHash(adminId, code)! })),
    );
  return {
    secret,
    recoveryCodes,
    code: (stepsAhead = 0) => totpCodeAt(secret, Date.now() + stepsAhead * 30_000),
  };
}

/** A key waiting for its first code, as starting an enrolment leaves it (without the API). */
export async function givePendingEnrolment(
  deps: Dependencies,
  adminId: string,
  secret: string,
): Promise<void> {
  await deps.db
    .update(schema.adminUsers)
    .set({ totpPendingSecret: deps.cipher.encrypt(secret, totpSecretContext(adminId)) })
    .where(eq(schema.adminUsers.id, adminId));
}

export interface TestDocument {
  slot: UploadSlot;
  name: string;
  body: Buffer;
  contentType?: string;
}

export interface TestApplication {
  id: string;
  applicationId: string;
  pdfKey: string | null;
  documentKeys: string[];
}

/** An application row as intake writes it, with its documents (and PDF when `pdf` is given) stored. */
export async function insertApplication(
  deps: Dependencies,
  options: {
    input?: Partial<ApplicationInput>;
    pdf?: Buffer;
    /** The viewers' copy of the PDF (its summary with SSN, EIN and dates of birth masked). */
    maskedSummaryPdf?: Buffer;
    pdfStatus?: 'pending' | 'processing' | 'done' | 'failed';
    emailStatus?: 'pending' | 'processing' | 'done' | 'failed';
    documents?: TestDocument[];
    agent?: { id: string | null; name: string; email: string };
    createdAt?: Date;
    reviewStatus?: ReviewStatus;
    assigneeId?: string | null;
  } = {},
): Promise<TestApplication> {
  const applicationId = formatApplicationId(randomBytes(8));
  const application = applicationSchema.parse(validApplicationInput(options.input));
  const { storage } = deps;
  const pdfKey = options.pdf ? pdfObjectKey(applicationId) : null;
  if (options.pdf && pdfKey) {
    await storage.putBytes(pdfKey, options.pdf, 'application/pdf');
  }
  if (options.maskedSummaryPdf) {
    await storage.putBytes(
      maskedSummaryPdfObjectKey(applicationId),
      options.maskedSummaryPdf,
      'application/pdf',
    );
  }
  const [row] = await deps.db
    .insert(schema.applications)
    .values({
      ...applicationColumns(application, applicationId, deps.cipher),
      agentId: options.agent?.id ?? null,
      agentName: options.agent?.name ?? null,
      agentEmail: options.agent?.email ?? null,
      pdfStatus: options.pdfStatus ?? (options.pdf ? 'done' : 'pending'),
      emailStatus: options.emailStatus ?? 'pending',
      pdfKey,
      pdfSizeBytes: options.pdf?.length ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.reviewStatus ? { reviewStatus: options.reviewStatus } : {}),
      ...(options.assigneeId ? { assigneeId: options.assigneeId } : {}),
    })
    .returning({ id: schema.applications.id });
  if (!row) throw new Error('no application inserted');
  await insertMatchKeys(deps.db, application, row.id, deps.duplicateHasher);

  const documentKeys: string[] = [];
  for (const document of options.documents ?? []) {
    const key = documentObjectKey(applicationId);
    const contentType = document.contentType ?? 'application/pdf';
    await storage.putBytes(key, document.body, contentType);
    await deps.db.insert(schema.documents).values({
      applicationId: row.id,
      slot: document.slot,
      storageKey: key,
      originalName: document.name,
      contentType,
      sizeBytes: document.body.length,
    });
    documentKeys.push(key);
  }
  return { id: row.id, applicationId, pdfKey, documentKeys };
}

import { randomBytes, randomUUID } from 'node:crypto';
import {
  ADMIN_TOKEN_KEY,
  ADMIN_USER_KEY,
  type AdminRole,
  type AdminUser,
  APPLICATION_ID_PATTERN,
  type ApplicationInput,
  emptyApplication,
} from '@funding/contracts';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { statementPdf } from './applicant-files.ts';
import { field } from './applicant-form.ts';
import { mailApiUrl } from './fixtures.ts';
import { totpCode } from './totp.ts';

export { field };

// Helpers of the admin portal specs: the API calls that set up data as staff (or an applicant)
// would, and the few page steps every spec repeats. Specs share one running system with the
// applicant specs, so every name is unique and no list is assumed empty.

/**
 * The first super admin of the local system (docs/architecture.md#contracts-between-the-parts).
 * Never sign it out or change its password.
 */
export const FIRST_ADMIN = { username: 'admin', password: 'admin-password' };

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** Owner 1's address in every application `submitApplication` sends: the confirmation goes there. */
export const APPLICANT_EMAIL = 'jordan.reviewer@example.com';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function apiSignIn(
  request: APIRequestContext,
  { username, password } = FIRST_ADMIN,
): Promise<{ token: string; user: AdminUser }> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string; user: AdminUser } }).data;
}

export interface Credentials {
  id: string;
  username: string;
  password: string;
}

/**
 * 24 random letters: strong, and quick for the BFF to rate. zxcvbn reads each digit as a possible
 * l33t letter and matches every reading against its dictionaries: a UUID's digits cost about half
 * a second of the BFF's CPU per rating, and a user's creation rates its password twice.
 */
export function strongPassword(): string {
  return randomBytes(48)
    .toString('base64')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 24);
}

/** A new admin user of `role` (super_admin is granted by an edit, as the API requires). */
export async function createAdminUser(request: APIRequestContext, role: AdminRole): Promise<Credentials> {
  const { token } = await apiSignIn(request);
  const username = `e2e-${role.replace('_', '-')}-${randomUUID().slice(0, 8)}`;
  const password = strongPassword();
  const created = await request.post('/api/admin/users', {
    headers: bearer(token),
    data: {
      username,
      email: `${username}@staff.test`,
      password,
      role: role === 'viewer' ? 'viewer' : 'admin',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as AdminUser;
  if (role === 'super_admin') {
    const promoted = await request.put(`/api/admin/users/${id}`, {
      headers: bearer(token),
      data: { role: 'super_admin' },
    });
    expect(promoted.ok()).toBe(true);
  }
  return { id, username, password };
}

/** Submits an application through the public API, as the form does, with one bank statement. */
export async function submitApplication(
  request: APIRequestContext,
  values: Partial<ApplicationInput> & { businessName: string },
  { agentId, bankStatements = 1 }: { agentId?: string; bankStatements?: number } = {},
): Promise<string> {
  const data: ApplicationInput = {
    ...emptyApplication(),
    dba: 'E2E Trading',
    entityType: 'corporation',
    ein: '12-3456789',
    businessStreet1: '100 Main Street',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '78701',
    businessPhone: '(512) 555-0100',
    timeInBusiness: '2-5',
    stateOfOrganization: 'TX',
    amountRequested: '120,000',
    useOfFunds: 'working-capital',
    industry: 'retail',
    averageMonthlyRevenue: '58,000',
    hasOpenAdvances: 'yes',
    openAdvancesCount: '1',
    owner1FirstName: 'Jordan',
    owner1LastName: 'Reviewer',
    owner1OwnershipPercentage: '100',
    owner1DateOfBirth: '1980-05-15',
    owner1Ssn: '123-45-6789',
    owner1Street1: '200 Oak Avenue',
    owner1City: 'Austin',
    owner1State: 'TX',
    owner1ZipCode: '78702',
    owner1Email: APPLICANT_EMAIL,
    owner1MobilePhone: '(512) 555-0199',
    acceptTerms: true,
    ownerSignature: 'Jordan Reviewer',
    ...values,
  };
  // One by default, so the application is in Missing documents with the system's request for the
  // other three; with all four it is New.
  const statements = Object.fromEntries(
    ['march', 'february', 'january', 'december']
      .slice(0, bankStatements)
      .map((month, index) => [`bankStatement${index + 1}`, statementPdf(`${month}-statement.pdf`)]),
  );
  const response = await request.post('/api/applications', {
    multipart: {
      data: JSON.stringify(data),
      ...(agentId ? { agentId } : {}),
      ...statements,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: string }).applicationId;
}

/**
 * Opens /admin and waits for its (lazily loaded) login screen, so that storage changed afterwards is
 * only read by the next page load.
 */
async function openLoginScreen(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
}

/**
 * Opens /admin already signed in, as a stored token from an earlier visit would. The token is put
 * into the origin's storage from a page of it that is not the app (the health check's JSON), so the
 * app loads once, signed in, rather than once for the login screen and again after.
 */
export async function openPanelWithToken(
  page: Page,
  session: { token: string; user: AdminUser },
): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ({ tokenKey, userKey, token, user }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
    },
    { tokenKey: ADMIN_TOKEN_KEY, userKey: ADMIN_USER_KEY, ...session },
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await openLoginScreen(page);
  await signInOnLoginScreen(page, username, password);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

/** Signs in on the login screen shown now, wherever it is (the portal keeps the address). */
export async function signInOnLoginScreen(page: Page, username: string, password: string): Promise<void> {
  const loginHeading = page.getByRole('heading', { name: 'Admin Portal', level: 1 });
  await submitPassword(page, username, password);
  await expect(loginHeading).toBeHidden();
  // Attached, not visible: a dialog the address opens (an application's detail) hides the rest.
  await expect(
    page.getByRole('heading', { name: 'Admin Panel', level: 1, includeHidden: true }),
  ).toBeAttached();
}

/** The first step only, for an account with two-step verification: the next screen asks for a code. */
export async function enterPassword(page: Page, username: string, password: string): Promise<void> {
  await openLoginScreen(page);
  await submitPassword(page, username, password);
}

async function submitPassword(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The second step, for an account with two-step verification: a code from the app or a recovery code. */
export async function enterSecondFactorCode(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 2 })).toBeFocused();
  await field(page, 'Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Turns two-step verification on for a user through the API; answers the key and the recovery codes. */
export async function enrolSecondFactor(
  request: APIRequestContext,
  user: Credentials,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { token } = await apiSignIn(request, user);
  const started = await request.post('/api/admin/second-factor/enrolment', {
    headers: bearer(token),
    data: { currentPassword: user.password },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/admin/second-factor/enrolment/confirm', {
    headers: bearer(token),
    data: { code: totpCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** The toast on screen (Radix also renders a visually hidden copy for screen readers). */
export function toast(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/**
 * The table row with `text`. An application's ID also appears in other rows (their duplicate
 * flags, "Also applied as FA-…"): its own row is the one with its Details button.
 */
export function rowOf(scope: Page | Locator, text: string): Locator {
  const rows = scope.getByRole('row');
  if (!APPLICATION_ID_PATTERN.test(text)) return rows.filter({ hasText: text });
  const page = 'page' in scope ? scope.page() : scope;
  return rows.filter({ has: page.getByRole('button', { name: `Details ${text}`, exact: true }) });
}

/** Opens the row menu of an application in the list and returns its item `label` (not clicked). */
export async function rowMenuItem(
  page: Page,
  row: Locator,
  applicationId: string,
  label: string,
): Promise<Locator> {
  await row.getByRole('button', { name: `More actions for ${applicationId}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem', { name: label });
}

/** A message as the mail catcher (maildev's REST API) holds it. */
export interface CaughtMail {
  /** maildev's id: `/email/{id}/html` serves the HTML part as a mail client would show it. */
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments?: { fileName: string }[];
}

/**
 * Reads what the mail catcher holds, `query` narrowing it where maildev can (exact values, dot paths
 * such as `to.address`): each call answers every message so far, asking the catcher only for those
 * that came in since the last call (`skip`). Its whole list, each message with its HTML, grows to
 * megabytes over a test run, and a spec polls it every half second while a message is on its way.
 */
export function mailReader(query: Record<string, string> = {}): () => Promise<CaughtMail[]> {
  const seen: CaughtMail[] = [];
  return async () => {
    const params = new URLSearchParams({ ...query, skip: String(seen.length) });
    const response = await fetch(`${mailApiUrl()}/email?${params}`);
    seen.push(...((await response.json()) as CaughtMail[]));
    return seen;
  };
}

/** The messages about one application (its id is in every subject), once `count` have arrived. */
export async function mailsAbout(applicationId: string, count: number): Promise<CaughtMail[]> {
  const read = mailReader();
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await read()).filter((mail) => mail.subject.includes(applicationId));
        return found.length;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

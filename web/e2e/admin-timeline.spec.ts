import { apiSignIn, openPanelWithToken, submitApplication, uniqueName } from './admin-kit.ts';
import { expect, test } from './fixtures.ts';

// Staff read what happened to an application on its page: the History section, newest first. The
// entries of a whole life and their texts are proven by the BFF's timeline integration test and the
// section's component test; this is the journey through the running system.

test('the page of a submitted application shows its history', async ({ page, request }) => {
  const businessName = uniqueName('History Journey');
  // One bank statement of four: the system asks for the other three at once.
  const applicationId = await submitApplication(request, { businessName });
  await openPanelWithToken(page, await apiSignIn(request));
  await page.goto(`/admin/applications/${applicationId}`);

  const history = page.getByRole('region', { name: 'History' });
  const entries = history.getByRole('list', { name: 'History, newest first' }).getByRole('listitem');
  // Oldest last: the submission, then the system's request for the missing statements.
  await expect(entries.last()).toContainText('Application submitted');
  await expect(entries.last()).toContainText('Applicant');
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Missing bank statements requested at submission' }),
  ).toContainText('System');
  await expect(history).toContainText("Times in your browser's time zone");
});

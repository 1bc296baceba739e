/**
 * The staff back office in real Chromium against the real app: a traveller's application is paid
 * through the simulated provider, staff signs in, finds it by search, approves it with a PDF, and
 * the traveller's status page shows it approved with a Download button that returns that PDF. The
 * same for a paid travel insurance in the insurance tab, with the policy PDF. And passwords: a new
 * staff member changes theirs, an admin resets it, and only the newest one signs in each time.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { E2E_ADMIN } from './support/app-server.mjs';
import { createApplication, createInsuranceApplication, payApplication } from './support/applications.mjs';
import { baseUrl, journey, newPage, useBrowser } from './support/browser.mjs';
import { signIn, signInAs, signInRefused } from './support/staff.mjs';

/** A one-page PDF small enough to read in a diff; unique per run so the download proves it is this one. */
function smallPdf(marker, title = 'e-Visa') {
  const text = `BT /F1 18 Tf 72 720 Td (${title} ${marker}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Submits a visa application and pays it through the simulated provider, as the wizard and payment pages do. */
async function paidApplication() {
  const passportNumber = runPassportNumber();
  const { applicationNumber, payload } = await createApplication({ passportNumber });
  await payApplication(applicationNumber, payload);
  return { applicationNumber, passportNumber };
}

/** A passport number of this run only, so searching for it finds this one application. */
function runPassportNumber() {
  return `E2E${Date.now().toString().slice(-7)}`;
}

/** Searches the open tab's list until only this application's row is left, paid; returns the row. */
async function searchForOnly(page, kind, applicationNumber, search) {
  await page.getByLabel('Search applications').fill(search);
  const row = page.getByTestId(`${kind}-row-${applicationNumber}`);
  await row.waitFor();
  await page.waitForFunction((prefix) => document.querySelectorAll(`[data-testid^="${prefix}"]`).length === 1, `${kind}-row-`);
  await row.getByText('Paid', { exact: true }).waitFor();
  return row;
}

/** Approves the row's application with `pdf` attached, as staff do; the toast says so and the row turns Approved (green). */
async function approveWithPdf(page, row, applicationNumber, { pdfLabel, fileName, pdf }) {
  await row.getByRole('button', { name: `Approve application ${applicationNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve application ${applicationNumber}` });
  await dialog.getByLabel(pdfLabel).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByText(`Ready to attach: ${fileName}`).waitFor();
  await dialog.getByRole('button', { name: 'Approve & Send Email' }).click();

  await page.getByText('Onaylandı & E-posta Gönderildi', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  const approvedBadge = row.locator('[data-colour]').filter({ hasText: 'Approved' });
  await approvedBadge.waitFor();
  assert.equal(await approvedBadge.getAttribute('data-colour'), 'green');
  assert.equal(await row.getByRole('button', { name: `Approve application ${applicationNumber}` }).count(), 0);
}

/** What a Download button opens (`href`) is exactly the PDF staff attached. */
async function assertDownloadIs(href, pdf) {
  const download = await fetch(new URL(href, baseUrl()));
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('content-type'), 'application/pdf');
  assert.ok(Buffer.from(await download.arrayBuffer()).equals(pdf), 'the download is the PDF staff attached');
}

describe('staff back office', () => {
  const session = useBrowser();

  test(
    'staff approve a paid application with a PDF and the traveller downloads that PDF',
    journey(async () => {
      const { applicationNumber, passportNumber } = await paidApplication();
      const pdf = smallPdf(applicationNumber);

      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      await page.goto('/admin');
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Yanlış şifre!' }).waitFor();

      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('heading', { name: 'Staff panel' }).waitFor();

      // Search by passport number: the list narrows to this one application.
      const row = await searchForOnly(page, 'visa', applicationNumber, passportNumber);
      const pendingBadge = row.locator('[data-colour]').filter({ hasText: 'Pending' });
      assert.equal(await pendingBadge.getAttribute('data-colour'), 'yellow');

      await approveWithPdf(page, row, applicationNumber, { pdfLabel: 'E-visa PDF (optional)', fileName: 'evisa.pdf', pdf });

      // The traveller, in a browser of their own.
      const traveller = await newPage(session.browser);
      try {
        await traveller.goto(`/status?ref=${applicationNumber}`);
        const result = traveller.getByRole('region', { name: 'Amelia Harrington' });
        await result.waitFor();
        const badge = result.locator('[data-colour]').first();
        await result.locator('[data-colour="green"]').waitFor();
        assert.equal((await badge.textContent())?.trim(), 'Approved');
        const href = await result.getByRole('link', { name: 'Download e-Visa' }).getAttribute('href');
        assert.ok(href);
        await assertDownloadIs(href, pdf);
      } finally {
        await traveller.context().close();
      }
    }),
  );

  test(
    'staff approve a paid travel insurance with the policy PDF and the traveller downloads that PDF',
    journey(async () => {
      const passportNumber = runPassportNumber();
      const { applicationNumber, payload } = await createInsuranceApplication({ passportNumber });
      await payApplication(applicationNumber, payload, { description: `Türkiye travel health insurance ${applicationNumber}` });
      const pdf = smallPdf(applicationNumber, 'Insurance policy');

      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      await signIn(page);
      await page.getByRole('tab', { name: 'Insurance applications' }).click();
      const row = await searchForOnly(page, 'insurance', applicationNumber, passportNumber);
      // Travel a month from now, paid: the 30-day urgency; the trip of 7 days on the 7-day plan.
      assert.equal(await row.locator('[data-colour]').filter({ hasText: 'Travels within 30 days' }).getAttribute('data-colour'), 'blue');
      await row.getByText('Duration: 7 days', { exact: true }).waitFor();

      await approveWithPdf(page, row, applicationNumber, { pdfLabel: 'Insurance policy PDF (optional)', fileName: 'policy.pdf', pdf });

      // What the traveller's Download button opens: the policy staff attached.
      await assertDownloadIs(`/api/download/insurance/${applicationNumber}`, pdf);
    }),
  );

  test(
    'after the session ends under the panel and the member signs in again, the panel comes back on their tab and search, the focus on its heading',
    journey(async () => {
      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      await signIn(page);
      await page.getByRole('tab', { name: 'Insurance applications' }).click();
      await page.getByLabel('Search applications').fill('E2E');
      // The session ends (as at the idle timeout): the browser no longer holds its cookie, the next call answers 401.
      await page.context().clearCookies({ name: 'evisa_session' });
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText('Your session has ended').waitFor();
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('tab', { name: 'Insurance applications', selected: true }).waitFor();
      assert.equal(await page.getByLabel('Search applications').inputValue(), 'E2E');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Staff panel');
    }),
  );

  test(
    'a staff member changes their password (the old one stops working), then an admin resets it and their session ends',
    journey(async () => {
      const email = `e2e.agent.${Date.now()}@example.com`;
      const initial = 'initial password of the agent';
      const changed = 'changed password of the agent';
      const reset = 'password reset by the admin';

      const admin = await session.open({ viewport: { width: 1280, height: 900 } });
      await signIn(admin);
      await admin.getByRole('tab', { name: 'Staff' }).click();
      const staffTab = admin.getByRole('tabpanel', { name: 'Staff' });
      await staffTab.getByLabel('Full name').fill('E2E Agent');
      await staffTab.getByLabel('Email address').fill(email);
      await staffTab.getByLabel('Initial password').fill(initial);
      await staffTab.getByRole('button', { name: 'Add staff member' }).click();
      await admin.getByText('E2E Agent can now sign in.').first().waitFor();

      // The agent, in a browser of their own, changes the initial password.
      const agent = await newPage(session.browser);
      try {
        await signInAs(agent, email, initial);
        await agent.getByRole('button', { name: 'Change password' }).click();
        const dialog = agent.getByRole('dialog', { name: 'Change your password' });
        await dialog.getByLabel('Current password').fill(initial);
        await dialog.getByLabel('New password', { exact: true }).fill(changed);
        await dialog.getByLabel('Repeat the new password').fill(`${changed} typo`);
        await dialog.getByRole('button', { name: 'Change password' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'The two new passwords do not match.' }).waitFor();
        await dialog.getByLabel('Repeat the new password').fill(changed);
        await dialog.getByLabel('Repeat the new password').press('Enter');
        await agent.getByText('Your password has been changed. Your other sessions have been signed out.').first().waitFor();
        await dialog.waitFor({ state: 'detached' });
        // This session stays.
        await agent.getByRole('button', { name: 'Refresh' }).click();
        await agent.getByRole('heading', { name: 'Staff panel' }).waitFor();

        await agent.getByRole('button', { name: 'Log out' }).click();
        await agent.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
        await signInRefused(agent, email, initial);
        await signInAs(agent, email, changed);

        // The admin resets it: the agent's session ends (their next request answers 401, back to sign-in).
        await staffTab.getByRole('button', { name: 'Reset the password of E2E Agent' }).click();
        const resetDialog = admin.getByRole('dialog', { name: 'Reset the password of E2E Agent' });
        await resetDialog.getByLabel('New password', { exact: true }).fill(reset);
        await resetDialog.getByLabel('Repeat the new password').fill(reset);
        await resetDialog.getByRole('button', { name: 'Reset password' }).click();
        await admin.getByText('The password of E2E Agent has been reset; they have been signed out everywhere.').first().waitFor();

        await agent.getByRole('button', { name: 'Refresh' }).click();
        await agent.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
        await signInRefused(agent, email, changed);
        await signInAs(agent, email, reset);
      } finally {
        await agent.context().close();
      }
    }),
  );
});

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, flagEmoji, type VisaPolicy } from '@evisa/contracts/countries';
import { LIMITS, SUPPORTING_VISA_COUNTRIES, formatUsd } from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';
import { displayUsd } from '../../lib/format';

afterEach(cleanup);

/** What each country group must list, computed from the researched data rather than retyped. */
const expected = (policy: VisaPolicy) => COUNTRIES.filter((c) => c.visaPolicy === policy).map((c) => `${flagEmoji(c.alpha2)}${c.name}`);
const listed = (policy: VisaPolicy) =>
  within(screen.getByTestId(`countries-${policy}`))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);

describe('requirements page', () => {
  it('lists exactly the e-visa and conditional nationalities of the country data, with flags', async () => {
    renderApp('/requirements', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'e-Visa requirements' })).toBeInTheDocument();
    expect(screen.getAllByTestId('private-service-disclaimer').length).toBeGreaterThan(0);

    for (const policy of ['evisa', 'conditional'] as const) {
      expect(expected(policy).length).toBeGreaterThan(0);
      expect(listed(policy)).toEqual(expected(policy));
      const count = COUNTRIES.filter((c) => c.visaPolicy === policy).length;
      expect(within(screen.getByTestId(`policy-${policy}`)).getByRole('heading', { level: 3 })).toHaveTextContent(String(count));
    }
    // Exempt and consulate nationalities are said plainly, with their count, folded away.
    for (const policy of ['exempt', 'consulate'] as const) {
      expect(listed(policy)).toEqual(expected(policy));
      const count = COUNTRIES.filter((c) => c.visaPolicy === policy).length;
      expect(within(screen.getByTestId(`policy-${policy}`)).getByText(`Show the ${count} countries`)).toBeInTheDocument();
    }
    expect(screen.getByText('No visa needed for short stays')).toBeInTheDocument();
    expect(screen.getByText('Apply at a Turkish embassy or consulate')).toBeInTheDocument();
  });

  it("says Hide once a folded country group is open, and Show again once it is closed", async () => {
    renderApp('/requirements', await createTestI18n('en'));
    const group = within(await screen.findByTestId('policy-exempt'));
    const count = COUNTRIES.filter((c) => c.visaPolicy === 'exempt').length;
    const summary = group.getByText(`Show the ${count} countries`);
    await userEvent.setup().click(summary);
    expect(await group.findByText(`Hide the ${count} countries`)).toBeInTheDocument();
    expect(summary.closest('details')).toHaveAttribute('open');
    await userEvent.setup().click(group.getByText(`Hide the ${count} countries`));
    expect(await group.findByText(`Show the ${count} countries`)).toBeInTheDocument();
  });

  it('shows the general requirements, supporting documents, photo specs and notes', async () => {
    renderApp('/requirements', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'e-Visa requirements' });
    expect(within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General requirements',
      'Supporting documents for some nationalities',
      'Photo specifications',
      'Which nationalities can apply?',
      'Important notes',
    ]);
    expect(screen.getByText('Valid for at least 6 months beyond your arrival date in Türkiye.')).toBeInTheDocument();
    expect(within(screen.getByTestId('supporting-visa-countries')).getAllByRole('listitem')).toHaveLength(SUPPORTING_VISA_COUNTRIES.length);
    expect(screen.getByText('E-visas and electronic residence permits are not accepted as supporting documents.')).toBeInTheDocument();
    expect(screen.getByText(`proof of at least ${displayUsd(LIMITS.minFundsPerDayCents, 'en')} for each day of your stay;`)).toBeInTheDocument();
    expect(formatUsd(LIMITS.minFundsPerDayCents, 'en')).toBe('$50');
    expect(screen.getByText(`bank statements for the last ${LIMITS.bankStatementMonths} months;`)).toBeInTheDocument();
    expect(screen.getByText('no larger than 1 MB;')).toBeInTheDocument();
    expect(screen.getByText(`at least ${LIMITS.photoMinDpi} DPI;`)).toBeInTheDocument();
    expect(screen.getByText(`${LIMITS.photoSizeMm.width} × ${LIMITS.photoSizeMm.height} mm;`)).toBeInTheDocument();
    expect(screen.getByText(`taken within the last ${LIMITS.photoTakenWithinMonths} months;`)).toBeInTheDocument();
    expect(LIMITS).toMatchObject({ photoMinDpi: 300, photoSizeMm: { width: 50, height: 60 }, photoTakenWithinMonths: 6, bankStatementMonths: 3 });
    expect(screen.getByText(/We cannot guarantee approval/)).toBeInTheDocument();
    expect(screen.getByText(/the border officers decide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('ends the country groups with where to go next: the application form and insurance, each beside the private-service disclaimer, in six languages', async () => {
    const names = {
      en: ['Apply for e-Visa', 'Get Travel Insurance for Turkey'],
      ar: ['التقديم على التأشيرة الإلكترونية', 'احصل على تأمين السفر إلى تركيا'],
    } as const;
    for (const language of ['en', 'tr', 'fr', 'de', 'es', 'ar'] as const) {
      const i18n = await createTestI18n(language);
      renderApp('/requirements', i18n);
      const next = within(await screen.findByTestId('requirements-next'));
      const [apply, insurance] = next.getAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('http'));
      expect(apply).toHaveAttribute('href', '/application');
      expect(insurance).toHaveAttribute('href', '/insurance');
      expect(apply).toHaveTextContent(i18n.t('home:hero.apply'));
      expect(insurance).toHaveTextContent(i18n.t('home:hero.insurance'));
      if (language in names) expect([apply!.textContent, insurance!.textContent]).toEqual(names[language as keyof typeof names]);
      expect(next.getByText(i18n.t('requirements:countries.next'))).toBeInTheDocument();
      expect(next.getByTestId('private-service-disclaimer')).toBeInTheDocument();
      // The section it closes: after the four groups.
      expect(screen.getByTestId('policy-consulate').compareDocumentPosition(screen.getByTestId('requirements-next')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      cleanup();
    }
  });

  it('writes the photo rules and the bank statement months from contracts, never as figures in the six translations', () => {
    for (const language of ['en', 'tr', 'fr', 'de', 'es', 'ar']) {
      const texts = JSON.parse(readFileSync(new URL(`../../locales/${language}/requirements.json`, import.meta.url), 'utf8')) as {
        ready: Record<string, string>;
        photo: Record<string, string>;
      };
      const figures = [texts.ready.bank, ...Object.values(texts.photo)].filter((text) => /\d/.test(text));
      expect({ language, figures }).toEqual({ language, figures: [] });
    }
  });

  it('states them in the page language, e.g. Arabic', async () => {
    renderApp('/requirements', await createTestI18n('ar'));
    await screen.findByRole('heading', { level: 1, name: 'متطلبات التأشيرة الإلكترونية' });
    const number = (value: number) => new Intl.NumberFormat('ar').format(value);
    expect(screen.getByText(`بمقاس ${number(LIMITS.photoSizeMm.width)} × ${number(LIMITS.photoSizeMm.height)} ملم؛`)).toBeInTheDocument();
    expect(screen.getByText(`كشوف حساب مصرفية لآخر ${number(LIMITS.bankStatementMonths)} أشهر؛`)).toBeInTheDocument();
  });

  it('is translated, e.g. into German', async () => {
    renderApp('/requirements', await createTestI18n('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Voraussetzungen für das e-Visum' })).toBeInTheDocument();
    expect(listed('evisa')).toEqual(expected('evisa'));
  });
});

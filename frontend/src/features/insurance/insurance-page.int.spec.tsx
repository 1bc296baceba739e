import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { COUNTRIES, type VisaPolicy } from '@evisa/contracts/countries';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

const countryWith = (policy: VisaPolicy) => COUNTRIES.find((c) => c.visaPolicy === policy)!;
const open = async (country?: string, language = 'en') => {
  renderApp(country ? `/insurance?country=${encodeURIComponent(country)}` : '/insurance', await createTestI18n(language));
  return screen.findByRole('heading', { level: 1 });
};
const region = (name: string) => within(screen.getByRole('article')).getByRole('region', { name });

describe('insurance page', () => {
  it('says plainly that insurance cannot be bought through us yet, with the support address, and promises no plan or price', async () => {
    expect(await open()).toHaveTextContent('Travel health insurance for Türkiye');
    expect(region('Buying insurance through us')).toHaveTextContent(/is not available yet/);
    expect(screen.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    expect(screen.queryByRole('region', { name: 'Your visa' })).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent(/\$\d/);
  });

  it('tells a traveller sent here from a consulate-only nationality where to apply, with the ministry link, and offers no e-Visa', async () => {
    const country = countryWith('consulate');
    await open(country.name);
    const visa = region('Your visa');
    expect(visa).toHaveTextContent(`Citizens of ${country.name} cannot get a Türkiye e-Visa`);
    expect(within(visa).getByRole('link', { name: /Ministry of Foreign Affairs/ })).toHaveAttribute('href', COMPANY.officialVisaInformationUrl);
    expect(within(visa).queryByRole('link', { name: 'Apply for your e-Visa' })).toBeNull();
  });

  it('tells a visa-exempt traveller no visa is needed, and a conditional one what the e-Visa needs, with the way to apply', async () => {
    const exempt = countryWith('exempt');
    await open(exempt.name);
    expect(region('Your visa')).toHaveTextContent(`Citizens of ${exempt.name} do not need a visa`);
    cleanup();
    const conditional = countryWith('conditional');
    await open(conditional.name);
    const visa = region('Your visa');
    expect(visa).toHaveTextContent(/Schengen, US, UK or Irish visa or residence permit/);
    expect(within(visa).getByRole('link', { name: 'Apply for your e-Visa' })).toHaveAttribute('href', '/application');
  });

  it('ignores a country it does not know, and is translated', async () => {
    await open('Atlantis');
    expect(screen.queryByRole('region', { name: 'Your visa' })).toBeNull();
    cleanup();
    expect(await open(undefined, 'tr')).toHaveTextContent('Türkiye için seyahat sağlık sigortası');
  });
});

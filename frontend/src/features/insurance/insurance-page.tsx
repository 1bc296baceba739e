import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from '@tanstack/react-router';
import { COUNTRIES } from '@evisa/contracts/countries';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, supportMailLink, textLink } from '../../components/document-page/document-page';
import { Button } from '../../components/ui/button';
import { COMPANY } from '../../lib/company';

/**
 * /insurance. Buying insurance through us is not available yet, and the page says so instead of
 * promising it. Travellers the wizard sends here (`?country=`: an e-visa is not possible for them,
 * or not needed) first read what their nationality means for the visa.
 */
export default function InsurancePage() {
  const { t } = useTranslation(['insurance', 'wizard', 'home']);
  const { country: countryName } = useSearch({ from: '/insurance' });
  const country = COUNTRIES.find((c) => c.name === countryName);
  return (
    <DocumentPage title={t('title')} intro={t('home:insurance.body')} backHome={t('backHome')}>
      {country && (
        <DocumentSection id="insurance-visa" title={t('yourVisa.title')}>
          <VisaSituation policy={country.visaPolicy} country={country.name} />
        </DocumentSection>
      )}
      <DocumentSection id="insurance-unavailable" title={t('unavailable.title')}>
        <p>{t('unavailable.text')}</p>
        <p>
          <Trans t={t} i18nKey="unavailable.contact" values={COMPANY_TEXT_VALUES} components={{ mail: supportMailLink }} />
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}

function VisaSituation({ policy, country }: { policy: string; country: string }) {
  const { t } = useTranslation(['insurance', 'wizard']);
  if (policy === 'exempt') return <p>{t('wizard:eligibility.exemptDescription', { country })}</p>;
  if (policy === 'consulate') {
    return (
      <>
        <p>{t('wizard:eligibility.ineligibleMessage', { country })}</p>
        <a href={COMPANY.officialVisaInformationUrl} target="_blank" rel="noopener noreferrer" className={`self-start ${textLink}`}>
          {t('yourVisa.mfaLink')}
        </a>
      </>
    );
  }
  return (
    <>
      <p>{t(policy === 'conditional' ? 'yourVisa.conditional' : 'yourVisa.eligible', { country })}</p>
      <Button asChild variant="outline" className="self-start">
        <Link to="/application">{t('yourVisa.apply')}</Link>
      </Button>
    </>
  );
}

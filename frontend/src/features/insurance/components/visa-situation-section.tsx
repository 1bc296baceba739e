import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { VisaPolicy } from '@evisa/contracts';
import { standaloneLink } from '../../../components/document-page/document-page';
import { Button } from '../../../components/ui/button';
import { COMPANY } from '../../../lib/company';

/**
 * What the traveller's nationality means for the visa, at the top of /insurance when the wizard
 * sent them (`?country=`). The build also renders it once per policy with a stand-in name
 * (src/prerender), so a first visit paints it before the app's code has run: the name must only
 * ever be interpolated into text.
 */
export function VisaSituationSection({ country }: { country: { name: string; visaPolicy: VisaPolicy } }) {
  const { t } = useTranslation(['insurance', 'wizard']);
  return (
    <section aria-labelledby="insurance-visa-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="insurance-visa-title" className="text-lg font-semibold text-slate-900">
        {t('yourVisa.title')}
      </h2>
      <VisaSituation policy={country.visaPolicy} country={country.name} />
    </section>
  );
}

function VisaSituation({ policy, country }: { policy: VisaPolicy; country: string }) {
  const { t } = useTranslation(['insurance', 'wizard']);
  if (policy === 'exempt') return <p>{t('wizard:eligibility.exemptDescription', { country })}</p>;
  if (policy === 'consulate') {
    return (
      <>
        <p>{t('wizard:eligibility.ineligibleMessage', { country })}</p>
        <p>{t('yourVisa.insuranceStill')}</p>
        <a href={COMPANY.officialVisaInformationUrl} target="_blank" rel="noopener noreferrer" className={standaloneLink}>
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

import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { LIMITS } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { currentLanguage } from '../../i18n/i18n';
import { REFUND_TERMS, SUPPORT_REPLY_HOURS, legalFormatters } from './legal-figures';
import { LegalPage, LegalSection, legalLink, legalList, numberedTitle, supportMailLink } from './legal-page';

/** The sections of the Terms of Service, in order. */
export const TERMS_SECTIONS = [
  'whoWeAre',
  'privateService',
  'service',
  'duties',
  'fees',
  'processing',
  'refunds',
  'noGuarantee',
  'liability',
  'personalData',
  'changes',
  'law',
  'contact',
] as const;

/** /terms-of-service and /terms: one text at two addresses (spec section 2, "Legal pages"). */
export default function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const format = legalFormatters(currentLanguage(i18n));
  const values = {
    brand: COMPANY.brandName,
    company: COMPANY.legalName,
    registrationNumber: COMPANY.registrationNumber,
    address: COMPANY.address,
    email: COMPANY.supportEmail,
    officialSite: COMPANY.officialEvisaHost,
  };
  const official = <a href={COMPANY.officialEvisaUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" />;
  const title = numberedTitle(TERMS_SECTIONS, t);
  const section = (id: (typeof TERMS_SECTIONS)[number]) => ({ page: 'terms', id, title: title(id) });

  return (
    <LegalPage title={t('title')} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <LegalSection {...section('whoWeAre')}>
        <p>{t('whoWeAre.text', values)}</p>
      </LegalSection>
      <LegalSection {...section('privateService')}>
        <p>{t('privateService.notGovernment')}</p>
        <p>
          <Trans t={t} i18nKey="privateService.official" values={values} components={{ official }} />
        </p>
        <p>{t('privateService.decision')}</p>
      </LegalSection>
      <LegalSection {...section('service')}>
        <p>{t('service.intro')}</p>
        <ul className={legalList}>
          <li>{t('service.check')}</li>
          <li>{t('service.submit')}</li>
          <li>{t('service.track')}</li>
          <li>{t('service.deliver')}</li>
        </ul>
        <p>{t('service.insurance')}</p>
      </LegalSection>
      <LegalSection {...section('duties')}>
        <p>{t('duties.intro')}</p>
        <ul className={legalList}>
          <li>{t('duties.accurate')}</li>
          <li>{t('duties.passport', { months: format.number(LIMITS.passportMinValidityMonths) })}</li>
          <li>{t('duties.eligibility')}</li>
          <li>{t('duties.others')}</li>
        </ul>
        <p>{t('duties.consequence')}</p>
      </LegalSection>
      <LegalSection {...section('fees')}>
        <p>{t('fees.text')}</p>
        <Link to="/payment-policy" className={legalLink}>
          {t('fees.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('processing')}>
        <p>{t('processing.text')}</p>
        <Link to="/processing-times" className={legalLink}>
          {t('processing.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('refunds')}>
        <p>{t('refunds.text', { retained: format.percent(REFUND_TERMS.retainedPercentBeforeSubmission) })}</p>
        <Link to="/refund" className={legalLink}>
          {t('refunds.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('noGuarantee')}>
        <p>{t('noGuarantee.text')}</p>
      </LegalSection>
      <LegalSection {...section('liability')}>
        <p>{t('liability.care')}</p>
        <p>{t('liability.exclusions')}</p>
        <p>{t('liability.cap')}</p>
        <p>{t('liability.mandatory')}</p>
      </LegalSection>
      <LegalSection {...section('personalData')}>
        <p>{t('personalData.text')}</p>
        <Link to="/privacy-policy" className={legalLink}>
          {t('personalData.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('changes')}>
        <p>{t('changes.text')}</p>
      </LegalSection>
      <LegalSection {...section('law')}>
        <p>{t('law.text', values)}</p>
        <p>{t('law.consumer')}</p>
      </LegalSection>
      <LegalSection {...section('contact')}>
        <p>
          <Trans t={t} i18nKey="contact.text" values={values} components={{ mail: supportMailLink }} />
        </p>
        <p>{t('contact.responseTime', { min: format.number(SUPPORT_REPLY_HOURS.min), max: format.number(SUPPORT_REPLY_HOURS.max) })}</p>
      </LegalSection>
    </LegalPage>
  );
}

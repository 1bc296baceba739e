import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { LIMITS, REFUND_TERMS } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { currentLanguage } from '../../i18n/i18n';
import { legalFormatters } from './legal-format';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, SupportContactSection, bulletList, numberedSections, standaloneLink, textLink } from '../../components/document-page/document-page';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';

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

/** /terms-of-service: the terms an order is placed under (the wizard's "I accept the Terms of Service"); /terms is the Terms & Conditions. */
export default function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const format = legalFormatters(currentLanguage(i18n));
  const values = COMPANY_TEXT_VALUES;
  const official = <NewTabLink href={COMPANY.officialEvisaUrl} className={textLink} />;
  const section = numberedSections('terms', TERMS_SECTIONS, t);

  return (
    <DocumentPage title={t('title')} description={t('description', values)} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <DocumentSection {...section('whoWeAre')}>
        <p>{t('whoWeAre.text', values)}</p>
      </DocumentSection>
      <DocumentSection {...section('privateService')}>
        <p>{t('privateService.notGovernment')}</p>
        <p>
          <Trans t={t} i18nKey="privateService.official" values={values} components={{ official }} />
        </p>
        <p>{t('privateService.decision')}</p>
      </DocumentSection>
      <DocumentSection {...section('service')}>
        <p>{t('service.intro')}</p>
        <ul className={bulletList}>
          <li>{t('service.check')}</li>
          <li>{t('service.submit')}</li>
          <li>{t('service.track')}</li>
          <li>{t('service.deliver')}</li>
        </ul>
        <p>{t('service.insurance')}</p>
      </DocumentSection>
      <DocumentSection {...section('duties')}>
        <p>{t('duties.intro')}</p>
        <ul className={bulletList}>
          <li>{t('duties.accurate')}</li>
          <li>{t('duties.passport', { months: format.number(LIMITS.passportMinValidityMonths) })}</li>
          <li>{t('duties.eligibility')}</li>
          <li>{t('duties.others')}</li>
        </ul>
        <p>{t('duties.consequence')}</p>
      </DocumentSection>
      <DocumentSection {...section('fees')}>
        <p>{t('fees.text')}</p>
        <Link to="/payment-policy" className={standaloneLink}>
          {t('fees.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('processing')}>
        <p>{t('processing.text')}</p>
        <Link to="/processing-times" className={standaloneLink}>
          {t('processing.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('refunds')}>
        <p>{t('refunds.text', { retained: format.percent(REFUND_TERMS.retainedPercentBeforeSubmission) })}</p>
        <Link to="/refund" className={standaloneLink}>
          {t('refunds.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('noGuarantee')}>
        <p>{t('noGuarantee.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('liability')}>
        <p>{t('liability.care')}</p>
        <p>{t('liability.exclusions')}</p>
        <p>{t('liability.cap')}</p>
        <p>{t('liability.mandatory')}</p>
      </DocumentSection>
      <DocumentSection {...section('personalData')}>
        <p>{t('personalData.text')}</p>
        <Link to="/privacy-policy" className={standaloneLink}>
          {t('personalData.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('changes')}>
        <p>{t('changes.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('law')}>
        <p>{t('law.text', values)}</p>
        <p>{t('law.consumer')}</p>
      </DocumentSection>
      <SupportContactSection {...section('contact')} t={t} formatNumber={format.number} />
    </DocumentPage>
  );
}

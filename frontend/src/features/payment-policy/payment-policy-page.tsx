import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { currentLanguage } from '../../i18n/i18n';
import { legalFormatters } from '../legal/legal-format';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, SupportContactSection, bulletList, numberedSections, standaloneLink, supportMailLink } from '../../components/document-page/document-page';
import { Alert } from '../../components/ui/alert';
import { COMPANY } from '../../lib/company';

/** The spec's eight sections, in order. */
export const PAYMENT_POLICY_SECTIONS = [
  'methods',
  'threeDSecure',
  'noCardStorage',
  'chargebacks',
  'confirmation',
  'failure',
  'refunds',
  'contact',
] as const;


/** /payment-policy (spec section 2, "Payment policy page (8 sections)"), effective 1 August 2025. */
export default function PaymentPolicyPage() {
  const { t, i18n } = useTranslation('payment-policy');
  const values = COMPANY_TEXT_VALUES;
  const mail = supportMailLink;
  const section = numberedSections('payment-policy', PAYMENT_POLICY_SECTIONS, t);

  return (
    <DocumentPage
      title={t('title')}
      description={t('description', values)}
      updated={t('effective')}
      intro={t('intro', values)}
      company={t('company', { company: COMPANY.legalName, address: COMPANY.address })}
      backHome={t('backHome')}
    >
      <DocumentSection {...section('methods')}>
        <p>{t('methods.text', values)}</p>
      </DocumentSection>
      <DocumentSection {...section('threeDSecure')}>
        <p>{t('threeDSecure.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('noCardStorage')}>
        <p>{t('noCardStorage.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('chargebacks')}>
        <p>{t('chargebacks.contactFirst')}</p>
        <Alert variant="orange">{t('chargebacks.fraud')}</Alert>
        <ul className={bulletList}>
          <li>{t('chargebacks.ban')}</li>
          <li>{t('chargebacks.evidence')}</li>
          <li>{t('chargebacks.legal')}</li>
        </ul>
      </DocumentSection>
      <DocumentSection {...section('confirmation')}>
        <p>{t('confirmation.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('failure')}>
        <p>{t('failure.intro')}</p>
        <ul className={bulletList}>
          <li>{t('failure.retry')}</li>
          <li>{t('failure.issuer')}</li>
          <li>
            <Trans t={t} i18nKey="failure.support" values={values} components={{ mail }} />
          </li>
        </ul>
        <Alert variant="orange">{t('failure.warning')}</Alert>
        <h3 className="font-semibold text-slate-900">{t('failure.tipsTitle')}</h3>
        <ul className={bulletList}>
          <li>{t('failure.tips.funds')}</li>
          <li>{t('failure.tips.international')}</li>
          <li>{t('failure.tips.threeDSecure')}</li>
          <li>{t('failure.tips.browser')}</li>
        </ul>
      </DocumentSection>
      <DocumentSection {...section('refunds')}>
        <p>{t('refunds.text')}</p>
        <Link to="/refund" className={standaloneLink}>
          {t('refunds.link')}
        </Link>
      </DocumentSection>
      <SupportContactSection {...section('contact')} t={t} formatNumber={legalFormatters(currentLanguage(i18n)).number} />

    </DocumentPage>
  );
}

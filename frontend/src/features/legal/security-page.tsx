import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { APPLICATION_NUMBER_LENGTH, RETENTION_YEARS, SUPPORT_HOURS } from '@evisa/contracts';
import { Alert } from '../../components/ui/alert';
import { currentLanguage } from '../../i18n/i18n';
import { formatYears } from '../privacy/legal-parts';
import { legalFormatters } from './legal-format';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, bulletList, numberedSections, standaloneLink, supportMailLink } from '../../components/document-page/document-page';

/** The sections of the Security & Legal Protection page, in order. */
export const SECURITY_SECTIONS = [
  'connection',
  'payments',
  'personalData',
  'staff',
  'applicationNumbers',
  'evidence',
  'chargebacks',
  'report',
] as const;

/**
 * /security: what the service really does to protect travellers (each statement matches the code:
 * security headers, the payment provider hand-off, per-application AES-256-GCM encryption and
 * crypto-shredding at the end of retention, the same for each support chat conversation (its own key,
 * erased RETENTION_YEARS.contact years after its last message, readable only with its id and by
 * staff), server-side staff accounts with an append-only history,
 * random application numbers and rate-limited lookups), and the legal protection against chargeback
 * fraud that the payment policy announces.
 */
export default function SecurityPage() {
  // The chargeback terms are the payment policy's own sentences, not a second copy of them.
  const { t, i18n } = useTranslation(['security', 'payment-policy']);
  const language = currentLanguage(i18n);
  const format = legalFormatters(language);
  const values = COMPANY_TEXT_VALUES;
  const section = numberedSections('security', SECURITY_SECTIONS, t);

  return (
    <DocumentPage title={t('title')} description={t('description', values)} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <DocumentSection {...section('connection')}>
        <p>{t('connection.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('payments')}>
        <p>{t('payments.text')}</p>
        <p>{t('payments.confirmation')}</p>
      </DocumentSection>
      <DocumentSection {...section('personalData')}>
        <p>{t('personalData.text')}</p>
        <p>{t('personalData.erasure', { years: format.number(RETENTION_YEARS.visa) })}</p>
        <p>{t('personalData.chat', { period: formatYears(RETENTION_YEARS.contact, language) })}</p>
        <Link to="/privacy-policy" className={standaloneLink}>
          {t('personalData.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('staff')}>
        <p>{t('staff.text')}</p>
        <p>{t('staff.audit')}</p>
      </DocumentSection>
      <DocumentSection {...section('applicationNumbers')}>
        <p>{t('applicationNumbers.text', { length: format.number(APPLICATION_NUMBER_LENGTH) })}</p>
        <Alert variant="blue">{t('applicationNumbers.tip')}</Alert>
      </DocumentSection>
      <DocumentSection {...section('evidence')}>
        <p>{t('evidence.intro')}</p>
        <ul className={bulletList}>
          <li>{t('evidence.form')}</li>
          <li>{t('evidence.payment')}</li>
        </ul>
        <p>{t('evidence.history')}</p>
      </DocumentSection>
      <DocumentSection {...section('chargebacks')}>
        <p>{t('payment-policy:chargebacks.contactFirst')}</p>
        <Alert variant="orange">{t('payment-policy:chargebacks.fraud')}</Alert>
        <ul className={bulletList}>
          <li>{t('payment-policy:chargebacks.ban')}</li>
          <li>{t('chargebacks.evidence')}</li>
          <li>{t('payment-policy:chargebacks.legal')}</li>
        </ul>
        <Link to="/payment-policy" className={standaloneLink}>
          {t('chargebacks.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('report')}>
        <p>
          <Trans t={t} i18nKey="report.text" values={values} components={{ mail: supportMailLink }} />
        </p>
        <p>{t('report.conduct')}</p>
        <p>{t('report.responseTime', { min: format.number(SUPPORT_HOURS.replyWithin.min), max: format.number(SUPPORT_HOURS.replyWithin.max) })}</p>
        <Alert variant="blue">{t('report.neverAsk')}</Alert>
      </DocumentSection>
    </DocumentPage>
  );
}

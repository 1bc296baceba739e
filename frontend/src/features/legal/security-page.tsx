import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { APPLICATION_NUMBER_LENGTH, RETENTION_YEARS } from '@evisa/contracts';
import { Alert } from '../../components/ui/alert';
import { COMPANY } from '../../lib/company';
import { currentLanguage } from '../../i18n/i18n';
import { SUPPORT_REPLY_HOURS, legalFormatters } from './legal-figures';
import { LegalPage, LegalSection, legalLink, legalList, numberedTitle, supportMailLink } from './legal-page';

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
 * crypto-shredding at the end of retention, server-side staff accounts with an append-only history,
 * random application numbers and rate-limited lookups), and the legal protection against chargeback
 * fraud that the payment policy announces.
 */
export default function SecurityPage() {
  const { t, i18n } = useTranslation('security');
  const format = legalFormatters(currentLanguage(i18n));
  const values = {
    company: COMPANY.legalName,
    registrationNumber: COMPANY.registrationNumber,
    address: COMPANY.address,
    email: COMPANY.supportEmail,
  };
  const title = numberedTitle(SECURITY_SECTIONS, t);
  const section = (id: (typeof SECURITY_SECTIONS)[number]) => ({ page: 'security', id, title: title(id) });

  return (
    <LegalPage title={t('title')} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <LegalSection {...section('connection')}>
        <p>{t('connection.text')}</p>
      </LegalSection>
      <LegalSection {...section('payments')}>
        <p>{t('payments.text')}</p>
        <p>{t('payments.confirmation')}</p>
      </LegalSection>
      <LegalSection {...section('personalData')}>
        <p>{t('personalData.text')}</p>
        <p>{t('personalData.erasure', { years: format.number(RETENTION_YEARS.visa) })}</p>
        <Link to="/privacy-policy" className={legalLink}>
          {t('personalData.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('staff')}>
        <p>{t('staff.text')}</p>
        <p>{t('staff.audit')}</p>
      </LegalSection>
      <LegalSection {...section('applicationNumbers')}>
        <p>{t('applicationNumbers.text', { length: format.number(APPLICATION_NUMBER_LENGTH) })}</p>
        <Alert variant="blue">{t('applicationNumbers.tip')}</Alert>
      </LegalSection>
      <LegalSection {...section('evidence')}>
        <p>{t('evidence.intro')}</p>
        <ul className={legalList}>
          <li>{t('evidence.form')}</li>
          <li>{t('evidence.payment')}</li>
        </ul>
        <p>{t('evidence.history')}</p>
      </LegalSection>
      <LegalSection {...section('chargebacks')}>
        <p>{t('chargebacks.contactFirst')}</p>
        <Alert variant="orange">{t('chargebacks.fraud')}</Alert>
        <ul className={legalList}>
          <li>{t('chargebacks.ban')}</li>
          <li>{t('chargebacks.evidence')}</li>
          <li>{t('chargebacks.legal')}</li>
        </ul>
        <Link to="/payment-policy" className={legalLink}>
          {t('chargebacks.link')}
        </Link>
      </LegalSection>
      <LegalSection {...section('report')}>
        <p>
          <Trans t={t} i18nKey="report.text" values={values} components={{ mail: supportMailLink }} />
        </p>
        <p>{t('report.conduct')}</p>
        <p>{t('report.responseTime', { min: format.number(SUPPORT_REPLY_HOURS.min), max: format.number(SUPPORT_REPLY_HOURS.max) })}</p>
        <Alert variant="blue">{t('report.neverAsk')}</Alert>
      </LegalSection>
    </LegalPage>
  );
}

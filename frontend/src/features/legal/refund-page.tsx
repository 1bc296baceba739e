import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { REFUND_TERMS, VISA_FEE_CENTS } from '@evisa/contracts';
import { Alert } from '../../components/ui/alert';
import { currentLanguage } from '../../i18n/i18n';
import { displayUsd } from '../../lib/format';
import { legalFormatters } from './legal-format';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, SupportContactSection, bulletList, numberedSections, standaloneLink, supportMailLink } from '../../components/document-page/document-page';

/** The sections of the Refund & Cancellation Policy, in order. */
export const REFUND_SECTIONS = [
  'beforeSubmission',
  'afterSubmission',
  'fullRefund',
  'request',
  'timeline',
  'insurance',
  'disputes',
  'legalRights',
  'contact',
] as const;

/** /refund and /cancellation-policy: the one refund and cancellation policy (spec section 9). */
export default function RefundPage() {
  const { t, i18n } = useTranslation('refund');
  const format = legalFormatters(currentLanguage(i18n));
  const values = COMPANY_TEXT_VALUES;
  const { insurance } = REFUND_TERMS;
  const section = numberedSections('refund', REFUND_SECTIONS, t);

  return (
    <DocumentPage title={t('title')} description={t('description', values)} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <DocumentSection {...section('beforeSubmission')}>
        <p>{t('beforeSubmission.text', { retained: format.percent(REFUND_TERMS.retainedPercentBeforeSubmission) })}</p>
      </DocumentSection>
      <DocumentSection {...section('afterSubmission')}>
        <p>{t('afterSubmission.text', { visaFee: displayUsd(VISA_FEE_CENTS, currentLanguage(i18n)) })}</p>
        <Alert variant="orange">{t('afterSubmission.refusal')}</Alert>
      </DocumentSection>
      <DocumentSection {...section('fullRefund')}>
        <p>{t('fullRefund.intro')}</p>
        <ul className={bulletList}>
          <li>{t('fullRefund.doubleCharge')}</li>
          <li>{t('fullRefund.notProcessed')}</li>
        </ul>
      </DocumentSection>
      <DocumentSection {...section('request')}>
        <p>
          <Trans
            t={t}
            i18nKey="request.text"
            values={{ ...values, days: format.number(REFUND_TERMS.requestWithinCalendarDays) }}
            components={{ mail: supportMailLink }}
          />
        </p>
      </DocumentSection>
      <DocumentSection {...section('timeline')}>
        <ul className={bulletList}>
          <li>
            {t('timeline.review', {
              min: format.number(REFUND_TERMS.reviewBusinessDays.min),
              max: format.number(REFUND_TERMS.reviewBusinessDays.max),
            })}
          </li>
          <li>{t('timeline.payout', { days: format.number(REFUND_TERMS.payoutWithinBusinessDays) })}</li>
          <li>{t('timeline.currency')}</li>
        </ul>
      </DocumentSection>
      <DocumentSection {...section('insurance')}>
        <p>{t('insurance.intro')}</p>
        <ul className={bulletList}>
          <li>{t('insurance.early', { percent: format.percent(insurance.early.percent), hours: format.number(insurance.early.hoursBeforeCover) })}</li>
          <li>{t('insurance.late', { percent: format.percent(insurance.late.percent), hours: format.number(insurance.late.hoursBeforeCover) })}</li>
          <li>{t('insurance.none', { hours: format.number(insurance.late.hoursBeforeCover) })}</li>
        </ul>
        <p>{t('insurance.exceptional', { percent: format.percent(insurance.exceptionalPercent) })}</p>
      </DocumentSection>
      <DocumentSection {...section('disputes')}>
        <p>{t('disputes.text')}</p>
        <Link to="/payment-policy" className={standaloneLink}>
          {t('disputes.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('legalRights')}>
        <p>{t('legalRights.text')}</p>
        <Link to="/terms-of-service" className={standaloneLink}>
          {t('legalRights.link')}
        </Link>
      </DocumentSection>
      <SupportContactSection {...section('contact')} t={t} formatNumber={format.number} />
    </DocumentPage>
  );
}

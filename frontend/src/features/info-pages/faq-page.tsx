import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import {
  APPLICATION_NUMBER_LENGTH,
  LIMITS,
  PROCESSING_OPTIONS_WITHOUT_DOCUMENT,
  PROCESSING_OPTIONS_WITH_DOCUMENT,
  RETENTION_YEARS,
  SUPPORT_HOURS,
  computeVisaPrice,
} from '@evisa/contracts';
import { COUNTRIES, isEligiblePolicy } from '@evisa/contracts/countries';
import { currentLanguage } from '../../i18n/i18n';
import { formatYears } from '../privacy/legal-parts';
import { COMPANY } from '../../lib/company';
import { DocumentPage, DocumentSection, bulletList, textLink } from '../../components/document-page/document-page';
import { displayUsd, ltr } from '../../lib/format';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';

/** The eight questions of spec section 2 ("FAQ"), in the order they are shown. */
export const FAQ_ITEMS = ['government', 'eligibility', 'needs', 'timeCost', 'payment', 'status', 'refusal', 'data'] as const;

/** Every total a traveller can pay, from the same tables and rule the wizard and the server use. */
function totalPriceRangeCents(): { min: number; max: number } {
  const totals = [
    ...PROCESSING_OPTIONS_WITHOUT_DOCUMENT.map((o) => computeVisaPrice(false, o.value)!.totalCents),
    ...PROCESSING_OPTIONS_WITH_DOCUMENT.map((o) => computeVisaPrice(true, o.value)!.totalCents),
  ];
  return { min: Math.min(...totals), max: Math.max(...totals) };
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180 group-open:text-brand-700"
    >
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * One question: a native disclosure, so any number can be open at once, and it works with the
 * keyboard (Enter/Space on the summary) and screen readers without script.
 */
function FaqItem({ id, question, children }: { id: string; question: string; children: ReactNode }) {
  return (
    <li>
      <details
        id={`faq-${id}`}
        data-testid="faq-item"
        className="group rounded-xl border border-slate-200 bg-white shadow-sm transition-colors open:border-brand-100 open:shadow"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 text-start font-semibold text-slate-900 hover:bg-slate-50 group-open:rounded-b-none [&::-webkit-details-marker]:hidden">
          <span>{question}</span>
          <Chevron />
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-100 px-4 pt-3 pb-4 leading-relaxed text-slate-700">{children}</div>
      </details>
    </li>
  );
}

/** /faq (spec section 2, "FAQ"): eight collapsible questions and a contact-support mail link. */
export default function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  const language = currentLanguage(i18n);
  const range = totalPriceRangeCents();
  const eligibleCount = COUNTRIES.filter((c) => isEligiblePolicy(c.visaPolicy)).length;
  const number = (value: number) => new Intl.NumberFormat(language).format(value);

  const official = <NewTabLink href={COMPANY.officialEvisaUrl} className={textLink} />;
  const mail = <a href={`mailto:${COMPANY.supportEmail}`} className={textLink} />;
  const linkTo = (to: '/requirements' | '/processing-times' | '/payment-policy' | '/status' | '/refund' | '/privacy-policy') => (
    <Link to={to} className={textLink} />
  );
  const question = (key: (typeof FAQ_ITEMS)[number]) => t(`items.${key}.question`);

  return (
    <DocumentPage title={t('title')} description={t('description', { brand: COMPANY.brandName })} intro={t('intro', { brand: COMPANY.brandName })} backHome={t('backHome')}>
      <DocumentSection id="faq-questions" title={t('questionsTitle')}>
        <ul className="flex flex-col gap-3" data-testid="faq-list">
          <FaqItem id="government" question={question('government')}>
            <p>{t('items.government.answer', { brand: COMPANY.brandName, company: COMPANY.legalName })}</p>
            <p>
              <Trans
                t={t}
                i18nKey="items.government.official"
                values={{ officialSite: COMPANY.officialEvisaHost }}
                components={{ official }}
              />
            </p>
          </FaqItem>
          <FaqItem id="eligibility" question={question('eligibility')}>
            <p>{t('items.eligibility.answer', { number: number(eligibleCount) })}</p>
            <p>
              <Trans t={t} i18nKey="items.eligibility.link" components={{ page: linkTo('/requirements') }} />
            </p>
          </FaqItem>
          <FaqItem id="needs" question={question('needs')}>
            <p>{t('items.needs.intro')}</p>
            <ul className={bulletList}>
              <li>{t('items.needs.passport', { months: number(LIMITS.passportMinValidityMonths) })}</li>
              <li>{t('items.needs.email')}</li>
              <li>{t('items.needs.card')}</li>
            </ul>
            <p>
              <Trans t={t} i18nKey="items.needs.supporting" components={{ page: linkTo('/requirements') }} />
            </p>
          </FaqItem>
          <FaqItem id="timeCost" question={question('timeCost')}>
            <p>{t('items.timeCost.answer', { min: displayUsd(range.min, language), max: displayUsd(range.max, language) })}</p>
            <p>
              <Trans t={t} i18nKey="items.timeCost.link" components={{ page: linkTo('/processing-times') }} />
            </p>
          </FaqItem>
          <FaqItem id="payment" question={question('payment')}>
            <p>{t('items.payment.answer', { statementName: ltr(COMPANY.cardStatementName) })}</p>
            <p>
              <Trans t={t} i18nKey="items.payment.link" components={{ page: linkTo('/payment-policy') }} />
            </p>
          </FaqItem>
          <FaqItem id="status" question={question('status')}>
            <p>{t('items.status.answer', { length: number(APPLICATION_NUMBER_LENGTH) })}</p>
            <p>
              <Trans t={t} i18nKey="items.status.link" components={{ page: linkTo('/status') }} />
            </p>
          </FaqItem>
          <FaqItem id="refusal" question={question('refusal')}>
            <p>{t('items.refusal.answer')}</p>
            <p>
              <Trans t={t} i18nKey="items.refusal.link" components={{ page: linkTo('/refund') }} />
            </p>
          </FaqItem>
          <FaqItem id="data" question={question('data')}>
            <p>{t('items.data.answer', { years: number(RETENTION_YEARS.visa) })}</p>
            <p>{t('items.data.chat', { period: formatYears(RETENTION_YEARS.contact, language) })}</p>
            <p>
              <Trans t={t} i18nKey="items.data.link" components={{ page: linkTo('/privacy-policy') }} />
            </p>
          </FaqItem>
        </ul>
      </DocumentSection>

      <DocumentSection id="faq-contact" title={t('contact.title')} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <p>
          <Trans t={t} i18nKey="contact.text" values={{ email: COMPANY.supportEmail }} components={{ mail }} />
        </p>
        <p className="text-sm text-slate-600">{t('contact.hours', { ...SUPPORT_HOURS.replyWithin, ...SUPPORT_HOURS.businessHoursUtc })}</p>
      </DocumentSection>
    </DocumentPage>
  );
}

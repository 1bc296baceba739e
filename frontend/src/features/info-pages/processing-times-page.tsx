import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import {
  DEFAULT_PROCESSING_TYPE,
  PROCESSING_OPTIONS_WITHOUT_DOCUMENT,
  PROCESSING_OPTIONS_WITH_DOCUMENT,
  computeVisaPrice,
  formatUsd,
  type ApplicationStatus,
  type PaymentStatus,
  type ProcessingOption,
} from '@evisa/contracts';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { Badge, statusBadgeColour } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { currentLanguage } from '../../i18n/i18n';
import { DocumentPage, DocumentSection, bulletList, textLink } from '../../components/document-page/document-page';
import { COMPANY } from '../../lib/company';
import { displayUsd } from '../../lib/format';

/** The two price tables of spec section 3, in the order shown; both come straight from contracts. */
export const PRICE_TABLES = [
  { id: 'without-document', withDocument: false, options: PROCESSING_OPTIONS_WITHOUT_DOCUMENT },
  { id: 'with-document', withDocument: true, options: PROCESSING_OPTIONS_WITH_DOCUMENT },
] as const satisfies ReadonlyArray<{ id: string; withDocument: boolean; options: readonly ProcessingOption[] }>;

/**
 * The four tracking steps of spec section 2, each tied to what the status page really shows: the
 * payment status for "submitted", then the application statuses of contracts/statuses.ts.
 */
export const TRACKING_STEPS = [
  { key: 'submitted', payment: 'completed' },
  { key: 'underReview', status: 'pending' },
  { key: 'processing', status: 'processing' },
  { key: 'approved', status: 'approved' },
] as const satisfies ReadonlyArray<{ key: string; status?: ApplicationStatus; payment?: PaymentStatus }>;

const NOTES = ['availability', 'estimates', 'authorities', 'currency'] as const;

function priceOf(withDocument: boolean, option: ProcessingOption) {
  // Every option of a table has a price by construction; the non-null assertion documents it.
  return computeVisaPrice(withDocument, option.value)!;
}

function PriceTable({ id, withDocument, options }: (typeof PRICE_TABLES)[number]) {
  const { t, i18n } = useTranslation(['processing-times', 'wizard']);
  const language = currentLanguage(i18n);
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const usd = (cents: number) => formatUsd(cents, language);
  const headingId = `processing-table-${id}`;
  const th = 'px-2 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-3';
  const td = 'px-2 py-3 align-top sm:px-3';
  // Phones get three columns (option, time, total with its split below); the fee columns join from `sm`.
  const wide = 'hidden sm:table-cell';

  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`tables.${id}.title`)}
      </h3>
      <p className="text-sm text-slate-700">{t(`tables.${id}.description`)}</p>
      <div className="overflow-x-auto">
        <table
          data-testid={`processing-table-${id}`}
          aria-labelledby={headingId}
          className="w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-sm"
        >
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t('table.option')}
              </th>
              <th scope="col" className={th}>
                {t('table.readyIn')}
              </th>
              <th scope="col" className={`${th} ${wide} text-end`}>
                {t('wizard:summary.serviceFee')}
              </th>
              <th scope="col" className={`${th} ${wide} text-end`}>
                {t('wizard:summary.visaFee')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('wizard:summary.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => {
              const price = priceOf(withDocument, option);
              return (
                <tr key={option.value} data-option={option.value} className="[&>*]:border-t [&>*]:border-slate-100">
                  <th scope="row" className="px-2 py-3 text-start align-top font-semibold text-slate-900 sm:px-3">
                    <span className="block">{t(`common:processingTypes.${option.value}`)}</span>
                    <span className="block text-xs font-normal text-slate-600">
                      {t('table.minDays', { number: number(option.minDaysBeforeArrival) })}
                    </span>
                  </th>
                  <td className={td} data-cell="readyIn">
                    {t(`wizard:arrival.readyTimes.${option.readyTime}`)}
                  </td>
                  <td className={`${td} ${wide} text-end whitespace-nowrap`} data-cell="serviceFee">
                    <bdi dir="ltr">{usd(price.serviceFeeCents)}</bdi>
                  </td>
                  <td className={`${td} ${wide} text-end whitespace-nowrap`} data-cell="visaFee">
                    <bdi dir="ltr">{usd(price.visaFeeCents)}</bdi>
                  </td>
                  <td className={`${td} text-end`} data-cell="total">
                    <bdi dir="ltr" data-amount className="text-base font-bold whitespace-nowrap text-slate-900">
                      {usd(price.totalCents)}
                    </bdi>
                    <span className="block text-xs text-slate-600 sm:hidden">
                      {t('table.split', { service: displayUsd(price.serviceFeeCents, language), visa: displayUsd(price.visaFeeCents, language) })}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The wizard's order-summary lines (visa fee, service fee, total) for one option, as an example. */
function ExampleBreakdown() {
  const { t, i18n } = useTranslation(['processing-times', 'wizard']);
  const language = currentLanguage(i18n);
  const price = computeVisaPrice(true, DEFAULT_PROCESSING_TYPE);
  if (!price) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:max-w-sm">
      <p className="mb-2 font-semibold text-slate-900">
        {t('breakdown.exampleTitle', { option: t(`common:processingTypes.${DEFAULT_PROCESSING_TYPE}`) })}
      </p>
      <dl className="flex flex-col gap-1 text-sm" data-testid="example-breakdown">
        <div className="flex justify-between gap-3">
          <dt>{t('wizard:summary.visaFee')}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(price.visaFeeCents, language)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('wizard:summary.serviceFee')}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(price.serviceFeeCents, language)}</bdi>
          </dd>
        </div>
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-300 pt-2 text-base font-semibold">
          <dt>{t('wizard:summary.total')}</dt>
          <dd>
            <bdi dir="ltr">{formatUsd(price.totalCents, language)}</bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** /processing-times (spec section 2, "Processing times and fees page"), rendered from contracts (PRODUCT.md decision 5). */
export default function ProcessingTimesPage() {
  const { t, i18n } = useTranslation(['processing-times', 'wizard', 'common', 'home']);
  const language = currentLanguage(i18n);
  const visaFee = (withDocument: boolean) => {
    const table = PRICE_TABLES.find((p) => p.withDocument === withDocument)!;
    return displayUsd(priceOf(withDocument, table.options[0]).visaFeeCents, language);
  };
  const requirementsLink = <Link to="/requirements" className={textLink} />;

  return (
    <DocumentPage title={t('title')} description={t('description', { brand: COMPANY.brandName })} intro={t('intro')} backHome={t('backHome')}>
      <DocumentSection id="processing-options" title={t('options.title')}>
        <p>
          <Trans t={t} i18nKey="options.intro" components={{ page: requirementsLink }} />
        </p>
        {PRICE_TABLES.map((table) => (
          <PriceTable key={table.id} {...table} />
        ))}
      </DocumentSection>

      <DocumentSection id="processing-notes" title={t('notes.title')}>
        <ul className={bulletList}>
          {NOTES.map((key) => (
            <li key={key}>{t(`notes.${key}`)}</li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection id="processing-breakdown" title={t('breakdown.title')}>
        <p>{t('breakdown.intro')}</p>
        <dl className="flex flex-col gap-3">
          <div>
            <dt className="font-semibold text-slate-900">{t('wizard:summary.visaFee')}</dt>
            <dd>{t('breakdown.visaFee', { withDocument: visaFee(true), withoutDocument: visaFee(false) })}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('wizard:summary.serviceFee')}</dt>
            <dd>
              {t('breakdown.serviceFee')} {t('wizard:summary.feeExplanation')}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t('wizard:summary.total')}</dt>
            <dd>{t('breakdown.total')}</dd>
          </div>
        </dl>
        <ExampleBreakdown />
        <Button asChild className="self-start">
          <Link to="/application">{t('home:hero.apply')}</Link>
        </Button>
        <PrivateServiceDisclaimer />
      </DocumentSection>

      <DocumentSection id="processing-tracking" title={t('tracking.title')}>
        <p>{t('tracking.intro')}</p>
        <ol className="flex flex-col gap-3" data-testid="tracking-steps">
          {TRACKING_STEPS.map((step, index) => (
            <li key={step.key} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {new Intl.NumberFormat(language).format(index + 1)}
              </span>
              <div className="flex flex-col gap-1.5">
                <h3 className="font-semibold text-slate-900">{t(`tracking.steps.${step.key}.title`)}</h3>
                <p className="text-sm text-slate-700">{t(`tracking.steps.${step.key}.text`)}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  {'status' in step ? (
                    <>
                      <span>{t('tracking.statusShown')}</span>
                      <Badge colour={statusBadgeColour(step.status)}>{t(`common:statuses.${step.status}`)}</Badge>
                    </>
                  ) : (
                    <>
                      <span>{t('tracking.paymentShown')}</span>
                      <Badge colour="grey">{t(`common:paymentStatuses.${step.payment}`)}</Badge>
                    </>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p>{t('tracking.rejected', { status: t('common:statuses.rejected') })}</p>
        <p>
          <Trans t={t} i18nKey="tracking.refund" components={{ page: <Link to="/refund" className={textLink} /> }} />
        </p>
        <Button asChild className="self-start">
          <Link to="/status">{t('tracking.checkStatus')}</Link>
        </Button>
      </DocumentSection>
    </DocumentPage>
  );
}

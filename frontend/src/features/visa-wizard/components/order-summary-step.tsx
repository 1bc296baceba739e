import { Trans, useTranslation } from 'react-i18next';
import { supportingDocumentCountry } from '@evisa/contracts';
import { displayUsd, formatCalendarDate } from '../../../lib/format';
import { Checkbox } from '../../../components/ui/checkbox';
import { PrivateServiceDisclaimer } from '../../../components/disclaimer/private-service-disclaimer';
import { currentLanguage } from '../../../i18n/i18n';
import { priceOf, usesDocumentPrices } from '../machines/visa-wizard.model';
import type { StepProps } from './step-props';
import { FieldError, useFieldError } from './field-error';

function PolicyLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}

/** Last step: what is being bought, the price split (our fee apart from the visa fee), consent. */
export function OrderSummaryStep({ context, send }: StepProps) {
  const { t, i18n } = useTranslation('wizard');
  const language = currentLanguage(i18n);
  const price = priceOf(context);
  const privacyError = useFieldError('accept-privacy');
  const termsError = useFieldError('accept-terms');
  const doc = usesDocumentPrices(context) ? context.supportingDocument : null;
  const rows: Array<[string, string]> = [
    [t('summary.country'), context.country?.name ?? ''],
    [t('summary.documentType'), context.documentType ? t(`documentTypes.${context.documentType}`) : ''],
    [t('summary.name'), `${context.personal.firstName} ${context.personal.lastName}`.trim()],
    [t('summary.email'), context.personal.email],
    [t('summary.passportNumber'), context.personal.passportNumber],
    // The date as the traveller reads dates (the status page and emails say it so too), not as stored.
    [t('summary.arrivalDate'), context.arrivalDate ? formatCalendarDate(context.arrivalDate, language) : ''],
    [t('summary.processingType'), context.processingType ? t(`common:processingTypes.${context.processingType}`) : ''],
  ];
  if (doc) {
    const country = supportingDocumentCountry(doc);
    rows.push([
      t('summary.supportingDocument'),
      `${doc.documentType === 'visa' ? t('supporting.visa') : t('supporting.residence')} · ${
        doc.documentType === 'visa' ? t(`supporting.visaCountries.${country}`) : t(`supporting.residenceCountries.${country}`)
      }`,
    ]);
  }

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {price && (
        <section aria-labelledby="price-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h4 id="price-title" className="mb-2 font-semibold text-slate-900">
            {t('summary.priceTitle')}
          </h4>
          <dl className="flex flex-col gap-1 text-sm" data-testid="price-breakdown">
            <div className="flex justify-between gap-3">
              <dt>{t('summary.visaFee')}</dt>
              <dd>{displayUsd(price.visaFeeCents, language)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('summary.serviceFee')}</dt>
              <dd>{displayUsd(price.serviceFeeCents, language)}</dd>
            </div>
            <div className="mt-1 flex justify-between gap-3 border-t border-slate-300 pt-2 text-base font-semibold">
              <dt>{t('summary.total')}</dt>
              <dd data-testid="total-amount">{displayUsd(price.totalCents, language)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-600">{t('summary.feeExplanation')}</p>
          <PrivateServiceDisclaimer className="mt-2" />
        </section>
      )}
      <div className="flex flex-col gap-3">
        <Checkbox
          id="accept-privacy"
          checked={context.privacyPolicyAccepted}
          onCheckedChange={(accepted) => send({ type: 'SET_PRIVACY_ACCEPTED', accepted })}
          label={<Trans t={t} i18nKey="summary.acceptPrivacy" components={{ policy: <PolicyLink href="/privacy-policy" /> }} />}
          invalid={privacyError.invalid}
          aria-describedby={privacyError.describedBy}
        />
        <FieldError fieldId="accept-privacy" />
        <Checkbox
          id="accept-terms"
          checked={context.termsOfServiceAccepted}
          onCheckedChange={(accepted) => send({ type: 'SET_TERMS_ACCEPTED', accepted })}
          label={<Trans t={t} i18nKey="summary.acceptTerms" components={{ terms: <PolicyLink href="/terms-of-service" /> }} />}
          invalid={termsError.invalid}
          aria-describedby={termsError.describedBy}
        />
        <FieldError fieldId="accept-terms" />
      </div>
    </div>
  );
}

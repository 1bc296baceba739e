import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { LIMITS, REFUND_TERMS, insuranceNeedsParentId, insuranceProductPriceCents, type InsuranceProductView } from '@evisa/contracts';
import { COUNTRIES } from '@evisa/contracts/countries';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { standaloneLink } from '../../components/document-page/document-page';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/spinner';
import { currentLanguage } from '../../i18n/i18n';
import { countriesQueryOptions, type Country } from '../../lib/api/countries';
import { legalFormatters } from '../legal/legal-format';
import { displayUsd } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { COMPANY } from '../../lib/company';
import { PaymentIssueScreen } from '../payment/components/payment-issue-screen';
import { useSubmissionPaymentRetry } from '../payment/hooks/use-submission-payment-retry';
import { DateField, TextField } from '../visa-wizard/components/fields-with-error';
import { compareCountryNames } from '../visa-wizard/lib/country-order';
import { insuranceProductsQueryOptions } from '../../lib/api/insurance-products';
import { ParentIdPhotos } from './components/parent-id-photos';
import { VisaSituationSection } from './components/visa-situation-section';
import { findVisaCountry } from './lib/visa-country';
import { insuranceErrorFieldId, insuranceFieldOfError } from './lib/error-field';
import { FieldError, FieldErrorProvider, useFieldError } from '../visa-wizard/components/field-error';
import { INSURANCE_FIELD_LABELS } from './lib/field-labels';
import { submissionFailureText } from '../visa-wizard/lib/submission-failure-text';
import { PlanSelector, usePlanLabel } from './components/plan-selector';
import { refreshInsuranceToday, useInsurancePurchase, useInsuranceToasts, type InsurancePurchaseActorRef } from './hooks/use-insurance-purchase';
import { insuranceFormError, needsParentId, productOf, tripDaysOf, type InsuranceFormErrorCode, type InsuranceTextField } from './machines/insurance-purchase.model';
import { insuranceFormOf } from './machines/insurance-purchase.machine';

/** Each with the server's upper bound (contracts DTO, LIMITS), so nothing longer than it takes can be typed or pasted. */
const TEXT_FIELDS: ReadonlyArray<{ field: InsuranceTextField; type?: string; autoComplete: string; maxLength: number }> = [
  { field: 'firstName', autoComplete: 'given-name', maxLength: LIMITS.nameMax },
  { field: 'lastName', autoComplete: 'family-name', maxLength: LIMITS.nameMax },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: LIMITS.emailMax },
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phoneMax },
  { field: 'passportNumber', autoComplete: 'off', maxLength: LIMITS.passportNumberMax },
];

/**
 * /insurance: buying travel health insurance for a stay in Türkiye (spec section 2). Travellers the
 * wizard sends here (`?country=`) first read what their nationality means for the visa, and find
 * it pre-filled as the nationality.
 */
export default function InsurancePage() {
  // The machine starts in a component of its own, as the visa wizard's does.
  const actorRef = useInsurancePurchase();
  return <InsurancePurchase actorRef={actorRef} />;
}

function InsurancePurchase({ actorRef }: { actorRef: InsurancePurchaseActorRef }) {
  const { t } = useTranslation(['insurance', 'wizard', 'payment', 'messages']);
  useDocumentTitle(t('title'), { description: t('description', { brand: COMPANY.brandName }) });
  const { country: countryParam } = useSearch({ from: '/insurance' });
  const visaCountry = findVisaCountry(COUNTRIES, countryParam);
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;
  const send = actorRef.send;

  const products = useQuery(insuranceProductsQueryOptions());
  useEffect(() => {
    if (products.data) send({ type: 'PRODUCTS_LOADED', products: products.data });
  }, [products.data, send]);

  const countries = useQuery(countriesQueryOptions());
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !countries.data) return;
    prefilled.current = true;
    const match = findVisaCountry(countries.data, countryParam);
    if (match && !actorRef.getSnapshot().context.nationality) send({ type: 'SET_NATIONALITY', nationality: toNationality(match) });
  }, [countries.data, countryParam, actorRef, send]);

  // A refused form moves focus to the control the error is about (the toast alone leaves keyboard
  // users on the submit button, below everything).
  // The refused form's error is also shown under its control, tied to it, while the form still fails with it.
  const [reportedError, setReportedError] = useState<InsuranceFormErrorCode | null>(null);
  useEffect(() => {
    const subscription = actorRef.on('insuranceValidationError', (event) => {
      setReportedError(event.code);
      requestAnimationFrame(() => document.querySelector<HTMLElement>(insuranceFieldOfError(event.code))?.focus());
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const shownError =
    reportedError !== null && insuranceFormError(insuranceFormOf(context), context.products, context) === reportedError ? reportedError : null;
  const errorFieldId = shownError ? insuranceErrorFieldId(shownError) : null;
  const errorMessage = shownError ? t(`errors.${shownError}.description`) : '';
  const fieldError = useMemo(() => ({ fieldId: errorFieldId, message: errorMessage }), [errorFieldId, errorMessage]);

  const submitting = snapshot.matches('submitting');
  // As in the visa wizard, a failed payment has one retry path: the payment issue screen (at most 3
  // retries, 2 s apart, the same Idempotency-Key). Only an application that was not submitted gets Try Again.
  const { retry: paymentRetry, showIssue: showPaymentIssue, resubmitting } = useSubmissionPaymentRetry(actorRef, context, submitting);
  useInsuranceToasts(actorRef, paymentRetry);
  const applicationFailed = snapshot.matches({ editing: 'failed' }) && context.submissionError?.kind === 'application' ? context.submissionError : null;

  const tripDays = tripDaysOf(context);
  const minor = needsParentId(context, context);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Judged on the clock's dates of this moment (UTC midnight may have passed since the last check).
    refreshInsuranceToday(actorRef);
    send({ type: 'SUBMIT' });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>

      <LegalNotice />

      {visaCountry && <VisaSituationSection country={visaCountry} />}

      {products.isPending ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-3" data-testid="insurance-loading">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : products.isError ? (
        // A reload would do too (the answers are kept), but on a phone Try again is the one tap it takes.
        <Alert variant="red">
          <p>{t('productsFailed')}</p>
          <Button type="button" variant="outline" className="mt-3" loading={products.isFetching} onClick={() => void products.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : products.data.length === 0 ? (
        <Alert variant="orange">{t('productsEmpty')}</Alert>
      ) : (
        <FieldErrorProvider value={fieldError}>
          <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
            <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-6">
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t('personal.title')}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-4">
                  <div className="grid gap-4 sm:grid-cols-2">
                    {TEXT_FIELDS.map(({ field, type, autoComplete, maxLength }) => (
                      <TextField
                        key={field}
                        id={`insurance-${field}`}
                        label={t(`personal.${field}`)}
                        type={type ?? 'text'}
                        autoComplete={autoComplete}
                        maxLength={maxLength}
                        value={context[field]}
                        onChange={(value) => send({ type: 'UPDATE_TEXT', field, value })}
                      />
                    ))}
                    <NationalitySelect
                      countries={countries.data}
                      loading={countries.isPending}
                      failed={countries.isError}
                      retrying={countries.isFetching}
                      onRetry={() => void countries.refetch()}
                      value={context.nationality?.id ?? null}
                      onChange={(country) => send({ type: 'SET_NATIONALITY', nationality: country ? toNationality(country) : null })}
                    />
                    <div className="flex flex-col gap-2">
                      <Label htmlFor="insurance-destination">{t('personal.destination')}</Label>
                      <Input id="insurance-destination" value={t('personal.destinationValue')} readOnly aria-readonly="true" className="bg-slate-50" />
                    </div>
                  </div>
                  <DateField
                    id="insurance-dateOfBirth"
                    label={t('personal.dateOfBirth')}
                    kind="dateOfBirth"
                    value={context.dateOfBirth}
                    today={context.today}
                    onChange={(date) => send({ type: 'SET_DATE_OF_BIRTH', date })}
                  />
                  {minor && (
                    <ParentIdPhotos
                      photos={context.parentIdPhotos}
                      notKept={context.parentIdPhotosNotKept}
                      adultByOwnDate={!insuranceNeedsParentId(context.dateOfBirth, context.today)}
                      onAdd={(photos) => send({ type: 'ADD_PARENT_ID_PHOTOS', photos })}
                      onRemove={(index) => send({ type: 'REMOVE_PARENT_ID_PHOTO', index })}
                    />
                  )}
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t('trip.title')}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-6">
                  <div className="grid gap-4 sm:grid-cols-2">
                    <DateField
                      id="insurance-travelDate"
                      label={t('trip.travelDate')}
                      kind="arrival"
                      min={context.today}
                      value={context.travelDate}
                      today={context.today}
                      onChange={(date) => send({ type: 'SET_TRAVEL_DATE', date })}
                    />
                    <DateField
                      id="insurance-returnDate"
                      label={t('trip.returnDate')}
                      kind="arrival"
                      min={context.travelDate || context.today}
                      value={context.returnDate}
                      today={context.today}
                      onChange={(date) => send({ type: 'SET_RETURN_DATE', date })}
                    />
                  </div>
                  <PlanSelector
                    products={products.data}
                    productId={context.productId}
                    tripDays={tripDays}
                    onSelect={(productId) => send({ type: 'SELECT_PRODUCT', productId })}
                  />
                </CardContent>
              </Card>

              <PaymentSummary product={productOf(context, products.data)} tripDays={tripDays} />

              <div className="flex flex-col gap-3">
                <ConsentCheckbox
                  id="insurance-accept-privacy"
                  checked={context.privacyPolicyAccepted}
                  onCheckedChange={(accepted) => send({ type: 'SET_PRIVACY_ACCEPTED', accepted })}
                  label={<Trans t={t} i18nKey="wizard:summary.acceptPrivacy" components={{ policy: <PolicyLink href="/privacy-policy" /> }} />}
                />
                <ConsentCheckbox
                  id="insurance-accept-terms"
                  checked={context.termsOfServiceAccepted}
                  onCheckedChange={(accepted) => send({ type: 'SET_TERMS_ACCEPTED', accepted })}
                  label={<Trans t={t} i18nKey="wizard:summary.acceptTerms" components={{ terms: <PolicyLink href="/terms-of-service" /> }} />}
                />
              </div>
            </fieldset>
            {/* Outside the fieldset, which disables its controls while submitting: a disabled button would drop the focus it has. */}
            <Button type="submit" size="lg" loading={submitting} className="mt-6">
              {submitting ? t('processing') : t('submit')}
            </Button>

            <div aria-live="polite" className="mt-4 flex flex-col gap-3">
              {snapshot.matches({ submitting: 'redirecting' }) && (
                <Alert variant="green" data-testid="insurance-payment-state">
                  <p>{t('payment.created', { number: context.applicationNumber })}</p>
                  <p>{t('payment.redirecting')}</p>
                </Alert>
              )}
              {snapshot.matches({ submitting: 'awaitingManualContinue' }) && (
                <Alert variant="blue" data-testid="insurance-payment-state">
                  <p>{t('payment.ready')}</p>
                  <Button type="button" className="mt-3" onClick={() => send({ type: 'CONTINUE_TO_PAYMENT' })}>
                    {t('payment.continue')}
                  </Button>
                </Alert>
              )}
              {applicationFailed && (
                <Alert variant="red" data-testid="insurance-payment-state">
                  <p className="font-semibold">{t('payment.applicationFailed')}</p>
                  <p className="mt-1 break-words">{submissionFailureText(applicationFailed.failure, t, INSURANCE_FIELD_LABELS)}</p>
                  <Button type="button" className="mt-3" onClick={() => send({ type: 'RETRY_SUBMISSION' })}>
                    {t('payment.retry')}
                  </Button>
                </Alert>
              )}
              {showPaymentIssue && <PaymentIssueScreen retry={paymentRetry} resubmitting={resubmitting} />}
            </div>
          </form>
        </FieldErrorProvider>
      )}
      <Link to="/" className={standaloneLink}>
        {t('backHome')}
      </Link>
    </div>
  );
}

/** A consent box with the refused form's message under it when the error is about it. */
function ConsentCheckbox(props: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; label: ReactNode }) {
  const error = useFieldError(props.id);
  return (
    <div className="flex flex-col gap-1">
      <Checkbox {...props} invalid={error.invalid} aria-describedby={error.describedBy} />
      <FieldError fieldId={props.id} />
    </div>
  );
}

function toNationality(country: Country) {
  return { id: country.id, code: country.code, name: country.name, visaPolicy: country.visaPolicy };
}

function NationalitySelect({
  countries,
  loading,
  failed,
  retrying,
  onRetry,
  value,
  onChange,
}: {
  countries: readonly Country[] | undefined;
  /** The list is on its way: the picker says so and waits, rather than open on an empty list (a slow connection). */
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  value: number | null;
  onChange: (country: Country | null) => void;
}) {
  const { t } = useTranslation(['insurance', 'wizard']);
  const sorted = [...(countries ?? [])].sort((a, b) => compareCountryNames(a.name, b.name));
  const error = useFieldError('insurance-nationality');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="insurance-nationality">{t('personal.nationality')}</Label>
      <NativeSelect
        id="insurance-nationality"
        options={sorted.map((c) => ({ value: String(c.id), label: c.name }))}
        value={value === null ? '' : String(value)}
        onValueChange={(id) => onChange(sorted.find((c) => String(c.id) === id) ?? null)}
        placeholder={loading ? t('wizard:country.loading') : t('personal.nationalityPlaceholder')}
        disabled={loading}
        required
        invalid={error.invalid}
        aria-describedby={error.describedBy}
      />
      <FieldError fieldId="insurance-nationality" />
      {failed && (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-red-700">{t('personal.countriesFailed')}</p>
          <Button type="button" variant="outline" loading={retrying} onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}

function PaymentSummary({ product, tripDays }: { product: InsuranceProductView | undefined; tripDays: number | null }) {
  const { t, i18n } = useTranslation('insurance');
  const label = usePlanLabel();
  const language = currentLanguage(i18n);
  const rows: Array<[string, string, string]> = [
    ['plan', t('summary.plan'), product ? label(product) : t('summary.none')],
    ['days', t('summary.tripDays'), tripDays === null ? t('summary.none') : t('summary.tripDaysValue', { days: tripDays })],
  ];
  return (
    <section aria-labelledby="insurance-summary-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="insurance-summary-title" className="mb-2 text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <dl className="flex flex-col gap-1 text-sm" data-testid="insurance-summary">
        {rows.map(([key, term, value]) => (
          <div key={key} className="flex justify-between gap-3">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-300 pt-2 text-base font-semibold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="insurance-total">{product ? displayUsd(insuranceProductPriceCents(product), language) : '—'}</dd>
        </div>
      </dl>
      {/* PRODUCT.md decision 1: beside the price and the Buy button below, not only in the notice at the top of the page. */}
      <PrivateServiceDisclaimer className="mt-3" />
    </section>
  );
}

function LegalNotice() {
  const { t, i18n } = useTranslation('insurance');
  const { insurance } = REFUND_TERMS;
  // Written as the refund policy writes them ("%90" in Turkish).
  const { percent, number } = legalFormatters(currentLanguage(i18n));
  return (
    <section aria-labelledby="insurance-legal-title" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <h2 id="insurance-legal-title" className="text-lg font-semibold text-slate-900">
        {t('legal.title')}
      </h2>
      <p>{t('legal.intermediary')}</p>
      <p>{t('legal.insurer')}</p>
      <p>
        {t('legal.refund', {
          early: percent(insurance.early.percent),
          earlyHours: number(insurance.early.hoursBeforeCover),
          late: percent(insurance.late.percent),
          lateHours: number(insurance.late.hoursBeforeCover),
          exceptional: percent(insurance.exceptionalPercent),
        })}
      </p>
      <Link to="/refund" className={standaloneLink}>
        {t('legal.refundLink')}
      </Link>
      <PrivateServiceDisclaimer />
    </section>
  );
}

function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}

import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { countriesQueryOptions } from '../../lib/api/countries';
import { requestSeed } from '../../lib/api/seed';
import { useDocumentTitle } from '../../lib/use-document-title';
import { COMPANY } from '../../lib/company';
import { useHydrating } from '../../lib/use-hydrating';
import { onFirstInteraction } from '../../lib/on-first-interaction';
import { Skeleton } from '../../components/ui/spinner';
import { CountryStep, type CountryStepProps } from './components/country-step';
import { WizardStepper } from './components/wizard-stepper';
import { useSubmissionPaymentRetry } from '../payment/hooks/use-submission-payment-retry';
import { useCountdownSeconds, useStayWhenShownAgain } from './hooks/use-countdown-seconds';
import { useVisaWizard, type VisaWizardActorRef } from './hooks/use-visa-wizard';
import { useWizardToasts } from './hooks/use-wizard-toasts';
import { shownStep, useAddressedStepNumber, useStepInAddress } from './hooks/use-step-in-address';
import { fieldOfError } from './lib/error-field';
import { stepCheckError } from './lib/step-check-error';
import { FieldErrorProvider } from './components/field-error';
import type { WizardErrorCode } from '@evisa/contracts';
import { stepsFor, type WizardStep } from './machines/visa-wizard.model';

import { laterStepsChunk, type LaterSteps } from './components/later-steps-chunk';
import { Alert } from '../../components/ui/alert';

/**
 * Translations the later steps' components read besides 'wizard' (the dialogs' 'messages', the payment
 * screens' 'payment'). Loaded with the chunk, so they never suspend the page, which would swap the
 * whole wizard for the loading placeholder for a moment.
 */
const LATER_STEPS_NAMESPACES = ['messages', 'payment'];

/**
 * The later steps' chunk and their translations: fetched on the traveller's first interaction with
 * the page (leaving step 1 takes a few: choosing the country and the document, pressing Next), or at
 * once when `needed`. Not while the first step starts up: fetching and running ~200 KB of code then
 * kept the main thread busy just when the traveller may start to type or tap. Shown as a transition,
 * so rendering them yields to the browser.
 */
function useLaterSteps(i18n: I18n, needed: boolean): { module: LaterSteps | null; failed: boolean } {
  const [module, setModule] = useState<LaterSteps | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    const load = () => {
      Promise.all([laterStepsChunk.load(), i18n.loadNamespaces(LATER_STEPS_NAMESPACES)]).then(
        ([loaded]) => !cancelled && startTransition(() => setModule(loaded)),
        (error: unknown) => {
          console.error('Loading the wizard steps failed', error);
          if (!cancelled) setFailed(true);
        },
      );
    };
    if (needed) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const stopWaiting = onFirstInteraction(document, load);
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [needed, module, i18n]);
  return { module, failed };
}

/**
 * The first step with the country list. Only this part re-renders when the list arrives (and when
 * hydration ends), not the whole page.
 */
function CountryStepWithList(props: Omit<CountryStepProps, 'countries' | 'loading' | 'loadFailed'>) {
  const countries = useQuery(countriesQueryOptions());
  // The build prerenders this page with the list still loading; hydration must render the same even
  // when the list has arrived in the meantime (it shows right after). The step re-renders with the
  // list as a deferred (interruptible) render: its options are the costliest part of the first screen.
  const hydrating = useHydrating();
  const list = useDeferredValue(hydrating ? undefined : countries.data);
  const loading = useDeferredValue(hydrating || countries.isPending);
  const loadFailed = useDeferredValue(!hydrating && countries.isError);
  return <CountryStep {...props} countries={list} loading={loading} loadFailed={loadFailed} />;
}

/** /application and /apply: the visa application wizard. */
export default function VisaWizardPage() {
  // Starting the wizard's machine (its first state, the countdown it invokes) is the costliest part of
  // the page's first render. In a component of its own, React can yield to the browser between it and
  // rendering the page, instead of running both in one long task.
  const actorRef = useVisaWizard(useAddressedStepNumber());
  return <VisaWizard actorRef={actorRef} />;
}

/** Renders the machine's state and sends it events. */
function VisaWizard({ actorRef }: { actorRef: VisaWizardActorRef }) {
  const { t, i18n } = useTranslation('wizard');
  useDocumentTitle(t('title'), { description: t('description', { brand: COMPANY.brandName }) });
  const snapshot = useSelector(actorRef, (s) => s);
  const countdown = useCountdownSeconds(actorRef);
  useStayWhenShownAgain(actorRef);
  const send = actorRef.send;

  useEffect(() => {
    void requestSeed();
  }, []);

  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  // The prerendered Next Step does nothing until React has adopted the page: disabled until then, as
  // the menu button and the pickers, so a tap that early is visibly not taken rather than silently lost.
  const hydrating = useHydrating();
  const step: WizardStep = shownStep(snapshot);
  const steps = stepsFor(context);
  const stepNumber = steps.indexOf(step) + 1;
  // Previous moves in history as well as in the machine, so the browser's Back then does not step forward.
  const previous = useStepInAddress(actorRef, stepNumber);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  // The last refused check's error; shown under its field while the answers still fail it.
  const [reportedError, setReportedError] = useState<WizardErrorCode | null>(null);
  useEffect(() => {
    if (previousStep.current !== step) {
      previousStep.current = step;
      setReportedError(null);
      headingRef.current?.focus();
    }
  }, [step]);

  // A failed step check moves focus to the control it is about: the toast says what is wrong, but
  // alone it leaves keyboard and screen-reader users on Next Step, looking for the field to fix.
  useEffect(() => {
    const subscription = actorRef.on('validationError', (event) => {
      setReportedError(event.error.code);
      const id = fieldOfError(event.error.code, actorRef.getSnapshot().context);
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const shownError = reportedError !== null && stepCheckError(step, context) === reportedError ? reportedError : null;
  const errorFieldId = shownError ? fieldOfError(shownError, context) : null;
  const errorMessage = shownError ? t(`errors.${shownError}.description`) : '';
  // One value while the error stays the same: the memoised country step re-renders only when it changes.
  const fieldError = useMemo(() => ({ fieldId: errorFieldId, message: errorMessage }), [errorFieldId, errorMessage]);

  // A payment that could not be created, or a payment page the browser did not reach, goes to the retry flow.
  const { retry: paymentRetry, showIssue, resubmitting } = useSubmissionPaymentRetry(actorRef, context, submitting);
  useWizardToasts(actorRef, paymentRetry);
  const showPaymentIssue = step === 'summary' && showIssue;
  const awaitingPayment = snapshot.matches({ submitting: 'awaitingManualContinue' });
  const [waitingDialogDismissed, setWaitingDialogDismissed] = useState(false);

  const laterNeeded = step !== 'country' || context.dialog !== null || awaitingPayment || showPaymentIssue;
  const { module: later, failed: laterFailed } = useLaterSteps(i18n, laterNeeded);
  const stepProps = { context, send };
  // Holds the card's height for the moment a later step's code is still on its way.
  const stepPlaceholder = <Skeleton className="h-64 w-full" />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-slate-700">{t('subtitle')}</p>
      </header>
      <WizardStepper steps={steps} current={step} />
      <Card>
        <CardHeader>
          <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
            {t('stepHeading', { number: stepNumber, title: t(`headings.${step}`) })}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FieldErrorProvider value={fieldError}>
            {step === 'country' && (
              <CountryStepWithList {...stepProps} countdown={countdown} />
            )}
            {/* A download that failed (a lost connection) is not tried again by the browser, which keeps the
                failed import: the traveller is told and reloads, which resumes this step with every answer. */}
            {laterNeeded && !later && laterFailed && (
              <Alert variant="red" title={t('laterSteps.failed')} className={step === 'country' ? 'mt-5' : undefined}>
                <Button variant="outline" className="mt-2" onClick={() => window.location.reload()}>
                  {t('laterSteps.reload')}
                </Button>
              </Alert>
            )}
            {step !== 'country' && !later && !laterFailed && stepPlaceholder}
            {later && step === 'supportingDocuments' && <later.SupportingDocumentStep {...stepProps} />}
            {later && step === 'arrival' && <later.ArrivalProcessingStep {...stepProps} />}
            {later && step === 'prerequisites' && <later.PrerequisitesStep {...stepProps} />}
            {later && step === 'personalDetails' && <later.PersonalDetailsStep {...stepProps} />}
            {later && step === 'summary' && <later.OrderSummaryStep {...stepProps} />}
            {later && showPaymentIssue && <later.PaymentIssueScreen retry={paymentRetry} resubmitting={resubmitting} className="mt-6" />}
          </FieldErrorProvider>
        </CardContent>
        <CardFooter className="justify-between">
          <Button
            variant="outline"
            onClick={previous}
            disabled={step === 'country' || submitting}
          >
            {t('nav.previous')}
          </Button>
          {step === 'summary' ? (
            <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
              {submitting ? t('summary.processing') : t('summary.submit')}
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'NEXT' })} disabled={hydrating || snapshot.matches('redirectingToInsurance')}>
              {t('nav.next')}
            </Button>
          )}
        </CardFooter>
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          <PrivateServiceDisclaimer />
        </div>
      </Card>
      {later && (
        <>
          <later.PaymentWaitingDialog
            open={awaitingPayment && !waitingDialogDismissed}
            onOpenChange={(open) => setWaitingDialogDismissed(!open)}
            retry={paymentRetry}
          />
          <later.NotAvailableDialog
            kind={context.dialog}
            countryName={context.country?.name ?? ''}
            onGetInsurance={() => send({ type: 'GO_TO_INSURANCE' })}
            onClose={() => send({ type: 'CLOSE_DIALOG' })}
          />
        </>
      )}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { countriesQueryOptions } from '../../lib/api/countries';
import { requestSeed } from '../../lib/api/seed';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Skeleton } from '../../components/ui/spinner';
import { CountryStep } from './components/country-step';
import { WizardStepper } from './components/wizard-stepper';
import { usePaymentRetry, usePaymentRetryView } from '../payment/hooks/use-payment-retry';
import { useCountdownSeconds } from './hooks/use-countdown-seconds';
import { useVisaWizard } from './hooks/use-visa-wizard';
import { currentStep } from './lib/wizard-progress';
import { stepsFor, type WizardStep } from './machines/visa-wizard.model';

type LaterSteps = typeof import('./components/later-steps');
const loadLaterSteps = () => import('./components/later-steps');

/** The later steps' chunk: fetched when the browser is idle after the first step, or at once when `needed`. */
function useLaterSteps(needed: boolean): LaterSteps | null {
  const [module, setModule] = useState<LaterSteps | null>(null);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    const load = () => {
      loadLaterSteps().then(
        (loaded) => !cancelled && setModule(loaded),
        (error: unknown) => console.error('Loading the wizard steps failed', error),
      );
    };
    if (needed) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(load);
    return () => {
      cancelled = true;
      cancelIdle(handle);
    };
  }, [needed, module]);
  return module;
}

/** /application and /apply: the visa application wizard. Renders the machine's state and sends it events. */
export default function VisaWizardPage() {
  const { t, i18n } = useTranslation('wizard');
  useDocumentTitle(t('title'));
  const actorRef = useVisaWizard();
  const snapshot = useSelector(actorRef, (s) => s);
  const countdownSeconds = useCountdownSeconds(actorRef);
  const countries = useQuery(countriesQueryOptions());
  const send = actorRef.send;

  useEffect(() => {
    void requestSeed();
  }, []);
  // Fetched in the background so the payment retry screens below are ready before they are needed.
  useEffect(() => {
    void i18n.loadNamespaces('payment');
  }, [i18n]);

  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  const step: WizardStep = currentStep(snapshot) ?? (snapshot.matches('redirectingToInsurance') ? 'supportingDocuments' : 'summary');
  const steps = stepsFor(context);
  const stepNumber = steps.indexOf(step) + 1;

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) {
      previousStep.current = step;
      headingRef.current?.focus();
    }
  }, [step]);

  // A payment that could not be created, or a payment page the browser did not reach, goes to the retry flow.
  const onPaymentRetry = useCallback(() => {
    const current = actorRef.getSnapshot();
    actorRef.send(current.matches('submitting') ? { type: 'CONTINUE_TO_PAYMENT' } : { type: 'RETRY_SUBMISSION' });
  }, [actorRef]);
  const paymentRetry = usePaymentRetry({
    paymentUrl: context.paymentUrl,
    orderId: context.applicationNumber ?? '',
    onRetry: onPaymentRetry,
  });
  const paymentRetryView = usePaymentRetryView(paymentRetry);
  const paymentFailed = context.submissionError?.kind === 'payment' && !!context.applicationNumber;
  const showPaymentIssue = step === 'summary' && (paymentFailed || (paymentRetryView.retrying && !!paymentRetryView.orderId));
  const awaitingPayment = snapshot.matches({ submitting: 'awaitingManualContinue' });
  const [waitingDialogDismissed, setWaitingDialogDismissed] = useState(false);

  const later = useLaterSteps(step !== 'country' || context.dialog !== null || awaitingPayment || showPaymentIssue);
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
          {step === 'country' && (
            <CountryStep
              {...stepProps}
              countries={countries.data}
              loading={countries.isPending}
              loadFailed={countries.isError}
              countdownSeconds={countdownSeconds}
            />
          )}
          {step !== 'country' && !later && stepPlaceholder}
          {later && step === 'supportingDocuments' && <later.SupportingDocumentStep {...stepProps} />}
          {later && step === 'arrival' && <later.ArrivalProcessingStep {...stepProps} />}
          {later && step === 'prerequisites' && <later.PrerequisitesStep {...stepProps} />}
          {later && step === 'personalDetails' && <later.PersonalDetailsStep {...stepProps} />}
          {later && step === 'summary' && <later.OrderSummaryStep {...stepProps} />}
          {later && showPaymentIssue && <later.PaymentIssueScreen retry={paymentRetry} className="mt-6" />}
        </CardContent>
        <CardFooter className="justify-between">
          <Button
            variant="outline"
            onClick={() => send({ type: 'PREVIOUS' })}
            disabled={step === 'country' || submitting}
          >
            {t('nav.previous')}
          </Button>
          {step === 'summary' ? (
            <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
              {submitting ? t('summary.processing') : t('summary.submit')}
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'NEXT' })} disabled={snapshot.matches('redirectingToInsurance')}>
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

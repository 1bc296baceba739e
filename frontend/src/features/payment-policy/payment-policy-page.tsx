import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { COMPANY } from '../../lib/company';
import { useDocumentTitle } from '../../lib/use-document-title';

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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`payment-policy-${id}`} className="flex flex-col gap-3">
      <h2 id={`payment-policy-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const list = 'list-disc space-y-1 ps-6';

/** /payment-policy (spec section 2, "Payment policy page (8 sections)"), effective 1 August 2025. */
export default function PaymentPolicyPage() {
  const { t } = useTranslation('payment-policy');
  useDocumentTitle(t('title'));
  const values = {
    company: COMPANY.legalName,
    statementName: COMPANY.cardStatementName,
    email: COMPANY.supportEmail,
  };
  const mail = <a href={`mailto:${COMPANY.supportEmail}`} className="font-semibold text-brand-700 underline" />;
  const title = (section: string) => t(`${section}.title`, { number: PAYMENT_POLICY_SECTIONS.indexOf(section as never) + 1 });

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('effective')}</p>
        <p>{t('intro', values)}</p>
        <PrivateServiceDisclaimer />
      </header>

      <Section id="methods" title={title('methods')}>
        <p>{t('methods.text', values)}</p>
      </Section>
      <Section id="threeDSecure" title={title('threeDSecure')}>
        <p>{t('threeDSecure.text')}</p>
      </Section>
      <Section id="noCardStorage" title={title('noCardStorage')}>
        <p>{t('noCardStorage.text')}</p>
      </Section>
      <Section id="chargebacks" title={title('chargebacks')}>
        <p>{t('chargebacks.contactFirst')}</p>
        <Alert variant="orange">{t('chargebacks.fraud')}</Alert>
        <ul className={list}>
          <li>{t('chargebacks.ban')}</li>
          <li>{t('chargebacks.evidence')}</li>
          <li>{t('chargebacks.legal')}</li>
        </ul>
      </Section>
      <Section id="confirmation" title={title('confirmation')}>
        <p>{t('confirmation.text')}</p>
      </Section>
      <Section id="failure" title={title('failure')}>
        <p>{t('failure.intro')}</p>
        <ul className={list}>
          <li>{t('failure.retry')}</li>
          <li>{t('failure.issuer')}</li>
          <li>
            <Trans t={t} i18nKey="failure.support" values={values} components={{ mail }} />
          </li>
        </ul>
        <Alert variant="orange">{t('failure.warning')}</Alert>
        <h3 className="font-semibold text-slate-900">{t('failure.tipsTitle')}</h3>
        <ul className={list}>
          <li>{t('failure.tips.funds')}</li>
          <li>{t('failure.tips.international')}</li>
          <li>{t('failure.tips.threeDSecure')}</li>
          <li>{t('failure.tips.browser')}</li>
        </ul>
      </Section>
      <Section id="refunds" title={title('refunds')}>
        <p>{t('refunds.text')}</p>
        <Link to="/refund" className="self-start font-semibold text-brand-700 underline">
          {t('refunds.link')}
        </Link>
      </Section>
      <Section id="contact" title={title('contact')}>
        <p>
          <Trans t={t} i18nKey="contact.text" values={values} components={{ mail }} />
        </p>
        <p>{t('contact.responseTime')}</p>
      </Section>

      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-600">{t('company', { company: COMPANY.legalName, address: COMPANY.address })}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{t('backHome')}</Link>
        </Button>
      </footer>
    </article>
  );
}

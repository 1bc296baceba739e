import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { LIMITS, SUPPORTING_VISA_COUNTRIES } from '@evisa/contracts';
import { COUNTRIES, flagEmoji, type CountryRecord, type VisaPolicy } from '@evisa/contracts/countries';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { currentLanguage } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { COMPANY } from '../../lib/company';
import { DocumentPage, DocumentSection, bulletList, textLink } from '../../components/document-page/document-page';
import { displayUsd } from '../../lib/format';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';


/** The four visa policies, in the order shown; the e-visa groups are listed open, the others folded. */
export const POLICY_GROUPS: ReadonlyArray<{ policy: VisaPolicy; accent: string; folded: boolean }> = [
  { policy: 'evisa', accent: 'border-s-green-500', folded: false },
  { policy: 'conditional', accent: 'border-s-blue-500', folded: false },
  { policy: 'exempt', accent: 'border-s-slate-400', folded: true },
  { policy: 'consulate', accent: 'border-s-orange-500', folded: true },
];

/** The nationalities with this policy, from the researched country data (never a hand-typed list). */
export function countriesWithPolicy(policy: VisaPolicy): readonly CountryRecord[] {
  return COUNTRIES.filter((c) => c.visaPolicy === policy);
}

const GENERAL_REQUIREMENTS = [
  { key: 'passport', icon: '🛂' },
  { key: 'photo', icon: '📷' },
  { key: 'email', icon: '✉️' },
  { key: 'payment', icon: '💳' },
] as const;

const DOCUMENTS_TO_HAVE_READY = ['hotel', 'flight', 'bank', 'funds', 'insurance'] as const;
const PHOTO_SPECS = ['format', 'size', 'resolution', 'dimensions', 'recent', 'background'] as const;
const NOTES = ['approval', 'border', 'details', 'changes'] as const;

function CountryList({ policy }: { policy: VisaPolicy }) {
  return (
    <ul
      data-testid={`countries-${policy}`}
      className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm min-[360px]:grid-cols-2 sm:grid-cols-3"
    >
      {countriesWithPolicy(policy).map((country) => (
        <li key={country.code} className="flex min-w-0 items-center gap-2">
          <span aria-hidden="true" className="text-lg leading-none">
            {flagEmoji(country.alpha2)}
          </span>
          {/* The app shows country names in English everywhere (as the wizard's country list does). */}
          <bdi lang="en" className="min-w-0">
            {country.name}
          </bdi>
        </li>
      ))}
    </ul>
  );
}

function PolicyGroup({
  policy,
  accent,
  folded,
  title,
  description,
  showLabel,
  hideLabel,
  count,
}: {
  policy: VisaPolicy;
  accent: string;
  folded: boolean;
  title: string;
  description: ReactNode;
  showLabel: string;
  hideLabel: string;
  count: string;
}) {
  const headingId = `requirements-policy-${policy}`;
  // The summary says what pressing it does: "Show …" while folded, "Hide …" once open (it has no marker).
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`policy-${policy}`}
      className={cn('flex flex-col gap-3 rounded-xl border border-slate-200 border-s-4 bg-white p-4 shadow-sm sm:p-5', accent)}
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <span>{title}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">{count}</span>
      </h3>
      <p className="text-sm text-slate-700">{description}</p>
      {folded ? (
        <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline">
            {open ? hideLabel : showLabel}
          </summary>
          <div className="pt-2">
            <CountryList policy={policy} />
          </div>
        </details>
      ) : (
        <CountryList policy={policy} />
      )}
    </section>
  );
}

/** /requirements (spec section 2, "Requirements page"), with the country groups of PRODUCT.md decision 6. */
export default function RequirementsPage() {
  const { t, i18n } = useTranslation(['requirements', 'wizard', 'home']);
  const language = currentLanguage(i18n);
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const official = <NewTabLink href={COMPANY.officialEvisaUrl} className={textLink} />;

  return (
    <DocumentPage title={t('title')} description={t('description')} intro={t('intro', { brand: COMPANY.brandName })} backHome={t('backHome')}>
      <DocumentSection id="requirements-general" title={t('general.title')}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {GENERAL_REQUIREMENTS.map(({ key, icon }) => (
            <li key={key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span aria-hidden="true" className="text-2xl leading-none">
                {icon}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-slate-900">{t(`general.${key}.title`)}</h3>
                <p className="text-sm text-slate-700">
                  {t(`general.${key}.text`, { months: number(LIMITS.passportMinValidityMonths) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection id="requirements-supporting" title={t('supporting.title')}>
        <p>{t('supporting.intro')}</p>
        <ul className={bulletList} data-testid="supporting-visa-countries">
          {SUPPORTING_VISA_COUNTRIES.map((country) => (
            <li key={country.value}>{t(`wizard:supporting.visaCountries.${country.value}`)}</li>
          ))}
        </ul>
        <Alert variant="orange" role="note">
          {t('wizard:supporting.eVisaNotAccepted')}
        </Alert>
        <p>{t('supporting.inForm')}</p>
        <h3 className="pt-2 text-lg font-semibold text-slate-900">{t('ready.title')}</h3>
        <p>{t('ready.intro')}</p>
        <ul className={bulletList}>
          {DOCUMENTS_TO_HAVE_READY.map((key) => (
            <li key={key}>
              {t(`ready.${key}`, { amount: displayUsd(LIMITS.minFundsPerDayCents, language), months: number(LIMITS.bankStatementMonths) })}
            </li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection id="requirements-photo" title={t('photo.title')}>
        <p>{t('photo.intro')}</p>
        <ul className={bulletList}>
          {PHOTO_SPECS.map((key) => (
            <li key={key}>
              {t(`photo.${key}`, {
                size: number(LIMITS.photoMaxBytes / (1024 * 1024)),
                dpi: number(LIMITS.photoMinDpi),
                width: number(LIMITS.photoSizeMm.width),
                height: number(LIMITS.photoSizeMm.height),
                months: number(LIMITS.photoTakenWithinMonths),
              })}
            </li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection id="requirements-countries" title={t('countries.title')}>
        <p>{t('countries.intro')}</p>
        <div className="flex flex-col gap-4">
          {POLICY_GROUPS.map(({ policy, accent, folded }) => {
            const count = countriesWithPolicy(policy).length;
            return (
              <PolicyGroup
                key={policy}
                policy={policy}
                accent={accent}
                folded={folded}
                title={t(`countries.${policy}.title`)}
                description={t(`countries.${policy}.description`)}
                showLabel={t('countries.show', { number: number(count) })}
                hideLabel={t('countries.hide', { number: number(count) })}
                count={number(count)}
              />
            );
          })}
        </div>
        <p className="text-sm text-slate-600">{t('countries.sources')}</p>
        {/* Where each group goes next: the e-Visa groups to the form, the others to insurance only (PRODUCT.md decision 6). */}
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="requirements-next">
          <p>{t('countries.next')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <Link to="/application">{t('home:hero.apply')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/insurance">{t('home:hero.insurance')}</Link>
            </Button>
          </div>
          <PrivateServiceDisclaimer />
        </div>
      </DocumentSection>

      <DocumentSection id="requirements-notes" title={t('notes.title')}>
        <ul className={bulletList}>
          {NOTES.map((key) => (
            <li key={key}>
              <Trans t={t} i18nKey={`notes.${key}`} values={{ officialSite: COMPANY.officialEvisaHost }} components={{ official }} />
            </li>
          ))}
        </ul>
        <p>
          <Trans
            t={t}
            i18nKey="notes.more"
            components={{
              times: <Link to="/processing-times" className={textLink} />,
              faq: <Link to="/faq" className={textLink} />,
            }}
          />
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}

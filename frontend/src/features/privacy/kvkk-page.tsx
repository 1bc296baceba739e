import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { Button } from '../../components/ui/button';
import { currentLanguage } from '../../i18n/i18n';
import { COMPANY } from '../../lib/company';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalSection, linkClass, list, RetentionTable } from './legal-parts';

/** The sections of the notice: what Article 10 of Law No. 6698 requires, then retention and how to apply. */
export const KVKK_SECTIONS = ['controller', 'data', 'purposes', 'collection', 'transfers', 'retention', 'rights', 'application'] as const;

/** The rights of Article 11 of Law No. 6698, in the order of its paragraphs (a) to (ğ). */
export const KVKK_RIGHTS = ['learn', 'information', 'purpose', 'thirdParties', 'rectification', 'erasure', 'notification', 'objection', 'compensation'] as const;

const KVKK_AUTHORITY_URL = 'https://www.kvkk.gov.tr';

/** /kvkk: the information notice (Aydınlatma Metni) of Turkish Law No. 6698; the Turkish text is the original. */
export default function KvkkPage() {
  const { t, i18n } = useTranslation('kvkk');
  useDocumentTitle(t('title'));
  const language = currentLanguage(i18n);
  const values = {
    company: COMPANY.legalName,
    brand: COMPANY.brandName,
    registeredIn: COMPANY.registeredIn,
    registrationNumber: COMPANY.registrationNumber,
    address: COMPANY.address,
    email: COMPANY.supportEmail,
  };
  const mail = <a href={`mailto:${COMPANY.supportEmail}`} className={linkClass} />;
  const title = (section: (typeof KVKK_SECTIONS)[number]) => t(`${section}.title`, { number: KVKK_SECTIONS.indexOf(section) + 1 });
  const section = (id: (typeof KVKK_SECTIONS)[number]) => ({ prefix: 'kvkk', id, title: title(id) });

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="font-medium text-slate-700">{t('subtitle')}</p>
        <p className="text-sm text-slate-600">{t('updated')}</p>
        <p>{t('intro', values)}</p>
        <p className="text-sm text-slate-600">{t('originalText')}</p>
        <PrivateServiceDisclaimer />
      </header>

      <LegalSection {...section('controller')}>
        <p>{t('controller.text', values)}</p>
        <p>
          <Trans t={t} i18nKey="controller.contact" values={values} components={{ mail }} />
        </p>
        <p>
          <Trans t={t} i18nKey="controller.privacy" components={{ privacy: <Link to="/privacy-policy" className={linkClass} /> }} />
        </p>
      </LegalSection>

      <LegalSection {...section('data')}>
        <p>{t('data.intro')}</p>
        <ul className={list}>
          <li>{t('data.identity')}</li>
          <li>{t('data.contact')}</li>
          <li>{t('data.travel')}</li>
          <li>{t('data.finance')}</li>
          <li>{t('data.security')}</li>
          <li>{t('data.request')}</li>
        </ul>
        <p>{t('data.noSpecial')}</p>
      </LegalSection>

      <LegalSection {...section('purposes')}>
        <p>{t('purposes.intro')}</p>
        <ul className={list}>
          <li>{t('purposes.application')}</li>
          <li>{t('purposes.payment')}</li>
          <li>{t('purposes.notifications')}</li>
          <li>{t('purposes.requests')}</li>
          <li>{t('purposes.security')}</li>
          <li>{t('purposes.legal')}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section('collection')}>
        <p>{t('collection.method')}</p>
        <p>{t('collection.intro')}</p>
        <ul className={list}>
          <li>{t('collection.contract')}</li>
          <li>{t('collection.legal')}</li>
          <li>{t('collection.right')}</li>
          <li>{t('collection.legitimate')}</li>
        </ul>
      </LegalSection>

      <LegalSection {...section('transfers')}>
        <p>{t('transfers.intro')}</p>
        <ul className={list}>
          <li>{t('transfers.evisa')}</li>
          <li>{t('transfers.payment')}</li>
          <li>{t('transfers.email')}</li>
          <li>{t('transfers.hosting')}</li>
          <li>{t('transfers.authorities')}</li>
        </ul>
        <p>{t('transfers.abroad')}</p>
        <p>{t('transfers.noSale')}</p>
      </LegalSection>

      <LegalSection {...section('retention')}>
        <p>{t('retention.intro')}</p>
        <RetentionTable
          language={language}
          recordsHeader={t('retention.recordsHeader')}
          periodHeader={t('retention.periodHeader')}
          label={(kind) => t(`retention.${kind}`)}
        />
        <p>{t('retention.destruction')}</p>
      </LegalSection>

      <LegalSection {...section('rights')}>
        <p>{t('rights.intro')}</p>
        <ul className={list}>
          {KVKK_RIGHTS.map((right) => (
            <li key={right}>{t(`rights.${right}`)}</li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection {...section('application')}>
        <p>
          <Trans t={t} i18nKey="application.how" values={values} components={{ mail }} />
        </p>
        <p>{t('application.content')}</p>
        <p>{t('application.reply')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="application.complaint"
            components={{ kvkkAuthority: <a href={KVKK_AUTHORITY_URL} target="_blank" rel="noopener noreferrer" className={linkClass} /> }}
          />
        </p>
      </LegalSection>

      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-600">{t('company', { company: COMPANY.legalName, address: COMPANY.address })}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{t('backHome')}</Link>
        </Button>
      </footer>
    </article>
  );
}

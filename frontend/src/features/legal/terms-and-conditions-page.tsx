import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '../../lib/company';
import { currentLanguage } from '../../i18n/i18n';
import { legalFormatters } from './legal-format';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, SupportContactSection, bulletList, numberedSections, standaloneLink, textLink } from '../../components/document-page/document-page';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';

/** The sections of the Terms & Conditions, in order. */
export const CONDITIONS_SECTIONS = ['about', 'information', 'use', 'content', 'availability', 'links', 'privacy', 'law', 'contact'] as const;

/**
 * /terms: the Terms & Conditions, a page of its own (spec section 2 lists it apart from the Terms of
 * Service). They cover the use of the website by every visitor; an order is governed by the Terms of
 * Service, which this page says prevail, so the two texts never give a traveller two answers.
 */
export default function TermsAndConditionsPage() {
  const { t, i18n } = useTranslation('conditions');
  const format = legalFormatters(currentLanguage(i18n));
  const values = COMPANY_TEXT_VALUES;
  const official = <NewTabLink href={COMPANY.officialEvisaUrl} className={textLink} />;
  const section = numberedSections('conditions', CONDITIONS_SECTIONS, t);

  return (
    <DocumentPage title={t('title')} description={t('description', values)} updated={t('updated')} intro={t('intro', values)} company={t('company', values)} backHome={t('backHome')}>
      <DocumentSection {...section('about')}>
        <p>{t('about.text', values)}</p>
        <p>{t('about.orders')}</p>
        <Link to="/terms-of-service" className={standaloneLink}>
          {t('about.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('information')}>
        <p>{t('information.text')}</p>
        <p>
          <Trans t={t} i18nKey="information.official" values={values} components={{ official }} />
        </p>
      </DocumentSection>
      <DocumentSection {...section('use')}>
        <p>{t('use.intro')}</p>
        <ul className={bulletList}>
          <li>{t('use.falseData')}</li>
          <li>{t('use.access')}</li>
          <li>{t('use.disrupt')}</li>
        </ul>
        <p>{t('use.consequence')}</p>
      </DocumentSection>
      <DocumentSection {...section('content')}>
        <p>{t('content.text', values)}</p>
      </DocumentSection>
      <DocumentSection {...section('availability')}>
        <p>{t('availability.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('links')}>
        <p>{t('links.text')}</p>
      </DocumentSection>
      <DocumentSection {...section('privacy')}>
        <p>{t('privacy.text')}</p>
        <Link to="/privacy-policy" className={standaloneLink}>
          {t('privacy.link')}
        </Link>
      </DocumentSection>
      <DocumentSection {...section('law')}>
        <p>{t('law.text', values)}</p>
        <p>{t('law.consumer')}</p>
      </DocumentSection>
      <SupportContactSection {...section('contact')} t={t} formatNumber={format.number} />
    </DocumentPage>
  );
}

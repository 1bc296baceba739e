import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { RETENTION_YEARS } from '@evisa/contracts';
import { currentLanguage } from '../../i18n/i18n';
import { COMPANY } from '../../lib/company';
import { formatYears, RetentionTable } from './legal-parts';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, bulletList, numberedSections, supportMailLink, textLink } from '../../components/document-page/document-page';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';

/** The sections of the notice: what Article 10 of Law No. 6698 requires, then retention and how to apply. */
export const KVKK_SECTIONS = ['controller', 'data', 'purposes', 'collection', 'transfers', 'retention', 'rights', 'application'] as const;

/** The rights of Article 11 of Law No. 6698, in the order of its paragraphs (a) to (ğ). */
export const KVKK_RIGHTS = ['learn', 'information', 'purpose', 'thirdParties', 'rectification', 'erasure', 'notification', 'objection', 'compensation'] as const;

const KVKK_AUTHORITY_URL = 'https://www.kvkk.gov.tr';

/** /kvkk: the information notice (Aydınlatma Metni) of Turkish Law No. 6698; the Turkish text is the original. */
export default function KvkkPage() {
  const { t, i18n } = useTranslation('kvkk');
  const language = currentLanguage(i18n);
  const values = COMPANY_TEXT_VALUES;
  const mail = supportMailLink;
  const section = numberedSections('kvkk', KVKK_SECTIONS, t);

  return (
    <DocumentPage
      title={t('title')}
      description={t('description', values)}
      subtitle={t('subtitle')}
      updated={t('updated')}
      intro={t('intro', values)}
      note={t('originalText')}
      company={t('company', { company: COMPANY.legalName, address: COMPANY.address })}
      backHome={t('backHome')}
    >
      <DocumentSection {...section('controller')}>
        <p>{t('controller.text', values)}</p>
        <p>
          <Trans t={t} i18nKey="controller.contact" values={values} components={{ mail }} />
        </p>
        <p>
          <Trans t={t} i18nKey="controller.privacy" components={{ privacy: <Link to="/privacy-policy" className={textLink} /> }} />
        </p>
      </DocumentSection>

      <DocumentSection {...section('data')}>
        <p>{t('data.intro')}</p>
        <ul className={bulletList}>
          <li>{t('data.identity')}</li>
          <li>{t('data.contact')}</li>
          <li>{t('data.travel')}</li>
          <li>{t('data.finance')}</li>
          <li>{t('data.security')}</li>
          <li>{t('data.request')}</li>
          <li>{t('data.chat')}</li>
        </ul>
        <p>{t('data.noSpecial')}</p>
      </DocumentSection>

      <DocumentSection {...section('purposes')}>
        <p>{t('purposes.intro')}</p>
        <ul className={bulletList}>
          <li>{t('purposes.application')}</li>
          <li>{t('purposes.payment')}</li>
          <li>{t('purposes.notifications')}</li>
          <li>{t('purposes.requests')}</li>
          <li>{t('purposes.security')}</li>
          <li>{t('purposes.legal')}</li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section('collection')}>
        <p>{t('collection.method')}</p>
        <p>{t('collection.intro')}</p>
        <ul className={bulletList}>
          <li>{t('collection.contract')}</li>
          <li>{t('collection.legal')}</li>
          <li>{t('collection.right')}</li>
          <li>{t('collection.legitimate')}</li>
        </ul>
      </DocumentSection>

      <DocumentSection {...section('transfers')}>
        <p>{t('transfers.intro')}</p>
        <ul className={bulletList}>
          <li>{t('transfers.evisa')}</li>
          <li>{t('transfers.payment')}</li>
          <li>{t('transfers.email')}</li>
          <li>{t('transfers.hosting')}</li>
          <li>{t('transfers.authorities')}</li>
        </ul>
        <p>{t('transfers.abroad')}</p>
        <p>{t('transfers.noSale')}</p>
      </DocumentSection>

      <DocumentSection {...section('retention')}>
        <p>{t('retention.intro')}</p>
        <RetentionTable
          language={language}
          recordsHeader={t('retention.recordsHeader')}
          periodHeader={t('retention.periodHeader')}
          label={(kind) => t(`retention.${kind}`)}
        />
        <p>{t('retention.destruction')}</p>
        <p>{t('retention.chat', { period: formatYears(RETENTION_YEARS.contact, language) })}</p>
        <p>{t('retention.automatic')}</p>
      </DocumentSection>

      <DocumentSection {...section('rights')}>
        <p>{t('rights.intro')}</p>
        <ul className={bulletList}>
          {KVKK_RIGHTS.map((right) => (
            <li key={right}>{t(`rights.${right}`)}</li>
          ))}
        </ul>
      </DocumentSection>

      <DocumentSection {...section('application')}>
        <p>
          <Trans t={t} i18nKey="application.how" values={values} components={{ mail }} />
        </p>
        <p>{t('application.content')}</p>
        <p>{t('application.reply')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="application.complaint"
            components={{ kvkkAuthority: <NewTabLink href={KVKK_AUTHORITY_URL} className={textLink} /> }}
          />
        </p>
      </DocumentSection>

    </DocumentPage>
  );
}

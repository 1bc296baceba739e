import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { RETENTION_YEARS, SECURE_STAFF_COOKIE_NAMES, STAFF_DEVICE_COOKIE_DAYS } from '@evisa/contracts';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../components/cookie-banner/cookie-consent';
import { CHAT_SESSION_STORAGE_KEY } from '../chat/lib/chat-session-store';
import { CHAT_UNSENT_STORAGE_KEY } from '../chat/lib/chat-unsent-store';
import { currentLanguage, LANGUAGE_STORAGE_KEY } from '../../i18n/i18n';
import { COMPANY } from '../../lib/company';
import { codeClass, formatYears, RetentionTable } from './legal-parts';
import { COMPANY_TEXT_VALUES, DocumentPage, DocumentSection, bulletList, numberedSections, standaloneLink, supportMailLink, textLink } from '../../components/document-page/document-page';
import { INSURANCE_PROGRESS_KEY, WIZARD_PROGRESS_KEY } from '../../lib/saved-progress';
import { NewTabLink } from '../../components/new-tab-link/new-tab-link';

/** The sections of the Privacy Policy, in order. */
export const PRIVACY_POLICY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'recipients',
  'transfers',
  'payments',
  'security',
  'retention',
  'storage',
  'rights',
  'changes',
  'contact',
] as const;


const ICO_URL = 'https://ico.org.uk';
const KVKK_AUTHORITY_URL = 'https://www.kvkk.gov.tr';

/**
 * /privacy-policy and /privacy: one text at two addresses. Every statement describes what the
 * product does (see the code it names in the report of this page); retention periods come from
 * RETENTION_YEARS. The support chat (features/chat, backend modules/chat and modules/retention): its
 * messages and optional name and email are encrypted with the conversation's own key, kept
 * RETENTION_YEARS.contact years after the conversation's last message, then erased by the daily
 * retention sweep; the widget keeps the conversation's id under CHAT_SESSION_STORAGE_KEY.
 */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('privacy');
  const language = currentLanguage(i18n);
  const values = COMPANY_TEXT_VALUES;
  const mail = supportMailLink;
  const external = (href: string) => <NewTabLink href={href} className={textLink} />;
  const code = <code className={codeClass} />;
  const section = numberedSections('privacy', PRIVACY_POLICY_SECTIONS, t);
  const chatPeriod = formatYears(RETENTION_YEARS.contact, language);

  return (
    <DocumentPage
      title={t('title')}
      description={t('description', values)}
      updated={t('updated')}
      intro={t('intro', values)}
      company={t('company', { company: COMPANY.legalName, address: COMPANY.address })}
      backHome={t('backHome')}
    >
      <DocumentSection {...section('controller')}>
        <p>{t('controller.text', values)}</p>
        <p>
          <Trans t={t} i18nKey="controller.contact" values={values} components={{ mail }} />
        </p>
        <p>
          <Trans t={t} i18nKey="controller.kvkk" components={{ kvkk: <Link to="/kvkk" className={textLink} /> }} />
        </p>
      </DocumentSection>

      <DocumentSection {...section('data')}>
        <p>{t('data.intro')}</p>
        <ul className={bulletList}>
          <li>{t('data.identity')}</li>
          <li>{t('data.contact')}</li>
          <li>{t('data.trip')}</li>
          <li>{t('data.supporting')}</li>
          <li>{t('data.consents')}</li>
          <li>{t('data.payment')}</li>
          <li>{t('data.document')}</li>
          <li>{t('data.technical')}</li>
          <li>{t('data.correspondence')}</li>
          <li>{t('data.chat')}</li>
        </ul>
        <p>{t('data.noSpecial')}</p>
      </DocumentSection>

      <DocumentSection {...section('purposes')}>
        <p>{t('purposes.intro')}</p>
        <ul className={bulletList}>
          <li>{t('purposes.service')}</li>
          <li>{t('purposes.legal')}</li>
          <li>{t('purposes.security')}</li>
          <li>{t('purposes.support')}</li>
        </ul>
        <p>{t('purposes.decisions')}</p>
        <p>{t('purposes.noAds')}</p>
      </DocumentSection>

      <DocumentSection {...section('recipients')}>
        <p>{t('recipients.intro')}</p>
        <ul className={bulletList}>
          <li>{t('recipients.evisa')}</li>
          <li>{t('recipients.payment')}</li>
          <li>{t('recipients.email')}</li>
          <li>{t('recipients.hosting')}</li>
          <li>{t('recipients.authorities')}</li>
        </ul>
        <p>{t('recipients.processors')}</p>
        <p>{t('recipients.noSale')}</p>
      </DocumentSection>

      <DocumentSection {...section('transfers')}>
        <p>{t('transfers.text')}</p>
        <p>{t('transfers.safeguards')}</p>
      </DocumentSection>

      <DocumentSection {...section('payments')}>
        <p>{t('payments.text')}</p>
        <Link to="/payment-policy" className={standaloneLink}>
          {t('payments.link')}
        </Link>
      </DocumentSection>

      <DocumentSection {...section('security')}>
        <ul className={bulletList}>
          <li>{t('security.encryption')}</li>
          <li>{t('security.https')}</li>
          <li>{t('security.staff')}</li>
          <li>{t('security.chat')}</li>
        </ul>
        <p>{t('security.statusNumber')}</p>
      </DocumentSection>

      <DocumentSection {...section('retention')}>
        <p>{t('retention.intro')}</p>
        <RetentionTable
          language={language}
          recordsHeader={t('retention.recordsHeader')}
          periodHeader={t('retention.periodHeader')}
          label={(kind) => t(`retention.${kind}`)}
        />
        <p>{t('retention.start', { period: chatPeriod })}</p>
        <p>{t('retention.shredding')}</p>
        <p>{t('retention.chatShredding')}</p>
        <p>{t('retention.automatic')}</p>
      </DocumentSection>

      <DocumentSection {...section('storage')}>
        <p>{t('storage.intro')}</p>
        <ul className={bulletList}>
          <li>
            <Trans t={t} i18nKey="storage.language" values={{ key: LANGUAGE_STORAGE_KEY }} components={{ code }} />
          </li>
          <li>
            <Trans t={t} i18nKey="storage.consent" values={{ key: COOKIE_CONSENT_STORAGE_KEY }} components={{ code }} />
          </li>
          <li>
            <Trans
              t={t}
              i18nKey="storage.wizard"
              values={{ key: WIZARD_PROGRESS_KEY, insuranceKey: INSURANCE_PROGRESS_KEY }}
              components={{ code }}
            />
          </li>
          <li>
            <Trans t={t} i18nKey="storage.chat" values={{ key: CHAT_SESSION_STORAGE_KEY }} components={{ code }} />
          </li>
          <li>
            <Trans t={t} i18nKey="storage.chatUnsent" values={{ key: CHAT_UNSENT_STORAGE_KEY }} components={{ code }} />
          </li>
        </ul>
        <p>
          <Trans
            t={t}
            i18nKey="storage.staff"
            // The names the live (HTTPS) service sets; local http development drops the prefixes.
            values={{ ...SECURE_STAFF_COOKIE_NAMES, deviceDays: STAFF_DEVICE_COOKIE_DAYS }}
            components={{ code }}
          />
        </p>
        <p>{t('storage.banner')}</p>
        <p>{t('storage.provider')}</p>
      </DocumentSection>

      <DocumentSection {...section('rights')}>
        <p>{t('rights.intro')}</p>
        <ul className={bulletList}>
          <li>{t('rights.access')}</li>
          <li>{t('rights.rectification')}</li>
          <li>{t('rights.erasure')}</li>
          <li>{t('rights.restriction')}</li>
          <li>{t('rights.portability')}</li>
          <li>{t('rights.withdraw')}</li>
        </ul>
        <p>
          <Trans t={t} i18nKey="rights.kvkk" components={{ kvkk: <Link to="/kvkk" className={textLink} /> }} />
        </p>
        <p>
          <Trans t={t} i18nKey="rights.how" values={values} components={{ mail }} />
        </p>
        <p>{t('rights.reply')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="rights.complaint"
            components={{ ico: external(ICO_URL), kvkkAuthority: external(KVKK_AUTHORITY_URL) }}
          />
        </p>
      </DocumentSection>

      <DocumentSection {...section('changes')}>
        <p>{t('changes.text')}</p>
      </DocumentSection>

      <DocumentSection {...section('contact')}>
        <p>
          <Trans t={t} i18nKey="contact.text" values={values} components={{ mail }} />
        </p>
      </DocumentSection>

    </DocumentPage>
  );
}

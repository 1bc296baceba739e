import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../lib/company';
import { PrivateServiceDisclaimer } from '../disclaimer/private-service-disclaimer';
import { NewTabLink } from '../new-tab-link/new-tab-link';

const INFO_LINKS = [
  { to: '/faq', labelKey: 'footer.links.faq' },
  { to: '/requirements', labelKey: 'footer.links.requirements' },
  { to: '/processing-times', labelKey: 'footer.links.processingTimes' },
  { to: '/status', labelKey: 'footer.links.status' },
] as const;

const LEGAL_LINKS = [
  { to: '/terms', labelKey: 'footer.links.terms' },
  { to: '/kvkk', labelKey: 'footer.links.kvkk' },
  // One policy at two addresses (/refund and /cancellation-policy): one link, named as the page is.
  { to: '/refund', labelKey: 'footer.links.refund' },
  { to: '/payment-policy', labelKey: 'footer.links.paymentPolicy' },
  { to: '/security', labelKey: 'footer.links.security' },
] as const;

const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Maestro'] as const;

const linkClass = 'inline-flex min-h-11 items-center text-sm text-slate-300 hover:text-white';

export interface FooterProps {
  /** Room kept below the last line for what floats over the window's bottom (the chat launcher), in px; 0 for none. */
  bottomClearancePx?: number;
}

export function Footer({ bottomClearancePx = 0 }: FooterProps) {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-base font-semibold text-white">
            {COMPANY.brandName}
          </h2>
          <address className="mt-3 flex flex-col gap-1 text-sm not-italic text-slate-300">
            <span>{COMPANY.legalName}</span>
            <span>{t('footer.registration', { number: COMPANY.registrationNumber })}</span>
            <span>{COMPANY.address}</span>
            <span>{t('footer.cardStatement', { name: COMPANY.cardStatementName })}</span>
            <a href={`mailto:${COMPANY.supportEmail}`} className={linkClass}>
              {t('footer.support', { email: COMPANY.supportEmail })}
            </a>
          </address>
        </section>

        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="text-base font-semibold text-white">
            {t('footer.infoHeading')}
          </h2>
          <ul className="mt-2">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-base font-semibold text-white">
            {t('footer.legalHeading')}
          </h2>
          <ul className="mt-2">
            {/* Spec section 2: these two open in a new tab so an application in progress is not lost, and say so. */}
            <li>
              <NewTabLink href="/privacy-policy" className={linkClass}>
                {t('footer.links.privacyPolicy')}
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href="/terms-of-service" className={linkClass}>
                {t('footer.links.termsOfService')}
              </NewTabLink>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-security">
          <h2 id="footer-security" className="text-base font-semibold text-white">
            {t('footer.securityHeading')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('footer.securityBadges')}>
            <li className="rounded-md border border-slate-600 px-2 py-1 text-xs">🔒 {t('footer.badges.ssl')}</li>
            <li className="rounded-md border border-slate-600 px-2 py-1 text-xs">🛡️ {t('footer.badges.threeDSecure')}</li>
            <li className="rounded-md border border-slate-600 px-2 py-1 text-xs">✓ {t('footer.badges.personalData')}</li>
          </ul>
          <p className="mt-3 text-sm text-slate-300">{t('footer.encryption')}</p>
          <h3 className="mt-4 text-sm font-semibold text-white">{t('footer.cardsHeading')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('footer.cardsHeading')}>
            {CARD_BRANDS.map((brand) => (
              <li key={brand} className="rounded-md bg-white px-2 py-1 text-xs font-bold text-slate-900">
                {brand}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-slate-700">
        {/* Padding (at least py-6's 24 px), not a margin below the footer: the room stays the footer's dark colour. */}
        <div
          className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6"
          style={bottomClearancePx > 0 ? { paddingBottom: Math.max(24, bottomClearancePx) } : undefined}
        >
          <PrivateServiceDisclaimer variant="full" />
          <p className="text-xs text-slate-400">
            {t('footer.copyright', { year: COMPANY.copyrightYear, company: COMPANY.legalName })}{' '}
            {/* Staff entrance, deliberately inconspicuous (spec section 2): the copyright line's own colour
                (slate-600 on the dark footer was 2.3:1), told apart from the text by its underline, not by colour. */}
            <Link to="/admin" aria-label={t('footer.staffLink')} className="underline hover:text-slate-200">
              ·
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

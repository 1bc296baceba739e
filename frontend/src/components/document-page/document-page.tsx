import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SUPPORT_HOURS } from '@evisa/contracts';
import { PrivateServiceDisclaimer } from '../disclaimer/private-service-disclaimer';
import { Button } from '../ui/button';
import { COMPANY } from '../../lib/company';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Pages of text: the information pages (FAQ, requirements, processing times), the legal pages and
 * the payment policy. One article with an h1 header and the private-service disclaimer near the
 * top (PRODUCT.md decision 1), h2 sections, and a footer with the company and the way home.
 */

/** Bulleted lists; `ps-` so the bullets sit on the right in Arabic. */
export const bulletList = 'list-disc space-y-2 ps-6 marker:text-brand-600';
/** A link inside the text. */
export const textLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
/** A link to another page on a line of its own, under the paragraph that mentions it: a 44 px tap target. */
export const standaloneLink = cn('inline-flex min-h-11 items-center self-start', textLink);
/**
 * The company's details under the names the pages' translations use ({{company}}, {{address}}, ...).
 * Not the place of registration: that is words, not a number or a name, so each language has its own
 * (common:company.registeredIn), which the texts nest as $t(common:company.registeredIn).
 */
export const COMPANY_TEXT_VALUES = {
  brand: COMPANY.brandName,
  company: COMPANY.legalName,
  registrationNumber: COMPANY.registrationNumber,
  address: COMPANY.address,
  email: COMPANY.supportEmail,
  statementName: COMPANY.cardStatementName,
  officialSite: COMPANY.officialEvisaHost,
} as const;

/** The `<mail>` component of translated sentences: the support address as a mail link. */
export const supportMailLink = <a href={`mailto:${COMPANY.supportEmail}`} className={textLink} />;

/**
 * The props of a page's numbered sections: an id unique on the page, and a title that carries the
 * section's number ("3. Our service"), counted from the page's ordered list of sections.
 */
export function numberedSections<const TSection extends string>(
  page: string,
  sections: readonly TSection[],
  translate: (key: string, options: { number: number }) => string,
) {
  return (section: TSection) => ({ id: `${page}-${section}`, title: translate(`${section}.title`, { number: sections.indexOf(section) + 1 }) });
}

/** One h2 section, labelled by its heading. */
export function DocumentSection({ id, title, children, className }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-3', className)}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The closing "Contact" section of the legal texts and the payment policy: the page's own
 * `contact.text` (with its <mail> link to support) and `contact.responseTime`, the hours support
 * takes to answer (SUPPORT_HOURS), written with the page's number format.
 */
export function SupportContactSection({ id, title, t, formatNumber }: { id: string; title: ReactNode; t: TFunction; formatNumber: (value: number) => string }) {
  return (
    <DocumentSection id={id} title={title}>
      <p>
        <Trans t={t} i18nKey="contact.text" values={COMPANY_TEXT_VALUES} components={{ mail: supportMailLink }} />
      </p>
      <p>{t('contact.responseTime', { min: formatNumber(SUPPORT_HOURS.replyWithin.min), max: formatNumber(SUPPORT_HOURS.replyWithin.max) })}</p>
    </DocumentSection>
  );
}

interface DocumentPageProps {
  title: string;
  /** The page's meta description, in its language (what search results show under the title). */
  description?: string;
  /** A line under the title (e.g. the law a notice is given under). */
  subtitle?: string;
  /** "Last updated: …" or "Effective date: …" */
  updated?: string;
  intro: ReactNode;
  /** A note after the introduction (e.g. which language's text is the original). */
  note?: ReactNode;
  /** The company line of the footer. */
  company?: string;
  backHome: string;
  children: ReactNode;
}

export function DocumentPage({ title, description, subtitle, updated, intro, note, company, backHome, children }: DocumentPageProps) {
  useDocumentTitle(title, { description });
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="font-medium text-slate-700">{subtitle}</p>}
        {updated && <p className="text-sm text-slate-600">{updated}</p>}
        <p className="leading-relaxed">{intro}</p>
        {note && <p className="text-sm text-slate-600">{note}</p>}
        <PrivateServiceDisclaimer />
      </header>

      {children}

      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        {company && <p className="text-sm text-slate-600">{company}</p>}
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{backHome}</Link>
        </Button>
      </footer>
    </article>
  );
}

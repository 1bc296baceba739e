import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { Button } from '../../components/ui/button';
import { COMPANY } from '../../lib/company';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The layout the legal pages share with the payment policy page: an article with a header (title,
 * date, introduction, private-service disclaimer), numbered sections and a footer naming the
 * company, with the back-to-home button.
 */

/** Bulleted lists; `ps-` so the bullets sit on the right in Arabic. */
export const legalList = 'list-disc space-y-1 ps-6';
/** A link to another page, on its own line under the paragraph that mentions it. */
export const legalLink = 'self-start font-semibold text-brand-700 underline';

/** The `<mail>` component of translated sentences: the support address as a mail link. */
export const supportMailLink = <a href={`mailto:${COMPANY.supportEmail}`} className="font-semibold text-brand-700 underline" />;

/** Section titles carry their number ("3. Our service"), counted from the page's list of sections. */
export function numberedTitle<const TSection extends string>(
  sections: readonly TSection[],
  translate: (key: string, options: { number: number }) => string,
) {
  return (section: TSection) => translate(`${section}.title`, { number: sections.indexOf(section) + 1 });
}

export function LegalSection({ page, id, title, children }: { page: string; id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${page}-${id}`} className="flex flex-col gap-3">
      <h2 id={`${page}-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface LegalPageProps {
  title: string;
  /** "Last updated: …" */
  updated: string;
  intro: ReactNode;
  /** The company line of the footer. */
  company: string;
  backHome: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, intro, company, backHome, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-sm text-slate-600">{updated}</p>
        <p>{intro}</p>
        <PrivateServiceDisclaimer />
      </header>

      {children}

      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-600">{company}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{backHome}</Link>
        </Button>
      </footer>
    </article>
  );
}

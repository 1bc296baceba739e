import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PrivateServiceDisclaimer } from '../../components/disclaimer/private-service-disclaimer';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The frame of the information pages (/faq, /requirements, /processing-times), modelled on the
 * payment policy page: one h1, the private-service disclaimer near the top (PRODUCT.md decision 1),
 * h2 sections, and a back-to-home button at the end.
 */
export function InfoPage({
  title,
  intro,
  backHomeLabel,
  children,
}: {
  title: string;
  intro: ReactNode;
  backHomeLabel: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-base leading-relaxed">{intro}</p>
        <PrivateServiceDisclaimer />
      </header>
      {children}
      <footer className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{backHomeLabel}</Link>
        </Button>
      </footer>
    </article>
  );
}

/** One h2 section of an information page, labelled by its heading. */
export function InfoSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-4', className)}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Bulleted list with logical padding, so bullets sit on the right in Arabic. */
export const bulletList = 'list-disc space-y-2 ps-6 marker:text-brand-600';

/** Inline text link style shared by the pages (links inside translated sentences). */
export const textLink = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Amounts and codes kept left to right inside translated sentences (see lib/format). */
export { ltr } from '../../lib/format';

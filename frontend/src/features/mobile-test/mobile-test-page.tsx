import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { INSURANCE_PRODUCTS } from '@evisa/contracts';
import { bulletList } from '../../components/document-page/document-page';
import { Badge, type BadgeColour } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StaffOnly } from '../admin/components/staff-only';
import {
  BREAKPOINTS,
  CHECK_RESULTS,
  MOBILE_CHECKS,
  QUICK_LINKS,
  TARGET_PAGES,
  TOUCH_TARGET_MIN_PX,
  allPending,
  breakpointAt,
  countResults,
  type CheckResult,
  type CheckResults,
  type MobileCheck,
} from './mobile-test-checks';

const RESULT_COLOURS: Record<CheckResult, BadgeColour> = { pending: 'grey', pass: 'green', fail: 'red' };

/** A link target of at least 44 × 44 px (TOUCH_TARGET_MIN_PX). */
const quickLinkClass =
  'flex min-h-11 min-w-11 items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50';

/**
 * `/mobile-test`: the internal checklist for trying the site on a phone (spec section 2). Staff only,
 * like /debug-payment (PRODUCT.md decision 4): the server's GET /api/admin/auth/me must confirm a
 * staff session. Its own chunk and translation namespace.
 */
export default function MobileTestPage() {
  const { t } = useTranslation('mobile-test');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 text-slate-800 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="leading-relaxed">{t('intro')}</p>
      </header>
      <StaffOnly
        texts={{
          checking: t('staffOnly.checking'),
          title: t('staffOnly.title'),
          signInNeeded: t('staffOnly.signInNeeded'),
          checkFailed: t('staffOnly.checkFailed'),
          signIn: t('staffOnly.signIn'),
        }}
      >
        <MobileTestTool />
      </StaffOnly>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page itself; only rendered for a signed-in staff member. */
export function MobileTestTool() {
  const { t } = useTranslation('mobile-test');
  const id = useId();
  return (
    <div className="flex flex-col gap-10">
      <Section id={`${id}-targets`} title={t('targets.title')}>
        <p>{t('targets.text', { size: TOUCH_TARGET_MIN_PX })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {TARGET_PAGES.map((page) => (
            <Button key={page.key} asChild size="lg" variant={page.key === 'apply' ? 'primary' : 'outline'} className="min-w-11">
              <Link to={page.href}>{t(`targets.${page.key}`)}</Link>
            </Button>
          ))}
        </div>
      </Section>

      <ChecksSection id={`${id}-checks`} />

      <Section id={`${id}-links`} title={t('quickLinks.title')}>
        <p>{t('quickLinks.text')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {QUICK_LINKS.map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={quickLinkClass}>
                <span>
                  {t(`quickLinks.${link.key}`)} <span className="font-mono text-xs font-normal text-slate-600">{link.href}</span>
                  <span className="sr-only"> {t('quickLinks.newTab')}</span>
                </span>
                {/* The arrow points away in either direction of reading. */}
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  ↗
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <ManualChecklist id={`${id}-manual`} />
    </div>
  );
}

function ChecksSection({ id }: { id: string }) {
  const { t } = useTranslation('mobile-test');
  const [results, setResults] = useState<CheckResults>(allPending);
  const counts = countResults(results);
  const options = CHECK_RESULTS.map((result) => ({ value: result, label: t(`results.${result}`) }));
  const set = (check: MobileCheck, value: string) => {
    const result = CHECK_RESULTS.find((r) => r === value);
    if (result) setResults((current) => ({ ...current, [check]: result }));
  };
  return (
    <Section id={id} title={t('checks.title', { total: MOBILE_CHECKS.length })}>
      <p>{t('checks.text')}</p>
      <p className="rounded-lg border border-blue-300 bg-blue-50 p-3 text-sm text-blue-900">{t('checks.notSaved')}</p>
      <ol className="flex flex-col gap-4">
        {MOBILE_CHECKS.map((check) => {
          const nameId = `${id}-${check}-name`;
          const descriptionId = `${id}-${check}-description`;
          return (
            <li key={check} data-testid={`check-${check}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={nameId} className="font-semibold text-slate-900">
                  {t(`checks.${check}.name`)}
                </h3>
                <Badge colour={RESULT_COLOURS[results[check]]}>{t(`results.${results[check]}`)}</Badge>
              </div>
              <p id={descriptionId} className="text-sm text-slate-700">
                {t(`checks.${check}.description`, { size: TOUCH_TARGET_MIN_PX, plans: INSURANCE_PRODUCTS.length })}
              </p>
              <RadioGroup
                options={options}
                value={results[check]}
                onValueChange={(value) => set(check, value)}
                orientation="horizontal"
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
                idPrefix={`${id}-${check}`}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        {/* role=status: the new count is read out after each change, without moving focus. */}
        <p role="status" data-testid="check-summary" className="font-semibold text-slate-900">
          {t('checks.summary', { passed: counts.pass, failed: counts.fail, pending: counts.pending })}
        </p>
        <Button variant="outline" onClick={() => setResults(allPending())}>
          {t('checks.reset')}
        </Button>
      </div>
    </Section>
  );
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's width in CSS pixels, kept current as the phone turns or the window is resized. */
function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
}

function ManualChecklist({ id }: { id: string }) {
  const { t } = useTranslation('mobile-test');
  const width = useViewportWidth();
  const current = breakpointAt(width);
  return (
    <Section id={id} title={t('manual.title')}>
      <ul className={bulletList}>
        <li>{t('manual.touch', { size: TOUCH_TARGET_MIN_PX })}</li>
        <li className="flex flex-col gap-2">
          <span>{t('manual.breakpoints')}</span>
          <ul data-testid="breakpoints" className="list-[circle] space-y-1 ps-6">
            <li>{t('manual.belowSm', { width: BREAKPOINTS[0].minWidthPx })}</li>
            {BREAKPOINTS.map((breakpoint) => (
              <li key={breakpoint.name}>
                {t(`manual.${breakpoint.name}`, { name: breakpoint.name, width: breakpoint.minWidthPx })}
              </li>
            ))}
          </ul>
        </li>
        <li>{t('manual.orientation')}</li>
        <li>{t('manual.rtl')}</li>
      </ul>
      {width > 0 && (
        <p data-testid="viewport" className="text-sm text-slate-600">
          {t('manual.viewport', { width, breakpoint: current ?? t('manual.belowSmName') })}
        </p>
      )}
    </Section>
  );
}

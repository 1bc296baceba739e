import { useTranslation } from 'react-i18next';
import { richText } from '../../i18n/rich-text';
import { COMPANY } from '../../lib/company';
import { cn } from '../../lib/cn';
import { NewTabLink } from '../new-tab-link/new-tab-link';

export type DisclaimerVariant = 'banner' | 'inline' | 'full';

/**
 * PRODUCT.md decision 1: we are a private company and must say so on every page and beside
 * every call to action and price.
 * - `banner`: the strip under the header on every page;
 * - `inline`: one short paragraph for next to a button or price;
 * - `full`: the footer text, including that we cannot influence the decision.
 */
export function PrivateServiceDisclaimer({ variant = 'inline', className }: { variant?: DisclaimerVariant; className?: string }) {
  const { t } = useTranslation('common');
  // The link sits in a sentence of small print (12-14 px), so its box was 14 px tall: the vertical
  // padding makes the tap target at least 24 px (WCAG 2.5.8) without moving the lines (padding on an
  // inline box does not change the line height); `relative` puts it above the neighbouring lines'
  // text, so a tap on the padding reaches the link.
  const officialLink = <NewTabLink href={COMPANY.officialEvisaUrl} className="relative py-1.5 font-semibold underline underline-offset-2" />;
  const values = { company: COMPANY.legalName, officialSite: COMPANY.officialEvisaHost };
  const components = { strong: <strong />, official: officialLink };

  if (variant === 'banner') {
    return (
      <div className={cn('border-b border-amber-200 bg-amber-50 text-amber-950', className)} data-testid="private-service-disclaimer">
        <p className="mx-auto max-w-6xl px-4 py-2 text-xs sm:text-sm">
          {richText(t('disclaimer.banner', values), components)}
        </p>
      </div>
    );
  }
  return (
    <p
      // One colour per variant: with both classes on the element, the stylesheet's order (not this
      // list's) decides, and slate-600 won in the dark footer (2.3:1; slate-300 there is 12:1).
      className={cn(variant === 'full' ? 'text-sm text-slate-300' : 'text-xs text-slate-600', className)}
      data-testid="private-service-disclaimer"
    >
      {richText(t(variant === 'full' ? 'disclaimer.full' : 'disclaimer.inline', values), components)}
    </p>
  );
}

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog, DialogContent, DialogFooter } from '../ui/dialog';
import { saveCookieConsent } from './cookie-consent';

/** Between the banner's top and a control scrolled into view above it: room for the control's focus outline. */
const FOCUS_GAP_PX = 8;

export interface CookieBannerProps {
  /**
   * How much of the window's bottom the banner covers (its height and FOCUS_GAP_PX), kept current as
   * its text wraps; 0 once it is gone. The page keeps that much room for scrolling a focused control
   * into view and at its end: on a phone the banner covers a third of the screen, and the controls Tab
   * reached under it were hidden entirely (WCAG 2.4.11, focus not obscured). The chat launcher and
   * panel stand on top of it by the same amount, rather than under it.
   */
  onHeightChange?: (px: number) => void;
}

/** Spec section 2 "Cookie banner": Reject All stores the same result as Necessary Only. */
export default function CookieBanner({ onHeightChange }: CookieBannerProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(true);
  const [managing, setManaging] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  // The element the keyboard came from into the banner: once a choice removes the banner, the focus
  // goes back there instead of falling to the page's start.
  const cameFrom = useRef<HTMLElement | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (!visible || !section || !onHeightChange) return undefined;
    const report = () => onHeightChange(Math.ceil(section.getBoundingClientRect().height) + FOCUS_GAP_PX);
    report();
    // The height changes with the window's width (the buttons wrap) and the language.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(section);
    return () => {
      observer?.disconnect();
      onHeightChange(0);
    };
  }, [visible, onHeightChange]);

  if (!visible) return null;

  const noteWhereFocusCameFrom = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from) && !from.closest('[role="dialog"]')) cameFrom.current = from;
  };

  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    const focusInBanner = managing || !!sectionRef.current?.contains(document.activeElement);
    saveCookieConsent(choice);
    setManaging(false);
    setVisible(false);
    const back = cameFrom.current;
    if (focusInBanner && back) setTimeout(() => back.isConnected && back.focus(), 0);
  };

  return (
    <section
      ref={sectionRef}
      onFocus={noteWhereFocusCameFrom}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="cookie-banner-title" className="text-base font-semibold">
            {t('cookies.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('cookies.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => decide({ analytics: true, marketing: true })}>{t('cookies.acceptAll')}</Button>
          <Button variant="outline" onClick={() => decide({ analytics: false, marketing: false })}>
            {t('cookies.necessaryOnly')}
          </Button>
          <Button variant="outline" onClick={() => decide({ analytics: false, marketing: false })}>
            {t('cookies.rejectAll')}
          </Button>
          <Button variant="ghost" onClick={() => setManaging(true)}>
            {t('cookies.manage')}
          </Button>
        </div>
      </div>

      <Dialog open={managing} onOpenChange={setManaging}>
        <DialogContent title={t('cookies.manageTitle')} description={t('cookies.manageDescription')}>
          <div className="flex flex-col gap-4">
            <div>
              <Checkbox id="cookie-necessary" checked disabled onCheckedChange={() => undefined} label={t('cookies.necessary')} />
              <p className="ms-9 text-xs text-slate-600">{t('cookies.necessaryHint')}</p>
            </div>
            <div>
              <Checkbox id="cookie-analytics" checked={analytics} onCheckedChange={setAnalytics} label={t('cookies.analytics')} />
              <p className="ms-9 text-xs text-slate-600">{t('cookies.analyticsHint')}</p>
            </div>
            <div>
              <Checkbox id="cookie-marketing" checked={marketing} onCheckedChange={setMarketing} label={t('cookies.marketing')} />
              <p className="ms-9 text-xs text-slate-600">{t('cookies.marketingHint')}</p>
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setManaging(false)}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => decide({ analytics, marketing })}>{t('cookies.save')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

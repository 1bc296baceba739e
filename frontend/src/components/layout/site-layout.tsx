import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@evisa/contracts';
import { Header } from './header';
import { Footer } from './footer';
import { PrivateServiceDisclaimer } from '../disclaimer/private-service-disclaimer';
import { DeferredToaster } from '../toast/deferred-toaster';
import { PageLoading } from './page-loading';
import { hasStoredConsent } from '../cookie-banner/cookie-consent';
import { ChatWidget } from '../../features/chat/components/chat-widget';
import { showsChatWidget } from '../../features/chat/lib/chat-pages';
import { launcherClearancePx } from '../../features/chat/lib/launcher-clearance';
import { useLauncherClearance } from '../../features/chat/hooks/use-launcher-clearance';

// Loaded only for visitors without stored consent, and only after the banner's delay.
const CookieBanner = lazy(() => import('../cookie-banner/cookie-banner'));

function useCookieBannerDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (hasStoredConsent()) return;
    // A transition: rendering the banner (and the layout around it) then yields to the browser
    // instead of blocking input for the length of the whole render.
    const timer = setTimeout(() => startTransition(() => setDue(true)), TIMINGS.cookieBannerDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return due;
}

export function SiteLayout() {
  const { t } = useTranslation('common');
  const cookieBannerDue = useCookieBannerDue();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The cookie banner (until a choice is made) floats over the whole bottom and the chat launcher
  // over the corner above it: the page keeps room for both (see launcherClearancePx).
  const [cookieBannerPx, setCookieBannerPx] = useState(0);
  const bottomClearance = launcherClearancePx(pathname, cookieBannerPx);
  useLauncherClearance(bottomClearance);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <PrivateServiceDisclaimer variant="banner" />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer bottomClearancePx={bottomClearance} />
      <DeferredToaster />
      {showsChatWidget(pathname) && <ChatWidget bottomCoveredPx={cookieBannerPx} />}
      {cookieBannerDue && (
        <Suspense fallback={null}>
          <CookieBanner onHeightChange={setCookieBannerPx} />
        </Suspense>
      )}
    </div>
  );
}

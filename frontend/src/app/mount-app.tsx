import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import type { RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { PRERENDER_LANGUAGE, PRERENDER_NAMESPACES, isPrerenderedPage } from '../prerender/prerender-constants';
import { keepLanguagePickThroughHydration, languageChosenEarly } from '../i18n/language-chosen-early';

/**
 * Lets the browser run other work (input, painting) between start-up steps, so that each is a
 * short task of its own instead of all of them one long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface MountOptions {
  i18n: I18n;
  queryClient?: QueryClient;
  /** Tests pass a memory history; the browser uses the address bar. */
  history?: RouterHistory;
  /** Told when hydration found markup that differs from React's first render (React then renders afresh). */
  onRecoverableError?: (error: unknown, errorInfo: ErrorInfo) => void;
}

const reportHydrationProblem = (error: unknown) => console.error('The prerendered page could not be hydrated', error);

/**
 * Starts React in `container` (#root). index.html carries the home page rendered at build time
 * (English), and its inline script has put another prerendered page there when the visit is to
 * that page and fits its render (src/prerender/adopt-prerendered-page.ts); `data-prerendered` says
 * which page the markup is. When it is this visit's page in that language, React adopts the markup
 * (hydration); otherwise it renders afresh, replacing it.
 */
export async function mountApp(
  container: HTMLElement,
  { i18n, queryClient = createQueryClient(), history, onRecoverableError = reportHydrationProblem }: MountOptions,
): Promise<'hydrated' | 'rendered'> {
  const router = createAppRouter(queryClient, history);
  const page = container.getAttribute('data-prerendered') ?? undefined;
  const prerendered =
    container.firstElementChild !== null &&
    isPrerenderedPage(page) &&
    router.latestLocation.pathname === page &&
    i18n.resolvedLanguage === PRERENDER_LANGUAGE;

  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // Either way as a transition: React then renders in short slices, yielding to the browser between
  // them, instead of in one long task that blocks input (the wizard's first render is the largest).
  if (prerendered) {
    // The same matches (route code included) and translations as at build time must be ready before
    // hydration, or the first render would differ. (Loading them starts in a task of its own: creating
    // the router is a long one already.)
    await nextTask();
    await Promise.all([router.load(), i18n.loadNamespaces([...PRERENDER_NAMESPACES[page]])]);
    await nextTask();
    if (!(await applyLanguageChosenEarly(container, i18n))) {
      keepLanguagePickThroughHydration(container);
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError });
      });
      return 'hydrated';
    }
    // The visitor chose another language than the markup's: it is rendered afresh in theirs.
  }
  await nextTask();
  await applyLanguageChosenEarly(container, i18n);
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return 'rendered';
}

/** Switches to a language picked in the prerendered markup before the app ran; true if it did. */
async function applyLanguageChosenEarly(container: HTMLElement, i18n: I18n): Promise<boolean> {
  const chosen = languageChosenEarly(container, i18n.resolvedLanguage ?? i18n.language);
  if (!chosen) return false;
  await i18n.changeLanguage(chosen);
  return true;
}

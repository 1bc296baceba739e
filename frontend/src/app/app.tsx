import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLayoutEffect, useState } from 'react';
import { createAppRouter, type AppRouter } from './router';
import { languageOf } from '../i18n/i18n';

export interface AppProps {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser uses the address bar. */
  history?: RouterHistory;
  /** A router that has already loaded its first location (the prerender and hydration pass one). */
  router?: AppRouter;
}

export function App({ queryClient, history, router: givenRouter }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient, history));
  const { i18n } = useTranslation();
  // index.html hides prerendered markup that does not fit this visit (another page or language);
  // React's first commit has replaced it, so it may show again.
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-prerender-stale');
  }, []);
  return (
    // Radix menus, selects and toasts read the reading direction from here (Arabic is right to left).
    <Direction.Provider dir={languageOf(i18n.resolvedLanguage).dir}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Direction.Provider>
  );
}

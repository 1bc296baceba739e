import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { createAppRouter } from './router';
import { languageOf } from '../i18n/i18n';

export interface AppProps {
  queryClient: QueryClient;
  /** Tests pass a memory history; the browser uses the address bar. */
  history?: RouterHistory;
}

export function App({ queryClient, history }: AppProps) {
  const [router] = useState(() => createAppRouter(queryClient, history));
  const { i18n } = useTranslation();
  return (
    // Radix menus, selects and toasts read the reading direction from here (Arabic is right to left).
    <Direction.Provider dir={languageOf(i18n.resolvedLanguage).dir}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Direction.Provider>
  );
}

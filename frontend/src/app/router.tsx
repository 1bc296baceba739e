import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routes/route-tree';
import { PageLoading } from '../components/layout/page-loading';

export function createAppRouter(
  queryClient: QueryClient,
  history: RouterHistory = createBrowserHistory(),
  { scrollRestoration = true }: { scrollRestoration?: boolean } = {},
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration,
    // Lazy routes show the placeholder at once rather than an empty main area that collapses the layout.
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

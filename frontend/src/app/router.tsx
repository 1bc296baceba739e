import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routes/route-tree';
import { PageLoading } from '../components/layout/page-loading';
import { RouteErrorPage } from '../features/route-error/route-error-page';

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
    // A page whose code could not be downloaded (or that failed to draw) says so in the page's
    // language, inside the layout, with Try again: not the router's English developer notice.
    defaultErrorComponent: RouteErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

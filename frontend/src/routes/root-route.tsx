import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SiteLayout } from '../components/layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
  notFoundComponent: NotFoundPage,
});

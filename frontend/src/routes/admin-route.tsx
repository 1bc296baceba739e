import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { adminPanelSearch } from '../features/admin/lib/panel-view';

/** The staff panel is only for staff: its code (and its dependencies) load only when someone opens /admin. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  // The open tab and its list's page, so a view can be reloaded, bookmarked and shared, and Back
  // returns to the previous one; the search is kept out of the address (see panel-view.ts).
  validateSearch: adminPanelSearch,
  component: lazyRouteComponent(() => import('../features/admin/admin-page')),
});

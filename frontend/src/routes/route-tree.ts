import { rootRoute } from './root-route';
import { adminRoute } from './admin-route';
import { paymentRoutes } from './payment-routes';
import { applicationRoute, applyRoute, chatAdminRoute, contentRoutes, homeRoute, insuranceRoute, mobileTestRoute, statusRoute } from './page-routes';

/** The whole route table of spec section 2; anything else renders the root's 404 page. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  applicationRoute,
  applyRoute,
  statusRoute,
  insuranceRoute,
  adminRoute,
  chatAdminRoute,
  mobileTestRoute,
  ...contentRoutes,
  ...paymentRoutes,
]);

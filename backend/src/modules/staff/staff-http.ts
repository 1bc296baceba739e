import type { FastifyInstance } from 'fastify';

/** The decision routes carry a PDF as a data URL (5 MB is ~7 MB of base64); every other route keeps 100 kb. */
export const DECISION_ROUTES = ['/api/admin/applications/:id/status', '/api/admin/insurance-applications/:id/status'];
const DECISION_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * HTTP plumbing of the staff back office: the larger body limit on the decision routes only, set as
 * each route is registered. Cookies are read by the staff guard itself, only on the routes that need them.
 */
export function configureStaffHttp(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    if (DECISION_ROUTES.includes(route.url)) route.bodyLimit = DECISION_BODY_LIMIT;
  });
}

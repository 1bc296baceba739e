import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'express';

/** The decision routes carry a PDF as a data URL (5 MB is ~7 MB of base64); every other route keeps 100 kb. */
export const DECISION_ROUTES = ['/api/admin/applications/:id/status', '/api/admin/insurance-applications/:id/status'];
const DECISION_BODY_LIMIT = '10mb';

/**
 * HTTP plumbing of the staff back office, installed before the app's global 100 kb JSON parser:
 * the larger body limit on the decision routes only (a parsed body is not parsed again by the
 * global parser). Cookies are read by the staff guard itself, only on the routes that need them.
 */
export function configureStaffHttp(app: NestExpressApplication): void {
  app.use(DECISION_ROUTES, json({ limit: DECISION_BODY_LIMIT }));
}
